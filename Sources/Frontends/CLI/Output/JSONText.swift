import FastCoding
import Presentation

/// The JSON the CLI prints for scripts, written by hand so that keys keep the documented order and a
/// 10,000-project listing needs no reflection. Strings, ids and instants go through the package's one
/// set of codecs (``FastCoding``), the same the store writes with.
enum JSONText {
    /// `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"overdue":…,"createdAt":…,"updatedAt":…}`
    static func object(for project: Project, overdue: Bool) -> String {
        var bytes: [UInt8] = []
        append(project, overdue: overdue, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``object(for:overdue:)``'s text to `bytes` as UTF-8: a listing writes every row into one buffer,
    /// with no string built per row, per id or per timestamp.
    static func append(_ project: Project, overdue: Bool, to bytes: inout [UInt8]) {
        raw(#"{"id":""#, to: &bytes)
        IDText.append(project.id, to: &bytes)
        raw(#"","title":"#, to: &bytes)
        JSONString.append(project.title, to: &bytes)
        raw(#","body":"#, to: &bytes)
        JSONString.append(project.body, to: &bytes)
        if let deadline = project.deadline {
            raw(#","deadline":""#, to: &bytes)
            ISO8601Text.append(deadline, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        } else {
            raw(#","deadline":null"#, to: &bytes)
        }
        raw(#","state":""#, to: &bytes)
        bytes.append(contentsOf: project.state.rawValue.utf8)
        raw(overdue ? #"","overdue":true"# : #"","overdue":false"#, to: &bytes)
        raw(#","createdAt":""#, to: &bytes)
        ISO8601Text.append(project.createdAt, to: &bytes)
        raw(#"","updatedAt":""#, to: &bytes)
        ISO8601Text.append(project.updatedAt, to: &bytes)
        raw(#""}"#, to: &bytes)
    }

    /// Appends punctuation and keys written out in the source, with no string in between.
    private static func raw(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// An array of already written values, one per line.
    static func array(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
