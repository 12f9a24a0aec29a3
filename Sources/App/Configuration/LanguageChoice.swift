import Presentation

/// The language of the output: `--locale`, else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set
/// (POSIX precedence), else the first of the user's preferred languages this program speaks (Apple's
/// systems, where an app gets no `LANG`), else English.
public enum LanguageChoice {
    /// The language for this run; `flag` is the word after `--locale` (`en`, `ko`).
    public static func resolve(flag: String?, environment: [String: String], platform: Platform = .current) -> Language {
        if let language = flag.flatMap(Language.init(rawValue:)) { return language }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // `ko_KR.UTF-8` → `ko`; `C` and `POSIX` mean the default.
            return language(of: value) ?? .english
        }
        return platform.preferredLanguages.lazy.compactMap(language(of:)).first ?? .english
    }

    /// The language a locale name (`ko_KR.UTF-8`, `ko-Kore-KR`) starts with, if this program speaks it.
    private static func language(of name: String) -> Language? {
        Language(rawValue: String(name.prefix { $0.isLetter }).lowercased())
    }
}
