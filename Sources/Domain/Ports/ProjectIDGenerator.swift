/// The port that names new projects, so that a test can give them predictable ids.
public protocol ProjectIDGenerator: Sendable {
    /// A fresh identity never used before.
    func makeID() -> ProjectID
}
