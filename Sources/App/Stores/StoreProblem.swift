/// Why the store an address names cannot be used, with what to do about it, in both languages the
/// program speaks (a frontend picks one with its localizer).
public struct StoreProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence in English and in Korean.
    public struct Text: Sendable, Equatable {
        /// In English.
        public let english: String
        /// In Korean.
        public let korean: String

        /// The sentence in both languages.
        public init(_ english: String, _ korean: String) {
            self.english = english
            self.korean = korean
        }
    }

    /// What is wrong.
    public let message: Text
    /// What to do about it.
    public let hint: Text
    /// Whether the address itself is wrong (a usage error: the user mistyped it), rather than something
    /// the environment gives it (a certificate, a credential).
    public let isAboutTheAddress: Bool

    /// A problem and its hint.
    public init(message: Text, hint: Text, isAboutTheAddress: Bool = false) {
        self.message = message
        self.hint = hint
        self.isAboutTheAddress = isAboutTheAddress
    }

    /// The message in English.
    public var description: String { message.english }
}
