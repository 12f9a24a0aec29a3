import Domain

/// A ``Domain/HistoryEntry/Kind`` as every store keeps it beside a history line's action: `"undo"` or
/// `"redo"`, and nothing at all for a change, so that a line written before undo and redo were told
/// apart (which has no kind) reads as the change it always said it was.
public enum StoredHistoryKind {
    /// The stored text of `kind`; `nil` (nothing written) for a change.
    public static func text(_ kind: HistoryEntry.Kind) -> String? {
        kind == .change ? nil : kind.rawValue
    }

    /// The kind `text` names; a missing text is a change.
    ///
    /// - Throws: ``StoredValueError`` naming a kind this program does not know.
    public static func kind(_ text: String?) throws(StoredValueError) -> HistoryEntry.Kind {
        guard let text else { return .change }
        guard let kind = HistoryEntry.Kind(rawValue: text) else { throw StoredValueError("unknown history kind '\(text)'") }
        return kind
    }
}
