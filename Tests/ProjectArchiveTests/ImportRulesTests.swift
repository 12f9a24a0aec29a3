import ProjectArchive
import Domain
import DomainTesting
import Foundation
import Testing

/// The import checks every task's title and body; a plain one is told apart by its bytes, anything else
/// goes through ``ProjectDraft``. Either way the answer must be exactly the draft's.
@Suite("Archive: an imported title and body follow the rules every frontend follows")
struct ImportRulesTests {
    let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: .gmt))

    static let titles = [
        "Plain", "a b", "~", " lead", "trail ", "  both  ", "\tTab", "tab\t", "in\tside", "", " ", "line\nbreak", "a\u{7F}b",
        "a\u{85}b", "a\u{202E}b", "\u{3000}ideographic space", "é", String(repeating: "x", count: 100), String(repeating: "x", count: 101),
        String(repeating: "é", count: 100), String(repeating: "é", count: 101), "x" + String(repeating: " ", count: 98) + "y",
    ]
    static let bodies = [
        "", "note", "two\nlines", "a\tb", "a\rb", "a\u{1B}b", "a\u{7F}", "é\u{2028}", String(repeating: "x", count: 1000),
        String(repeating: "x", count: 1001), String(repeating: "é", count: 1000), String(repeating: "é", count: 1001), " spaced ",
    ]

    @Test("each title and body is imported, trimmed, or refused exactly as ProjectDraft.validated() decides")
    func agreesWithTheDraft() throws {
        for (title, body) in Self.titles.map({ ($0, "") }) + Self.bodies.map({ ("Title", $0) }) {
            var task: [String: Any] = [
                "uuid": "6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a11", "description": title, "status": "pending", "entry": "20261120T080000Z",
            ]
            if !body.isEmpty { task["annotations"] = [["description": body]] }
            let data = try JSONSerialization.data(withJSONObject: [task])
            switch Result(catching: { () throws(ValidationError) in try ProjectDraft(title: title, body: body).validated() }) {
            case let .success(draft):
                #expect(try coder.decode(data).map { [$0.title, $0.body] } == [[draft.title, draft.body]], "\(title.debugDescription) \(body.debugDescription)")
            case let .failure(error):
                #expect(throws: ImportError.invalidItem(index: 1, .rule(error)), "\(title.debugDescription) \(body.debugDescription)") {
                    try coder.decode(data)
                }
            }
        }
    }
}
