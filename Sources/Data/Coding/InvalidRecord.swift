/// A record that is well-formed JSON but says something impossible (an unknown state, a bad UUID...).
/// Repositories report it as ``Domain/StorageError/corrupt(file:reason:)``.
struct InvalidRecord: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
