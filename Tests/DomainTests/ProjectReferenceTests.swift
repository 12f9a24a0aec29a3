import Domain
import Foundation
import Testing

@Suite("ProjectReference and ProjectID")
struct ProjectReferenceTests {
    private static let first = ProjectID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
    private static let second = ProjectID(uuidString: "3f2504e0-aaaa-4000-8000-000000000002")!
    private static let third = ProjectID(uuidString: "b0000000-0000-4000-8000-000000000003")!
    private static let projects = Dictionary(uniqueKeysWithValues: [first, second, third].map {
        ($0, Project(id: $0, title: $0.shortForm, createdAt: Date(timeIntervalSince1970: 0)))
    })

    @Test("ids print as lowercase UUIDs; the short form is the first 8 hex digits")
    func idForms() {
        #expect(Self.first.description == "3f2504e0-4f89-11d3-9a0c-0305e82c3301")
        #expect(Self.first.shortForm == "3f2504e0")
        #expect(ProjectID(uuidString: "not a uuid") == nil)
    }

    @Test("a unique prefix of at least 4 hex digits, any case, finds its project", arguments: [
        "b000", "B0000000", "b0000000-0000", "3f2504e0-4f89", "3F2504E0-4F",
        // People type hex digits; where the dashes go (or whether they are typed) does not matter.
        "3f2504e04f89", "3f2504e04f8911d39a0c0305e82c3301", "b0000000000",
    ])
    func uniquePrefix(text: String) throws {
        let project = try ProjectReference(text).resolve(in: Self.projects)
        let digits = text.lowercased().filter { $0 != "-" }
        #expect(project.id.description.filter { $0 != "-" }.hasPrefix(digits))
    }

    @Test("hasPrefix compares hex digits, any case, ignoring dashes")
    func hasPrefix() {
        let id = Self.first
        #expect(id.hasPrefix("3f2504e0") && id.hasPrefix("3F2504E0-4F89") && id.hasPrefix("3f2504e04f89"))
        #expect(id.hasPrefix("3f2504e0-4f89-11d3-9a0c-0305e82c3301") && id.hasPrefix(""))
        #expect(!id.hasPrefix("3f2504e1") && !id.hasPrefix("3f25zz") && !id.hasPrefix("b000"))
        #expect(!id.hasPrefix("3f2504e0-4f89-11d3-9a0c-0305e82c33010"))
    }

    @Test("the full UUID finds its project, in either case")
    func fullID() throws {
        #expect(try ProjectReference("3F2504E0-4F89-11D3-9A0C-0305E82C3301").resolve(in: Self.projects).id == Self.first)
        #expect(try ProjectReference(Self.second.description).resolve(in: Self.projects).id == Self.second)
    }

    @Test("a reference made from an id is the reference typed as that id, in either case; a prefix names none")
    func referenceOfAnID() throws {
        let made = ProjectReference(Self.first)
        #expect(made.id == Self.first && made.prefix == Self.first.description)
        #expect(try ProjectReference(Self.first.description.uppercased()) == made)
        let prefix = try ProjectReference("3F2504E0-4F")
        #expect(prefix.id == nil && prefix.prefix == "3f2504e0-4f" && prefix != made)
        #expect(made.matches(Self.first) && !made.matches(Self.second) && prefix.matches(Self.first))
    }

    @Test("ids order as their text does, and parse only in the 8-4-4-4-12 form")
    func orderAndStrictParsing() {
        let ids = [Self.third, Self.first, Self.second] + (0..<100).map { _ in ProjectID(UUID()) }
        #expect(ids.sorted().map(\.description) == ids.map(\.description).sorted())
        for text in ["+f2504e0-4f89-11d3-9a0c-0305e82c3301", "3f2504e04f8911d39a0c0305e82c3301", "3f2504e0-4f89-11d3-9a0c-0305e82c330１"] {
            #expect(ProjectID(uuidString: text) == nil, "\(text)")
        }
    }

    @Test("an ambiguous prefix lists every match, sorted")
    func ambiguous() {
        #expect(throws: ProjectError.ambiguous("3f25", matches: [Self.first, Self.second])) {
            try ProjectReference("3F25").resolve(in: Self.projects)
        }
        #expect(ProjectError.distinguished([Self.first, Self.second]) == "3f2504e0-4, 3f2504e0-a")
    }

    @Test("a prefix nobody has, or an unknown full id, is not found")
    func notFound() {
        #expect(throws: ProjectError.notFound("ffff")) { try ProjectReference("ffff").resolve(in: Self.projects) }
        let unknown = "b0000000-0000-4000-8000-000000000099"
        #expect(throws: ProjectError.notFound(unknown)) { try ProjectReference(unknown).resolve(in: Self.projects) }
    }

    @Test("fewer than 4 hex digits, non-hex text, or longer than a UUID is not a reference", arguments: [
        "", "abc", "ab-c", "xyz1", "3f25 ", "3f2g", "１２３４", "٣٣٣٣", "3f2504e0-4f89-11d3-9a0c-0305e82c33011",
    ])
    func invalid(text: String) {
        #expect(throws: ProjectError.invalidReference(text)) { try ProjectReference(text) }
    }

    @Test("an ambiguous prefix lists each match by the prefix that tells it apart")
    func ambiguousMessage() throws {
        let a = try #require(ProjectID(uuidString: "00000000-0000-4000-8000-00000000000a"))
        let b = try #require(ProjectID(uuidString: "00000000-00b0-4000-8000-000000000000"))
        let c = try #require(ProjectID(uuidString: "00001111-0000-4000-8000-000000000000"))
        #expect(ProjectError.distinguished([a, b, c]) == "00000000-000, 00000000-00b, 00001111")
    }
}
