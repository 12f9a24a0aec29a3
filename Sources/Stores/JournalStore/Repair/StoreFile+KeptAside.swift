#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain

extension StoreFile {
    /// Gives the file a second name in its directory, so that its bytes stay there under `name` when this
    /// name is replaced: a hard link (nothing copied, and the file never leaves its name), or, on a file
    /// system without links, a copy written as every store file is. Call it under the store's lock.
    /// - Throws: ``Domain/StorageError/notWritable(path:reason:)`` when `name` is taken.
    func keepAside(as name: String) throws(StorageError) {
        let aside = directory.file(name)
        guard try aside.identity() == nil else { throw .notWritable(path: aside.path, reason: "it exists already") }
        guard let folder = try directory.openChecked() else { throw .notWritable(path: directory.path, reason: "it does not exist") }
        defer { close(folder) }
        if linkat(folder, self.name, folder, name, 0) == 0 {
            try directory.sync(folder)
            return
        }
        guard let bytes = try read() else { throw .io(path: path, reason: "it vanished") }
        try aside.replace(with: [UInt8](bytes))
    }
}
