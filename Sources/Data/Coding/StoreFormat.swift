/// The schema version every store file carries.
enum StoreFormat {
    /// Bump it when a file changes shape; older programs then refuse the file instead of misreading it.
    static let version = 1
}
