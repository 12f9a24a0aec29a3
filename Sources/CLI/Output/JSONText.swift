import FastCoding
import Presentation

/// The JSON the CLI prints for scripts, written by hand so that keys keep the documented order and a
/// 10,000-project listing needs no reflection. Strings, ids and instants go through the package's one
/// set of codecs (``FastCoding``), the same the store writes with.
enum JSONText {
    /// `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"overdue":…,"createdAt":…,"updatedAt":…}`
    static func object(for row: ProjectRow) -> String {
        var bytes: [UInt8] = []
        append(row, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``object(for:)``'s text to `bytes` as UTF-8: a listing writes every row into one buffer,
    /// with no string built per row, per id or per timestamp.
    static func append(_ row: ProjectRow, to bytes: inout [UInt8]) {
        let project = row.project
        bytes.append(contentsOf: #"{"id":""#.utf8)
        IDText.append(project.id, to: &bytes)
        bytes.append(contentsOf: #"","title":"#.utf8)
        JSONString.append(project.title, to: &bytes)
        bytes.append(contentsOf: #","body":"#.utf8)
        JSONString.append(project.body, to: &bytes)
        if let deadline = project.deadline {
            bytes.append(contentsOf: #","deadline":""#.utf8)
            bytes.append(contentsOf: deadline.description.utf8)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: #","deadline":null"#.utf8)
        }
        bytes.append(contentsOf: #","state":""#.utf8)
        bytes.append(contentsOf: project.state.rawValue.utf8)
        bytes.append(contentsOf: (row.isOverdue ? #"","overdue":true"# : #"","overdue":false"#).utf8)
        bytes.append(contentsOf: #","createdAt":""#.utf8)
        ISO8601Text.append(project.createdAt, to: &bytes)
        bytes.append(contentsOf: #"","updatedAt":""#.utf8)
        ISO8601Text.append(project.updatedAt, to: &bytes)
        bytes.append(contentsOf: #""}"#.utf8)
    }

    /// An array of already written values, one per line.
    static func array(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
