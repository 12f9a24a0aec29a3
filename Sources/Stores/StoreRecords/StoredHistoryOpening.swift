import FastCoding

/// The fields every store writes first in a history line, in this order: `{"action":…` then `"kind"`
/// and `"author"` when there are any, then `"date"`. Each store then adds what only it keeps (the
/// file stores the ids, etcd the projects and the line's tag) and closes the object.
public enum StoredHistoryOpening {
    /// Writes the opening of a history line, up to its date, leaving the object open.
    public static func write(
        action: StoredHistoryAction, kind: String?, author: String?, date: Double, to writer: inout JSONWriter
    ) {
        writer.raw(#"{"action":"#)
        action.write(to: &writer)
        if let kind {
            writer.raw(#","kind":"#)
            writer.string(kind)
        }
        if let author {
            writer.raw(#","author":"#)
            writer.string(author)
        }
        writer.raw(#","date":"#)
        writer.number(date)
    }
}
