import Domain
import FastCoding
import Foundation
import Testing

@Suite("IDText: the fast id text agrees with ProjectID's own")
struct IDTextTests {
    private let ids = (0..<200).map { _ in ProjectID(UUID()) }
        + [ProjectID(uuidString: "00000000-0000-0000-0000-000000000000")!, ProjectID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!]

    @Test("writes every prefix exactly as ProjectID.prefix(digits:) spells it, the full form and the short form too")
    func writesAsProjectIDDoes() {
        for id in ids {
            #expect(IDText.text(id) == id.description)
            #expect(IDText.shortForm(id) == id.shortForm)
            for digits in 0...33 {
                #expect(IDText.text(id, digits: digits) == id.prefix(digits: digits))
            }
        }
    }

    @Test("parses what ProjectID(uuidString:) parses, in either case, and nothing else")
    func parsesAsProjectIDDoes() {
        for id in ids {
            #expect(IDText.projectID(id.description) == id)
            #expect(IDText.projectID(id.description.uppercased()) == id)
        }
        let refused = [
            "", "3f2504e0", "3f2504e0-4f89-11d3-9a0c-0305e82c330", "3f2504e0-4f89-11d3-9a0c-0305e82c33011",
            "{3f2504e0-4f89-11d3-9a0c-0305e82c3301}", "3f2504e04f8911d39a0c0305e82c3301",
            "3f2504e0-4f89-11d3-9a0c-0305e82c330g", "3f2504e0+4f89-11d3-9a0c-0305e82c3301",
            "3f2504e-04f89-11d3-9a0c-0305e82c3301", "3f2504e0-4f89-11d3-9a0c-0305e82c33é", "+f2504e0-4f89-11d3-9a0c-0305e82c3301",
        ]
        for text in refused {
            #expect(IDText.projectID(text) == nil, "\(text)")
            #expect(ProjectID(uuidString: text) == nil, "\(text)")
        }
    }

    @Test("ids sort as their text does")
    func sortsAsText() {
        #expect(ids.sorted().map(\.description) == ids.map(\.description).sorted())
    }
}
