/// Who made a change, e.g. `alice@laptop`. Each author has their own undo and redo stacks, so undo
/// takes back *your* last change, not whoever changed the board last.
public struct Author: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name as shown in the history, e.g. `alice@laptop`.
    public let name: String

    /// The longest name kept, in characters: a label in a history line, not a document.
    public static let maximumLength = 64

    /// The author named `name`, made safe to print (controls become `?`, trimmed, cut at
    /// ``maximumLength``, empty becomes ``unknown``). Never fails, so a hostile store cannot stop a command.
    public init(_ name: String) {
        // Printable ASCII with nothing to trim, the usual name, is kept without a look at each character.
        let bytes = name.utf8
        if let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20, bytes.count <= Self.maximumLength,
           bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
            self.name = name
            return
        }
        let cleaned = String(String.UnicodeScalarView(name.trimmingWhitespace().unicodeScalars.map {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format ? "?" : $0
        }))
        self.name = cleaned.isEmpty ? "unknown" : String(cleaned.prefix(Self.maximumLength))
    }

    /// The author of changes recorded before authors were, or by a tool that names nobody.
    public static let unknown = Author("unknown")

    /// The name, e.g. `alice@laptop`.
    public var description: String { name }

    /// Authors in order of their names, so a store writes their stacks in a stable order.
    public static func < (lhs: Author, rhs: Author) -> Bool { lhs.name < rhs.name }
}
