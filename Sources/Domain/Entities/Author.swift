/// Who made a change: a person as the store knows them, `alice@laptop` on a shared directory or the
/// user name on a server that authenticates people.
///
/// Every history line names its author, and each author has their own undo and redo stacks, so that
/// undo takes back *your* last change, not whoever changed the board last.
public struct Author: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name as shown in the history, e.g. `alice@laptop`.
    public let name: String

    /// The longest name kept, in characters: a name is a label in a history line, not a document.
    public static let maximumLength = 64

    /// The author named `name`, made safe to print: control characters become `?`, surrounding spaces are
    /// trimmed, it is cut at ``maximumLength``, and an empty name becomes ``unknown``'s. Never fails, so
    /// a name read from a damaged or hostile store cannot stop a command.
    public init(_ name: String) {
        // The usual name (`alice@laptop`: printable ASCII, nothing to trim) is kept as it is without a
        // look at each character: a store names an author on every line it reads.
        let bytes = name.utf8
        if let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20, bytes.count <= Self.maximumLength,
           bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
            self.name = name
            return
        }
        let trimmed = name.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        let cleaned = String(String.UnicodeScalarView(String(trimmed).unicodeScalars.map {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format ? "?" : $0
        }))
        self.name = cleaned.isEmpty ? "unknown" : String(cleaned.prefix(Self.maximumLength))
    }

    /// The author of changes recorded before authors were (a store migrated from an older format), or by
    /// a tool that names nobody.
    public static let unknown = Author("unknown")

    /// The name, e.g. `alice@laptop`.
    public var description: String { name }

    /// Authors in order of their names, so a store writes their stacks in a stable order.
    public static func < (lhs: Author, rhs: Author) -> Bool { lhs.name < rhs.name }
}
