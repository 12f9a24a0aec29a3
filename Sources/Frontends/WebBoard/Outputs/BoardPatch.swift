#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FastCoding
import Presentation

/// What changed from the board a tab was last sent to its new one, so a change costs what it changed,
/// not the whole board: a move on a board of 10,000 sends two rows, not 10,000.
///
/// Per column, one splice: from row ``Splice/start``, ``Splice/removed`` rows of the old column give way
/// to ``Splice/rows``; the rows before and after stay as they were. The rest of the board (undo and redo,
/// the banner, the selection) comes whole, being small. The page applies the splices to the board it
/// holds and draws the result, as it draws a whole ``BoardDocument``.
struct BoardPatch: Sendable, Equatable {
    /// One column's change.
    struct Splice: Sendable, Equatable {
        let state: String
        let title: String
        let count: Int
        let countText: String
        let start: Int
        let removed: Int
        let rows: [BoardDocument.Row]
    }

    let columns: [Splice]
    let canUndo: Bool
    let canRedo: Bool
    let readOnlyBanner: String?
    let selectedID: String?
    let filter: String
    /// Whether `new` is `old` again (every splice empty, the flags the same): then nothing need be sent.
    /// Found in the same pass that finds the splices, so a tab needs no second pass over 10,000 rows to
    /// learn that its board did not change.
    let isEmpty: Bool

    /// The change from `old` to `new`, which have the same columns in the same order. Only the rows
    /// between the unchanged start and end of each column are converted for the page.
    init(from old: BoardContent, to new: BoardContent, localizer: Localizer) {
        let newContent = new
        columns = zip(old.columns, new.columns).map { old, new in
            let (before, after) = (old.rows, new.rows)
            // Rows the view model kept as they were (the same array, not a copy: a column no change
            // touched, or a new selection) need no comparing.
            let isSameArray = before.withUnsafeBufferPointer { old in after.withUnsafeBufferPointer { old.baseAddress == $0.baseAddress } }
            var start = isSameArray && before.count == after.count ? before.count : 0
            var end = 0
            before.withUnsafeBytes { old in after.withUnsafeBytes { new in
                // A row the view model kept is a copy of the old one, byte for byte: that settles it at
                // once (equal bytes are an equal row), and only the rows it built are compared field by field.
                let (stride, size) = (MemoryLayout<ProjectRow>.stride, MemoryLayout<ProjectRow>.size)
                func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
                    memcmp(old.baseAddress! + oldIndex * stride, new.baseAddress! + newIndex * stride, size) == 0
                        || before[oldIndex] == after[newIndex]
                }
                while start < before.count, start < after.count, same(start, start) { start += 1 }
                while end < before.count - start, end < after.count - start,
                      same(before.count - 1 - end, after.count - 1 - end) { end += 1 }
            } }
            return Splice(state: new.state.rawValue, title: new.title, count: new.count,
                          countText: BoardDocument.countText(of: new, in: newContent, localizer: localizer), start: start,
                          removed: before.count - start - end,
                          rows: after[start..<(after.count - end)].map(BoardDocument.Row.init))
        }
        canUndo = new.canUndo
        canRedo = new.canRedo
        readOnlyBanner = new.readOnlyReason.map { localizer.readOnlyBanner(reason: $0) }
        selectedID = new.selectedID?.description
        filter = new.filter
        isEmpty = columns.allSatisfy { $0.removed == 0 && $0.rows.isEmpty } && old.canUndo == new.canUndo
            && old.canRedo == new.canRedo && old.readOnlyReason == new.readOnlyReason && old.selectedID == new.selectedID
            && old.filter == new.filter && zip(old.columns, new.columns).allSatisfy { $0.total == $1.total }
    }

    /// Writes the patch as a JSON object.
    func write(to json: inout JSONWriter) {
        BoardDocument.write(canUndo: canUndo, canRedo: canRedo, readOnlyBanner: readOnlyBanner, selectedID: selectedID,
                            filter: filter, columns: columns, to: &json) { json, splice in
            json.member("count", splice.count)
            json.member("countText", splice.countText)
            json.member("removed", splice.removed)
            json.key("rows")
            json.array(splice.rows) { json, row in row.write(to: &json) }
            json.member("start", splice.start)
            json.member("state", splice.state)
            json.member("title", splice.title)
        }
    }
}
