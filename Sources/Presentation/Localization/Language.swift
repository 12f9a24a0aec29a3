/// The languages the screens speak. Anything that is not Korean falls back to English.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"
}
