import Domain
import EtcdKit
@testable import EtcdStore
import Foundation
import Testing

/// A sync writes its transaction's history lines in one key and its change records in another (pages,
/// numbered as their first): history lines past the limit go by whole keys, a reader finds a line inside
/// any page, and a page of changes goes once no stack holds any of them.
@Suite struct StoredPageTests {
    let repository = EtcdProjectRepository(address: try! EtcdAddress(parsing: "etcd://127.0.0.1:9/t"))
    let keys = BoardKeys(prefix: "t")

    @Test func aLoneLineOnABoardWithoutPagesDeletesTheOneLinePastTheLimit() {
        let writes = repository.historyWrites([Data("{}".utf8)], from: Workspace.historyLimit + 4, head: BoardHead())
        #expect(writes == [
            .put(key: keys.historyLine(Workspace.historyLimit + 4), value: Data("{}".utf8)),
            .delete(.range(from: keys.historyLine(4), to: keys.historyLine(5))),
        ])
    }

    @Test func aPageDeletesTheKeysWhoseLinesAllFellPastTheLimit() throws {
        var head = BoardHead()
        head.format = BoardHead.pagedFormat
        let lines = (0..<3).map { Data("{\"n\":\($0)}".utf8) }
        // Lines 1,300–1,302 keep 303 on: a key from 176 on may hold one of them (up to 128 lines a key).
        let writes = repository.historyWrites(lines, from: 1_300, head: head)
        #expect(writes == [
            .put(key: keys.historyLine(1_300), value: StoredPage.value(of: lines)),
            .delete(.range(from: keys.historyLine(173), to: keys.historyLine(176))),
        ])
        #expect(repository.historyWrites(lines, from: 1_000, head: head).count == 1)
        #expect(keys.historyLines(from: 303, to: 1_303, perKey: head.linesPerKey) == .range(from: keys.historyLine(176), to: keys.historyLine(1_303)))
    }

    @Test func aReaderTakesTheLinesItAskedForOutOfPagesAndLoneKeys() throws {
        let line = { (number: Int) in Data("{\"n\":\(number)}".utf8) }
        let stored = [
            EtcdKeyValue(key: keys.historyLine(5), value: line(5), createRevision: 1, modRevision: 1, version: 1),
            EtcdKeyValue(key: keys.historyLine(6), value: StoredPage.value(of: (6...8).map(line)), createRevision: 2, modRevision: 2, version: 1),
            EtcdKeyValue(key: keys.historyLine(9), value: StoredPage.value(of: (9...10).map(line)), createRevision: 3, modRevision: 3, version: 1),
        ]
        #expect(try repository.historyLines(in: stored, from: 7, to: 10).map(\.value) == (7..<10).map(line))
        #expect(try repository.historyLines(in: stored).map(\.value) == (5...10).map(line))
        #expect(try repository.historyLines(in: stored, from: 7, to: 10).map(\.key) == [6, 6, 9].map(keys.historyLine))
        let damaged = [EtcdKeyValue(key: keys.historyLine(11), value: Data("[{}".utf8), createRevision: 4, modRevision: 4, version: 1)]
        #expect(throws: StorageError.self) { try repository.historyLines(in: damaged) }
    }

    @Test func aPageOfChangesGoesOnceNoStackHoldsAnyOfThem() {
        var head = BoardHead()
        (head.format, head.next, head.pages) = (BoardHead.pagedFormat, 24, [0...9, 10...19])
        head.undo = ["alice": [15, 16, 17, 18, 19]]
        head.redo = ["bob": [23]]
        let deletes = repository.deletes(ofChanges: [3, 10, 20, 21, 0, 22], head: &head)
        #expect(deletes == [.delete(keys.changes(0...0)), .delete(keys.changes(20...22))])
        #expect(head.pages == [10...19])
        head.undo = [:]
        #expect(repository.deletes(ofChanges: [19], head: &head) == [.delete(keys.change(10))] && head.pages.isEmpty)
    }
}
