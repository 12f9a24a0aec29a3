import Domain
@testable import EtcdStore
import Foundation
import Testing

/// The head and the history lines as their keys hold them: written and read back whole, heads written
/// by earlier versions (keys in any order) read, and a damaged one refused.
@Suite struct HeadValueTests {
    @Test func aHeadReadsBackWhole() throws {
        var head = BoardHead()
        (head.next, head.lines, head.garbage) = (12, 40, [3, 4])
        head.undo = ["alice": [9, 10, 11], "bob \"b\" é": [7]]
        head.redo = ["alice": [8]]
        head.pending = BoardHead.Pending(seq: 11, inverse: true)
        #expect(try BoardHead(value: head.value) == head)
        #expect(try BoardHead(value: BoardHead().value) == BoardHead())
        // The same head is always the same bytes (its transaction compares them).
        #expect(head.value == head.value)
        #expect(String(decoding: head.value, as: UTF8.self)
            == #"{"format":1,"next":12,"lines":40,"undo":{"alice":[9,10,11],"bob \"b\" é":[7]},"redo":{"alice":[8]},"garbage":[3,4],"pending":{"seq":11,"inverse":true}}"#)
    }

    @Test func aHeadNamesTheChangesThatSharePages() throws {
        var head = BoardHead()
        (head.format, head.next, head.lines, head.pages) = (BoardHead.pagedFormat, 300, 300, [0...119, 120...120, 200...299])
        #expect(String(decoding: head.value, as: UTF8.self).hasSuffix(#""garbage":[],"pages":[[0,119],[120,120],[200,299]]}"#))
        #expect(try BoardHead(value: head.value) == head)
        #expect([0, 119, 120, 150, 200, 299, 300].map { head.page(holding: $0) } == [0...119, 0...119, 120...120, nil, 200...299, 200...299, nil])
        #expect(throws: (any Error).self) { try BoardHead(value: Data(#"{"format":2,"next":2,"lines":2,"undo":{},"redo":{},"garbage":[],"pages":[[3,1]]}"#.utf8)) }
    }

    @Test func aPageHoldsItsRecordsAndALoneRecordIsOne() throws {
        let records = [Data(#"{"a":[1,{"b":"],"}]}"#.utf8), Data("[]".utf8), Data(#""x""#.utf8)]
        #expect(try StoredPage.records(in: StoredPage.value(of: records)) == records)
        #expect(try StoredPage.records(in: Data(#" {"a":1} "#.utf8)) == [Data(#" {"a":1} "#.utf8)])
        #expect(try StoredPage.records(in: Data("[ 1 , 2 ]".utf8)) == [Data("1".utf8), Data("2".utf8)])
        #expect(throws: (any Error).self) { try StoredPage.records(in: Data(#"[{"a":1},"#.utf8)) }
    }

    @Test func aHeadAsEarlierVersionsWroteItReads() throws {
        let written = #"{"redo":{},"garbage":[],"lines":2,"undo":{"x":[0,1]},"next":2,"format":1}"#
        var expected = BoardHead()
        (expected.next, expected.lines, expected.undo) = (2, 2, ["x": [0, 1]])
        #expect(try BoardHead(value: Data(written.utf8)) == expected)
    }

    @Test(arguments: [
        #"{"format":1,"next":2,"lines":2,"undo":{},"redo":{}}"#,  // no garbage
        #"{"format":1,"next":"2","lines":2,"undo":{},"redo":{},"garbage":[]}"#,
        #"{"format":1,"next":2,"lines":2,"undo":{},"redo":{},"garbage":[],"pending":{"seq":1}}"#,
        #"{"format":1,"next":2,"lines":2,"undo":{},"redo":{},"garbage":[]} x"#,
    ])
    func aDamagedHeadIsRefused(_ value: String) {
        #expect(throws: (any Error).self) { try BoardHead(value: Data(value.utf8)) }
    }

    @Test func aNewerHeadIsReadForItsFormatAlone() throws {
        #expect(try BoardHead(value: Data(#"{"format":3,"shards":4}"#.utf8)).format == 3)
    }

    @Test func aHistoryLineReadsBackWhole() throws {
        let id = ProjectID(UUID())
        let entry = HistoryEntry(
            action: .moved(title: "Quote \" and \u{2028} line", from: .todo, to: .doing), kind: .undo, author: Author("ünïcode"),
            date: Date(timeIntervalSinceReferenceDate: 786_000_000.125), projectIDs: [id])
        let record = HistoryRecord(entry, tag: "T-1")
        let read = try HistoryRecord(value: record.value)
        #expect(read.tag == "T-1")
        #expect(try read.entry() == entry)
        let bare = HistoryRecord(HistoryEntry(action: .imported(count: 3), kind: .change, author: Author(""), date: Date(timeIntervalSinceReferenceDate: 1), projectIDs: []), tag: "t")
        #expect(!String(decoding: bare.value, as: UTF8.self).contains("projects"))
        #expect(try HistoryRecord(value: bare.value).entry().action == .imported(count: 3))
        #expect(throws: (any Error).self) { try HistoryRecord(value: Data(#"{"action":{"kind":"added"},"date":1}"#.utf8)) }
    }
}
