import Domain
import DomainTesting
import Foundation

/// Small builders shared by the Domain tests, so each test states only what matters to it.
enum Fixtures {
    /// 2026-11-22 09:00:00 UTC, the default instant of ``FixedClock``.
    static let start = Date(timeIntervalSince1970: 1_795_338_000)

    /// The instant `text` (`2026-11-22T23:59:59Z`) names.
    static func instant(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    static func day(_ text: String) -> CalendarDay {
        try! CalendarDay(parsing: text)
    }

    static func id(_ number: Int) -> ProjectID { SequentialIDGenerator.id(number) }

    static func project(
        _ number: Int, title: String? = nil, deadline: String? = nil, state: ProjectState = .todo,
        createdAt: Date = start
    ) -> Project {
        Project(
            id: id(number), title: title ?? "Project \(number)", deadline: deadline.map(day), state: state,
            createdAt: createdAt
        )
    }
}
