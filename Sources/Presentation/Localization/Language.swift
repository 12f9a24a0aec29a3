import Foundation

/// The languages the screens speak. Anything that is not Korean falls back to English.
///
/// The one value that says which language a run speaks, from `--locale` or the environment (App's
/// `LanguageChoice`) to every text (``Localizer``): no `"en"`/`"ko"` string travels beside it.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The locale dates are formatted in: `en_US` or `ko_KR`.
    public var locale: Locale {
        Locale(identifier: self == .korean ? "ko_KR" : "en_US")
    }
}
