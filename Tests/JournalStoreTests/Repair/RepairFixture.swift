import JournalStore
import Domain
import DomainTesting
import Foundation

/// A journal store to damage and repair: 40 projects (and their undo steps and history) compacted into
/// a snapshot, then 3 more in the journal (`Extra 0` to `Extra 2`).
struct RepairFixture {
    /// One line of a store file: its bytes' place (newline included) and the id of the project it holds.
    struct Line {
        let range: Range<Int>
        let text: String
        /// The project a project line holds, or the first project a journal record changes.
        var id: String { text.firstMatch(of: /"id":"([0-9a-f-]{36})"/).map { String($0.1) } ?? "" }
    }

    let store: StoreFixture
    /// Every project before any damage.
    let projects: [ProjectID: Project]

    init() async throws {
        store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        for index in 0..<40 { try await store.add("Project \(index)", to: repository) }
        try await repository.compact()
        for index in 0..<3 { try await store.add("Extra \(index)", to: repository) }
        projects = try await repository.load().projects
    }

    var directory: URL { store.directory }

    func bytes(_ name: String) throws -> [UInt8] { [UInt8](try store.bytes(name)) }

    func write(_ name: String, _ bytes: [UInt8]) throws { try store.write(Data(bytes), to: name) }

    func overwrite(_ name: String, at offset: Int, with replacement: [UInt8]) throws {
        var bytes = try bytes(name)
        bytes.replaceSubrange(offset..<(offset + replacement.count), with: replacement)
        try write(name, bytes)
    }

    /// The lines of a section of the snapshot (`projects`, `undo`…), or of the whole file for `nil`.
    func lines(of name: String, section: String?) throws -> [Line] {
        let bytes = try bytes(name)
        var range = 0..<bytes.count
        if let section {
            // The header line is its JSON, then a space and its checksum, then padding.
            let line = bytes.prefix(512).split(separator: UInt8(ascii: " "), maxSplits: 1).first ?? []
            let header = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
            guard let bounds = header?[section] as? [Int] else { throw CocoaError(.fileReadCorruptFile) }
            range = bounds[0]..<bounds[1]
        }
        var lines: [Line] = [], start = range.lowerBound
        while start < range.upperBound, let end = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Line(range: start..<(end + 1), text: String(decoding: bytes[start..<end], as: UTF8.self)))
            start = end + 1
        }
        return lines
    }

    /// Every file of the store but the lock.
    func contents() throws -> [String: Data] { try store.contents() }

    /// A repository on the store, as a command opens it.
    func repository() -> JournalProjectRepository { JournalProjectRepository(directory: directory) }
}
