import Domain
import Foundation

/// A whole workspace in one JSON document: the snapshot repository's only file and the journal
/// repository's compacted state, written as `{"version":1,"sequence":N,"workspace":{…}}`.
///
/// `sequence` is the number of the last journal entry the document contains (0 when none), which is what
/// makes compaction crash-safe: entries at or below it are already inside. `version` and `sequence` are
/// written first, so a writer can check the version from the first bytes without parsing the rest.
struct SnapshotDocument: Decodable {
    var version: Int
    var sequence: Int
    var workspace: WorkspaceDTO

    private enum CodingKeys: String, CodingKey {
        case version, sequence, workspace
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        try StoreFormat.check(version) // before the body, whose shape a newer version may have changed
        sequence = try container.decode(Int.self, forKey: .sequence)
        workspace = try container.decode(WorkspaceDTO.self, forKey: .workspace)
    }

    /// The document's bytes. (JSONEncoder does not keep key order, hence the hand-written frame.)
    static func encode(_ workspace: Workspace, sequence: Int) throws -> Data {
        var data = Data(#"{"version":\#(StoreFormat.version),"sequence":\#(sequence),"workspace":"#.utf8)
        data.append(try StoreFormat.encoder().encode(WorkspaceDTO(workspace)))
        data.append(UInt8(ascii: "}"))
        return data
    }

    /// Checks a document's first bytes and last byte without parsing it: a cheap guard for writers that
    /// do not read the document (a journal append), against a newer or obviously damaged snapshot.
    static func checkFrame(head: Data, last: UInt8?) throws(InvalidRecord) -> Int {
        let prefix = Array(#"{"version":"#.utf8)
        let bytes = Array(head)
        guard bytes.starts(with: prefix), last == UInt8(ascii: "}") else { throw InvalidRecord("it is not a complete snapshot") }
        let digits = bytes.dropFirst(prefix.count).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.count < 10 else { throw InvalidRecord("it has no readable version") }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
