import Domain
import Foundation

/// A deterministic board of any size, shaped like a real one: most projects in TODO, some in DOING, a
/// fifth DONE; about half with a deadline; some with a body of a few lines.
enum SampleBoard {
    /// 2026-01-01T00:00:00Z: the boards are the same in every run and on every machine.
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    static func projects(count: Int) -> [Project] {
        var generator = SplitMix(seed: 42)
        let words = ["review", "draft", "plan", "call", "email", "fix", "write", "update", "release", "deploy",
                     "test", "design", "budget", "report", "invoice", "backup", "migrate", "document"]
        return (0..<count).map { index in
            let created = start.addingTimeInterval(Double(generator.next(below: 300 * 86_400)))
            let title = (0..<(2 + generator.next(below: 6))).map { _ in words[generator.next(below: words.count)] }
                .joined(separator: " ") + " #\(index + 1)"
            let body = generator.next(below: 5) == 0 ? "First line of notes\nsecond line\nthird line\nfourth line" : ""
            let roll = generator.next(below: 100)
            let state: ProjectState = roll < 20 ? .done : roll < 30 ? .doing : .todo
            let deadline = generator.next(below: 2) == 0
                ? CalendarDay(created.addingTimeInterval(Double(generator.next(below: 120) * 86_400)), utcOffset: 0) : nil
            return Project(
                id: ProjectID(UUID(uuid: generator.uuid())), title: title, body: body, deadline: deadline,
                state: state, createdAt: created
            )
        }
    }
}
