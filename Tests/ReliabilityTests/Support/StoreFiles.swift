import Foundation

/// The bytes of every file in a store directory, to show that a failed command changed nothing.
///
/// The `lock` file is left out: it is empty and exists only to be locked, and a writer creates it
/// before it can know that the store is damaged.
struct StoreFiles: Equatable, CustomStringConvertible {
    let files: [String: Data]

    init(_ directory: String) {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name != "lock" {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory)
            files[name] = isDirectory.boolValue ? Data("<directory>".utf8) : FileManager.default.contents(atPath: directory + "/" + name)
        }
        self.files = files
    }

    var description: String {
        files.keys.sorted().map { "\($0): \(files[$0]?.count ?? 0) bytes" }.joined(separator: ", ")
    }
}
