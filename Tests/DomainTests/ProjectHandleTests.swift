import Domain
import Foundation
import Testing

@Suite("Project handles: short, unique, and accepted back")
struct ProjectHandleTests {
    private static func ids(_ texts: [String]) throws -> [ProjectID] {
        try texts.map { try #require(ProjectID(uuidString: $0)) }
    }

    private static func board(_ ids: [ProjectID]) -> [ProjectID: Project] {
        Dictionary(uniqueKeysWithValues: ids.map { ($0, Project(id: $0, title: "x", createdAt: Date(timeIntervalSince1970: 0))) })
    }

    /// Every id's handle (its short form where the result leaves it out) names exactly that id.
    private static func expectEveryHandleResolves(_ ids: [ProjectID], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let handles = ProjectID.handles(among: ids), projects = board(ids)
        for id in ids {
            let handle = handles[id] ?? id.shortForm
            #expect(try ProjectReference(handle).resolve(in: projects).id == id, "\(handle)", sourceLocation: sourceLocation)
        }
    }

    /// `count` ids that differ only in their last digits: `00000000-0000-0000-0000-000000000001`, ….
    private static func sequential(_ count: Int, from first: Int = 1) -> [ProjectID] {
        (first..<(first + count)).map { ProjectID(uuidString: String(format: "00000000-0000-0000-0000-%012x", $0))! }
    }

    @Test("random ids keep their 8-digit short forms: the result is empty")
    func randomIDsUnchanged() throws {
        let ids = (0..<1000).map { _ in ProjectID(UUID()) }
        try #require(Set(ids.map(\.shortForm)).count == ids.count)  // 1,000 random short forms collide once in 8,600 runs
        #expect(ProjectID.handles(among: ids).isEmpty)
    }

    @Test("short forms that collide get the shortest prefix that tells them apart, or the end when that is long")
    func mixed() throws {
        let ids = try Self.ids([
            "00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002",
            "00000000-1000-4000-8000-000000000003", "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
            "3f2504e1-4f89-11d3-9a0c-0305e82c3301",
        ])
        let handles = ProjectID.handles(among: ids + [ids[0]])  // a repeated id is one project
        #expect(handles == [ids[0]: "…00000001", ids[1]: "…00000002", ids[2]: "00000000-1"])
        try Self.expectEveryHandleResolves(ids)
        #expect(ids[0].prefix(digits: 9) == "00000000-0" && ids[0].suffix(digits: 14) == "00-000000000001")
    }

    @Test("sequential ids are told apart by their last 8 digits")
    func sequentialIDs() throws {
        let ids = Self.sequential(10_000)
        let handles = ProjectID.handles(among: ids)
        #expect(handles[ids[0]] == "…00000001" && handles[ids[9_999]] == "…00002710")
        #expect(handles.count == ids.count && handles.values.allSatisfy { $0.count == 9 })
        #expect(Set(handles.values).count == ids.count)
        try Self.expectEveryHandleResolves(Array(ids.prefix(50)) + Array(ids.suffix(50)))
    }

    @Test("ids that share both a long start and their last 8 digits get a longer ending, still unique")
    func sharedEndings() throws {
        let ids = try Self.ids([
            "00000000-0000-0000-0001-000000000001", "00000000-0000-0000-0002-000000000001",
            "00000000-0000-0000-0000-000000000002",
        ])
        let handles = ProjectID.handles(among: ids)
        #expect(handles == [ids[0]: "…1-000000000001", ids[1]: "…2-000000000001", ids[2]: "…00000002"])
        try Self.expectEveryHandleResolves(ids)
    }

    @Test("time-ordered ids made in the same millisecond (like UUIDv7) get their random ending")
    func timeOrderedIDs() throws {
        var generator = SystemRandomNumberGenerator()
        let ids = (0..<2000).map { _ in
            let random = String(format: "%04x-%012llx", UInt16.random(in: 0...0x0fff, using: &generator) | 0x8000,
                                UInt64.random(in: 0..<(1 << 48), using: &generator))
            return ProjectID(uuidString: "0192f3a4-5b6c-7" + String(format: "%03x", Int.random(in: 0..<4096)) + "-" + random)!
        }
        let handles = ProjectID.handles(among: ids)
        #expect(handles.values.allSatisfy { $0.hasPrefix(ProjectID.suffixMark) && $0.count <= 1 + 12 })
        try Self.expectEveryHandleResolves(ids)
    }

    @Test("an ending after …, ... or . names the project it ends; the mark is kept in errors")
    func suffixReferences() throws {
        let ids = Self.sequential(20), projects = Self.board(ids)
        for text in ["…00000011", "...00000011", ".0011", "…0000-000000000011", "…00000000-0000-0000-0000-000000000011"] {
            #expect(try ProjectReference(text).resolve(in: projects).id == ids[16], "\(text)")
        }
        let ending = try ProjectReference("…0011")
        #expect(ending.isSuffix && ending.id == nil && ending.prefix.isEmpty && ending.description == "…0011")
        #expect(throws: ProjectError.notFound("…ffff")) { try ProjectReference("...ffff").resolve(in: projects) }
        #expect(throws: ProjectError.invalidReference("…abc")) { try ProjectReference("…abc") }
        #expect(ids[16].hasSuffix("0011") && ids[16].hasSuffix("00-000000000011") && !ids[16].hasSuffix("0012"))
    }

    @Test("an ambiguous reference names each match by its handle, and each handle resolves")
    func ambiguousByHandle() throws {
        let ids = Self.sequential(3, from: 0x10), projects = Self.board(ids)
        #expect(throws: ProjectError.ambiguous("0000", matches: ids)) { try ProjectReference("0000").resolve(in: projects) }
        #expect(ProjectError.distinguished(ids) == "…00000010, …00000011, …00000012")
        try Self.expectEveryHandleResolves(ids)
    }
}
