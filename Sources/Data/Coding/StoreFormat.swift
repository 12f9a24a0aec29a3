/// The schema version every store file carries.
enum StoreFormat {
    /// Bump it when a file changes shape; older programs then refuse the file instead of misreading it.
    static let version = 1

    /// Reads a file's `version` value, refusing one newer than ``version`` (the caller then says
    /// "written by a newer version" instead of trying to read a shape it does not know).
    static func readVersion(_ reader: inout JSONReader) throws(JSONReadError) -> Int {
        let found = try reader.readInt()
        if found > version { throw JSONReadError(reason: "", offset: 0, newerVersion: found) }
        return found
    }
}
