import Domain
import StoreRecords
import Testing

@Suite("StoredHistoryKind: whether a stored history line is a change, an undo, a redo or a change let go")
struct StoredHistoryKindTests {
    @Test("a change writes no kind, every other kind its name; each reads back as itself")
    func roundTrip() throws {
        #expect(HistoryEntry.Kind.allCases.map(StoredHistoryKind.text) == [nil, "undo", "redo", "letGo"])
        for kind in HistoryEntry.Kind.allCases {
            #expect(try StoredHistoryKind.kind(StoredHistoryKind.text(kind)) == kind)
        }
    }

    @Test("a line without a kind, written before undo and redo were told apart, is a change; an unknown kind is an error")
    func missingAndUnknownKinds() throws {
        #expect(try StoredHistoryKind.kind(nil) == .change)
        #expect(throws: StoredValueError("unknown history kind 'rewind'")) { try StoredHistoryKind.kind("rewind") }
    }
}
