/// One record of a file store that `repair` could not read, with what of it is still legible, so a
/// person can find it and know what was lost.
public struct DamagedRecord: Sendable, Equatable {
    /// What the record was, as far as its place in the file tells.
    public enum Kind: Sendable, Equatable {
        /// The file's first line: its format and where its sections lie.
        case header
        /// A project line of the snapshot.
        case project
        /// A history line of the snapshot.
        case history
        /// A line of an undo stack (or, with `redo`, of a redo stack).
        case step(redo: Bool)
        /// A line saying whose undo and redo steps lie where.
        case author
        /// A record of the journal: one change, undo or redo.
        case change
        /// Bytes cut off the end, or changes missing between two files.
        case missing
    }

    /// The file's name inside the store, e.g. `snapshot.json`.
    public let file: String
    /// Its line in the file, counting from 1.
    public let line: Int
    /// Where the line starts, in bytes from the start of the file.
    public let offset: Int
    /// What it was.
    public let kind: Kind
    /// The id of the project it names, where legible.
    public let id: String?
    /// The title of the project it names, where legible.
    public let title: String?
    /// Who made the change, where legible.
    public let author: String?
    /// Why it could not be read, in the reader's own technical words (English).
    public let reason: String

    /// A damaged record and what of it is still legible.
    public init(file: String, line: Int, offset: Int, kind: Kind, id: String?, title: String?, author: String?, reason: String) {
        (self.file, self.line, self.offset, self.kind, self.reason) = (file, line, offset, kind, reason)
        (self.id, self.title, self.author) = (id, title, author)
    }
}
