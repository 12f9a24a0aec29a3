import Foundation

/// Where the store lives, first match wins: `--store DIR`, else `$PROJECT_MANAGER_STORE`, else
/// `$XDG_DATA_HOME/project-manager`, else, on Apple's systems, `~/Library/Application Support/project-manager`
/// (an app's container on the iPad and in the Mac's sandbox, whose home is `HOME`) and elsewhere
/// `~/.local/share/project-manager`. Either setting may instead be an address (`etcd://HOST:PORT/BOARD`),
/// which a registered ``StoreOpener`` opens.
public enum StoreLocation {
    /// The scheme of `text` when it is an address rather than a directory (`SCHEME:/…`, the scheme
    /// lowercased), else `nil`. A directory named like an address is never made by mistake.
    public static func addressScheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix(":/") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return scheme.lowercased()
    }

    /// The scheme among `schemes` that `text` resembles without being its address (`etcd:/x`,
    /// `etcd//x`, `etcd:x`), if any: a mistyped address must not become a directory of that name. A
    /// folder such as `etcd/boards` is still a folder.
    public static func misspelledScheme(of text: String, among schemes: [String]) -> String? {
        let lowered = text.lowercased()
        return schemes.sorted { $0.count > $1.count }.first { scheme in
            guard lowered.hasPrefix(scheme), !lowered.hasPrefix(scheme + "://") else { return false }
            let rest = lowered.dropFirst(scheme.count)
            return rest.hasPrefix(":") || rest.hasPrefix("//")
        }
    }

    /// The store directory for this run.
    ///
    /// - Parameters:
    ///   - flag: the value of `--store`, if given.
    ///   - environment: the process environment (injected so tests pin it).
    ///   - homeDirectory: the user's home, used when nothing else says where; `nil` when it is not known
    ///     for certain (see ``AppConfiguration/resolve(storeFlag:localeFlag:environment:homeDirectory:stores:author:platform:)``).
    ///   - platform: the system whose place for data is the default.
    /// - Throws: ``ConfigurationError`` when the home directory is needed but not known.
    public static func resolve(
        flag: String?, environment: [String: String], homeDirectory: URL?, platform: Platform = .current
    ) throws(ConfigurationError) -> URL {
        func home() throws(ConfigurationError) -> URL {
            guard let homeDirectory else { throw .unusableHome(environment["HOME"] ?? "") }
            return homeDirectory
        }
        func directory(_ path: String) throws(ConfigurationError) -> URL {
            let expanded = path.hasPrefix("~/") ? try home().path + path.dropFirst(1) : path
            let url = URL(fileURLWithPath: expanded, isDirectory: true)
            // Standardizing is slow next to a command's work: only a path that may need it is standardized.
            return expanded.hasPrefix("/") && !expanded.contains("/.") && !expanded.contains("//") ? url : url.standardizedFileURL
        }
        if let flag, !flag.isEmpty { return try directory(flag) }
        if let store = environment["PROJECT_MANAGER_STORE"], !store.isEmpty { return try directory(store) }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return try directory(data).appendingPathComponent("project-manager", isDirectory: true)
        }
        let data = platform.isApple ? "Library/Application Support" : ".local/share"
        return try home().appendingPathComponent(data, isDirectory: true).appendingPathComponent("project-manager", isDirectory: true)
    }
}
