import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// A command that names one project finds it in the snapshot by a binary search over byte offsets; on a
/// snapshot of many lines, what it finds must be exactly what a whole read finds.
@Suite("Snapshot lookups")
struct SnapshotLookupTests {
    /// Ids spread over the whole range, as random ones are, so that a search takes many steps.
    private static func scatteredID(_ number: Int) -> ProjectID {
        let high = UInt64(number) &* 0x9E37_79B9_7F4A_7C15
        let low = (high ^ (high >> 31)) &* 0xBF58_476D_1CE4_E5B9
        let hex = [high, low].map { String(repeating: "0", count: 16 - String($0, radix: 16).count) + String($0, radix: 16) }.joined()
        let cuts = [0, 8, 12, 16, 20, 32].map { hex.index(hex.startIndex, offsetBy: $0) }
        let groups = zip(cuts, cuts.dropFirst()).map { String(hex[$0..<$1]) }
        return ProjectID(uuidString: groups.joined(separator: "-"))!
    }

    @Test("full ids and prefixes find in a compacted snapshot of 2,000 projects what a whole read finds")
    func lookupsMatchWholeRead() async throws {
        let store = try StoreFixture()
        let writer = JournalProjectRepository(directory: store.directory)
        let projects = (1...2_000).map { number in
            Project(id: Self.scatteredID(number), title: "Project \(number) " + String(repeating: "x", count: number % 150),
                    createdAt: Date(timeIntervalSince1970: Double(number)))
        }
        try await writer.append(.commit(Change(action: .imported(count: projects.count), before: [], after: projects),
                                        by: .tester, date: Date(timeIntervalSince1970: 5_000)))
        try await writer.compact()

        let all = Array(try await JournalProjectRepository(directory: store.directory).load().projects.values)
        #expect(all.count == projects.count)
        let reader = JournalProjectRepository(directory: store.directory)
        let sorted = projects.sorted { $0.id < $1.id }
        // The first and last lines, and a spread between them.
        for project in [sorted[0], sorted[sorted.count - 1]] + stride(from: 1, to: sorted.count, by: 97).map({ sorted[$0] }) {
            #expect(try await reader.projects(matching: ProjectReference(project.id)) == [project])
            for digits in [4, 8] {
                let reference = try ProjectReference(project.id.prefix(digits: digits))
                let expected = all.filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
                #expect(try await reader.projects(matching: reference) == expected)
                #expect(expected.contains(project))
            }
        }
        #expect(try await reader.projects(matching: ProjectReference(SequentialIDGenerator.id(1))).isEmpty)
    }
}
