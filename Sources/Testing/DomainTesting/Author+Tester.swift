import Domain

extension Author {
    /// The author of a test's changes, when the test is about one person.
    public static let tester = Author("tester@example")
}
