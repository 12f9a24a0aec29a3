/// The language of the output: `--locale`, else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set
/// (POSIX precedence), else English.
public enum LanguageChoice {
    /// The languages the program speaks.
    public static let supported = ["en", "ko"]

    /// The language code (`en` or `ko`) for this run.
    public static func resolve(flag: String?, environment: [String: String]) -> String {
        if let flag, supported.contains(flag) { return flag }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // `ko_KR.UTF-8` → `ko`; `C` and `POSIX` mean the default.
            let language = String(value.prefix { $0.isLetter }).lowercased()
            return supported.contains(language) ? language : "en"
        }
        return "en"
    }
}
