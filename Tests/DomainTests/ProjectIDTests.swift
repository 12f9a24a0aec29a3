import Domain
import Foundation
import Testing

@Suite("ProjectID text forms")
struct ProjectIDTests {
    @Test("the description is Foundation's uuidString in lowercase, and parses back; shortForm is its first 8 digits")
    func roundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let uuid = UUID(uuid: withUnsafeBytes(of: (generator.next() as UInt64, generator.next() as UInt64)) { $0.load(as: uuid_t.self) })
            let id = ProjectID(uuid)
            #expect(id.description == uuid.uuidString.lowercased())
            #expect(id.shortForm == String(uuid.uuidString.lowercased().prefix(8)))
            #expect(ProjectID(uuidString: id.description) == id)
            #expect(ProjectID(uuidString: uuid.uuidString) == id)
        }
    }

    @Test("only the 8-4-4-4-12 form of hex digits parses", arguments: [
        "", "3f2504e0-4f89-11d3-9a0c-0305e82c330", "3f2504e0-4f89-11d3-9a0c-0305e82c33011",
        "3f2504e0a4f89-11d3-9a0c-0305e82c3301", "3f2504e0-4f89-11d3-9a0c-0305e82c330g",
        "{3f2504e0-4f89-11d3-9a0c-0305e82c3301}", " 3f2504e0-4f89-11d3-9a0c-0305e82c3301",
        "3f2504e04f8911d39a0c0305e82c3301", "3f2504e0-4f89-11d3-9a0c-0305e82c330-",
    ])
    func rejects(text: String) {
        #expect(ProjectID(uuidString: text) == nil)
    }
}
