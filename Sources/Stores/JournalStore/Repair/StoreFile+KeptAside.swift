#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

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

    /// Keeps the file aside (``keepAside(as:)``) under a dated name, `snapshot.json.damaged-2026-11-26T08-12-03Z`
    /// for the label `damaged` (UTC, no colons: a valid name everywhere), with a number after it when that
    /// name is taken; returns the name. Call it under the store's lock.
    func keepAside(labelled label: String, now: Date) throws(StorageError) -> String {
        let name = try directory.datedName(name + "." + label, now: now)
        try keepAside(as: name)
        return name
    }
}

extension StoreDirectory {
    /// `base-2026-11-26T08-12-03Z`, unused in the directory (a number after it when a name was taken in
    /// the same second).
    func datedName(_ base: String, now: Date) throws(StorageError) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        let stamp = String(format: "%04d-%02d-%02dT%02d-%02d-%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                           parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        let name = base + "-" + stamp
        var candidate = name, number = 1
        while try file(candidate).identity() != nil {
            number += 1
            candidate = name + "-\(number)"
        }
        return candidate
    }
}
