import Domain
import FastCoding
import Foundation

/// A whole workspace in one JSON document: the snapshot repository's only file and the journal
/// repository's compacted state in format 1, written as `{"version":3,"sequence":N,"workspace":{…}}`.
///
/// `sequence` is the number of the last journal entry the document contains (0 when none), which is what
/// makes compaction crash-safe: entries at or below it are already inside. `version` and `sequence` are
/// written first, so a writer can check the version from the first bytes without parsing the rest.
struct SnapshotDocument {
    var version: Int
    var sequence: Int
    var workspace: Workspace

    /// Reads a document; `version` must come before the body, whose shape a newer version may change.
    /// What a document older than format 3 holds is `legacyAuthor`'s.
    init(reading reader: inout JSONReader, legacyAuthor: Author) throws(JSONReadError) {
        var version = 0
        (version, sequence, workspace) = try Self.read(&reader) { (reader, found) throws(JSONReadError) in
            version = found
            return try WorkspaceDTO.readWorkspace(&reader, version: found, legacyAuthor: legacyAuthor)
        }
        self.version = version
    }

    /// Reads the frame (`version`, then `sequence`) and hands the workspace object to `body`, so that a
    /// reader of the whole workspace and a reader of just the board share every check of the frame.
    static func read<Body>(
        _ reader: inout JSONReader, workspace body: (inout JSONReader, Int) throws(JSONReadError) -> Body
    ) throws(JSONReadError) -> (version: Int, sequence: Int, workspace: Body) {
        var version: Int?, sequence: Int?, workspace: Body?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "version": version = try StoreFormat.readVersion(&reader)
            case "sequence": sequence = try reader.readInt()
            case "workspace":
                guard let version else { throw reader.error("the workspace comes before the version") }
                workspace = try body(&reader, version)
            default: try reader.skipValue()
            }
        }
        guard let version, let sequence, let workspace else { throw reader.error("the snapshot lacks a field", at: 0) }
        return (version, sequence, workspace)
    }

    /// The document's bytes, `version` first.
    static func encode(_ workspace: Workspace, sequence: Int) -> [UInt8] {
        var writer = JSONWriter(capacity: 256 * (workspace.projects.count + 16))
        writer.raw(#"{"version":"#)
        writer.number(StoreFormat.version)
        writer.raw(#","sequence":"#)
        writer.number(sequence)
        writer.raw(#","workspace":"#)
        WorkspaceDTO.write(workspace, to: &writer)
        writer.raw("}")
        return writer.bytes // as they are: wrapping them in `Data` would copy the whole snapshot once more
    }
}
