/// A value that decodes as JSON but does not describe what its key should hold.
struct InvalidRecord: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
