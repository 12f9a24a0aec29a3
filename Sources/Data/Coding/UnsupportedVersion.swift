/// A file whose schema `version` is newer than ``StoreFormat/version``; reported as
/// ``Domain/StorageError/newerVersion(file:found:supported:)`` before the rest is even parsed.
struct UnsupportedVersion: Error {
    let found: Int
}
