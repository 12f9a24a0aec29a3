import Presentation

/// The language of the output: `--locale`, else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set
/// (POSIX precedence), else English.
public enum LanguageChoice {
    /// The language for this run; `flag` is the word after `--locale` (`en`, `ko`).
    public static func resolve(flag: String?, environment: [String: String]) -> Language {
        if let language = flag.flatMap(Language.init(rawValue:)) { return language }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // `ko_KR.UTF-8` → `ko`; `C` and `POSIX` mean the default.
            return Language(rawValue: String(value.prefix { $0.isLetter }).lowercased()) ?? .english
        }
        return .english
    }
}
