import Foundation

/// The languages the screens speak; anything that is not Korean falls back to English.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The locale dates are formatted in: `en_US` or `ko_KR`.
    public var locale: Locale {
        Locale(identifier: self == .korean ? "ko_KR" : "en_US")
    }
}
