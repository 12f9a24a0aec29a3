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

    @Test("every prefix and every ending is the full form cut after (or before) that many digits, dashes kept between them")
    func prefixesAndEndings() {
        let id = ProjectID(UUID(uuidString: "3f2504e0-4f89-11d3-9a0c-0305e82c3301")!)
        let full = Array(id.description)
        /// The text of `full` that holds `count` hex digits, read from its start or end, dashes kept only between them.
        func cut(_ count: Int, fromEnd: Bool) -> String {
            var digits = 0, kept: [Character] = []
            for character in fromEnd ? full.reversed() : full where digits < count {
                if character == "-" { if !kept.isEmpty { kept.append(character) } } else { kept.append(character); digits += 1 }
            }
            return String(fromEnd ? kept.reversed() : kept)
        }
        for count in 1...32 {
            #expect(id.prefix(digits: count) == cut(count, fromEnd: false), "\(count)")
            #expect(id.suffix(digits: count) == cut(count, fromEnd: true), "\(count)")
        }
        #expect(id.suffix(digits: 12) == "0305e82c3301" && id.suffix(digits: 13) == "c-0305e82c3301")
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
