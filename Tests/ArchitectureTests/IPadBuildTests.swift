import Testing

/// An iPad app links App and PresentationObservation and everything under them; none of it may call
/// what Apple's SDK declares unavailable on iOS, or what an app's sandbox has no account for, outside a
/// branch iOS does not compile. No iPad builds here, so this reads the code as iOS would compile it.
@Suite(.timeLimit(.minutes(5))) struct IPadBuildTests {
    /// The targets an iPad app adds to its project: the layers it wires itself, or the example's views.
    static let linkedByAnApp = ["App", "PresentationObservation", "KanbanViews"]

    /// What iOS does not have, by pattern and why.
    static var unavailableOnIOS: [(Regex<Substring>, String)] { [
        (#/\bhomeDirectoryForCurrentUser\b/#, "homeDirectoryForCurrentUser is API_UNAVAILABLE(ios)"),
        (#/\bhomeDirectory\(forUser:/#, "homeDirectory(forUser:) is API_UNAVAILABLE(ios)"),
        (#/\bProcess\s*\(|\bProcess\.|\bNSTask\b/#, "Process (NSTask) is API_UNAVAILABLE(ios)"),
        (#/\bNSUserName\b|\bNSFullUserName\b/#, "an iOS app's account is the shared `mobile`, no person's name"),
        (#/\bgetpw(?:uid|nam)(?:_r)?\s*\(/#, "an iOS app has no account database entry of its own"),
        (#/(?:^|[^\w.])(?:fork|system|popen)\s*\(/#, "an iOS app may not start processes"),
        (#/\bimport\s+AppKit\b|\bNSWorkspace\b/#, "AppKit is macOS only"),
    ] }

    /// A word each pattern above needs, so a line without any of them is passed over.
    static let words = ["homeDirectory", "Process", "NSTask", "UserName", "getpw", "fork", "system", "popen", "AppKit", "NSWorkspace"]

    @Test func whatAnIPadAppLinksCompilesForIOS() async throws {
        let graph = try await TargetGraph.fromPackage().graph
        let folders = try await TargetGraph.sourceFolders()
        var linked = Set<String>(), next = Self.linkedByAnApp
        while let target = next.popLast() {
            if linked.insert(target).inserted { next += graph.dependencies[target, default: []] }
        }
        // Here the views link a stand-in for SwiftUI; an iPad links Apple's.
        linked.remove("SwiftUI")
        #expect(linked.isSuperset(of: ["App", "Data", "Domain", "Presentation", "PresentationObservation", "KanbanViews"]))
        var breaks: [String] = []
        for target in linked.sorted() {
            for file in PackageRoot.swiftFiles(under: try #require(folders[target])) {
                breaks += Self.unavailable(in: try PackageRoot.read(file), file: file)
            }
        }
        #expect(breaks.isEmpty, "an iPad app cannot build these; put each in a branch iOS does not compile:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func theGuardCatchesWhatItIsFor() {
        // The line App resolved the home directory with, before it built for iOS.
        let before = "let home = homeDirectory ?? FileManager.default.homeDirectoryForCurrentUser"
        #expect(Self.unavailable(in: before, file: "F.swift") == ["F.swift:1: homeDirectoryForCurrentUser is API_UNAVAILABLE(ios)"])
        #expect(Self.unavailable(in: "guard let entry = getpwuid(getuid()) else { return nil }", file: "F.swift").count == 1)
        #expect(Self.unavailable(in: "let task = Process.init\n// Process.init in a comment", file: "F.swift").count == 1)
        #expect(Self.unavailable(in: "#if os(macOS)\nlet home = NSUserName()\n#endif", file: "F.swift").isEmpty)
        #expect(Self.unavailable(in: "#if os(iOS)\n#else\n_ = getpwuid(0)\n#endif", file: "F.swift").isEmpty)
        #expect(Self.unavailable(in: "#if canImport(Darwin)\n_ = getpwuid(0)\n#endif", file: "F.swift").count == 1)
        #expect(Self.unavailable(in: "#if !os(iOS) && !targetEnvironment(macCatalyst)\n_ = fork()\n#endif", file: "F.swift").isEmpty)
        #expect(Self.unavailable(in: "#if os(Linux) || os(macOS)\n_ = fork()\n#elseif canImport(UIKit)\n_ = Process.init\n#endif", file: "F.swift").count == 1)
    }

    /// Each line of `text` iOS compiles that uses what iOS does not have.
    static func unavailable(in text: String, file: String) -> [String] {
        let lines = PlatformLines(text, for: .iOS)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where lines.compiled[index] {
            // A plain search first: a regular expression on every line of the package would take minutes.
            guard Self.words.contains(where: line.includes) else { continue }
            let code = PlatformLines.code(of: line)
            // Simple word boundaries: Unicode's would read `default.homeDirectoryForCurrentUser` as one word.
            for (pattern, why) in unavailableOnIOS where code.contains(pattern.wordBoundaryKind(.simple)) {
                found.append("\(file):\(index + 1): \(why)")
            }
        }
        return found
    }
}
