import Foundation
import Presentation
import Testing

/// The JSON a browser sends is read by `BoardSessionInput` itself: the case's name holding its labelled values.
@Suite struct BoardSessionInputTests {
    let id = ProjectID(uuidString: "3f2504e0-4f89-11d3-9a0c-0305e82c3301")!

    private func decode(_ json: String) throws -> BoardSessionInput {
        try JSONDecoder().decode(BoardSessionInput.self, from: Data(json.utf8))
    }

    @Test func eachShapeReadsAsItsInput() throws {
        let text = id.description
        #expect(try decode(#"{"undo":{}}"#) == .undo)
        #expect(try decode(#"{"select":{}}"#) == .select(id: nil))
        #expect(try decode(#"{"select":{"id":"\#(text)"}}"#) == .select(id: id))
        #expect(try decode(#"{"move":{"id":"\#(text)","to":"doing"}}"#) == .move(id: id, to: .doing))
        #expect(try decode(#"{"setTitle":{"text":"Write"}}"#) == .setTitle(text: "Write"))
        #expect(try decode(#"{"stepDeadline":{"days":-7}}"#) == .stepDeadline(days: -7))
        #expect(try decode(#"{"choose":{"state":"done"}}"#) == .choose(state: .done))
    }

    @Test(arguments: [
        #"{"format":{}}"#, #"{"open":{"id":"not an id"}}"#, #"{"move":{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","to":"later"}}"#,
        #"{"undo":{},"redo":{}}"#, #"{"open":{}}"#,
    ])
    func anythingElseIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }
}
