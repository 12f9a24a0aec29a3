/// The options every command takes, wherever they appear on the line.
public struct GlobalOptions: Sendable, Equatable {
    /// `--store DIR`: the store directory, overriding the environment.
    public var store: String?
    /// `--locale en|ko`: the language, overriding `LC_ALL`, `LC_MESSAGES` and `LANG`.
    public var locale: String?
    /// `--no-color`: never colour the output.
    public var noColor: Bool

    /// Options as if none were given.
    public init(store: String? = nil, locale: String? = nil, noColor: Bool = false) {
        self.store = store
        self.locale = locale
        self.noColor = noColor
    }
}
