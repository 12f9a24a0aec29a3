@testable import JournalStore
import Domain
import DomainTesting
import FastCoding
import Foundation
import Testing

@Suite("The first format's snapshot document, read strictly")
struct SnapshotDocumentTruncationTests {
    @Test("every truncation of a real snapshot is refused, never misread")
    func refusesEveryTruncation() throws {
        let project = Domain.Project(id: .init(UUID()), title: "T \"q\" é", body: "b\n", deadline: .init(year: 2026, month: 2, day: 28), createdAt: Date())
        var workspace = Domain.Workspace()
        try workspace.apply(.commit(.init(action: .added(title: project.title, to: .todo), before: [], after: [project]), by: .tester, date: Date()))
        let document = Array(SnapshotDocument.encode(workspace, sequence: 1))
        let whole = try JSONReader.read(document) { (reader) throws(JSONReadError) in try SnapshotDocument(reading: &reader, legacyAuthor: .tester) }
        #expect(whole.workspace == workspace)
        for length in 0..<document.count {
            #expect(throws: JSONReadError.self) {
                try JSONReader.read(document.prefix(length)) { (reader) throws(JSONReadError) in _ = try SnapshotDocument(reading: &reader, legacyAuthor: .tester) }
            }
        }
    }
}
