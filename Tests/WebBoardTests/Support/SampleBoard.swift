import Foundation

/// A dozen projects across the three columns, in English, some overdue: the board of the screenshots.
@MainActor
enum SampleBoard {
    static let todo = ["Write the quarterly report", "Plan the launch event", "Renew the domain", "Hire a designer", "Book the venue"]
    static let doing = ["Fix the login page", "Migrate to the new database", "Translate the help pages", "Review the budget"]
    static let done = ["Release 1.0", "Set up the build server", "Interview users"]
    /// Each column's titles, by its name.
    static let all = ["TODO": todo, "DOING": doing, "DONE": done]

    /// Adds them to `board`'s store through its CLI and moves each to its column.
    static func fill(_ board: ServedBoard) async throws {
        try await board.cli("add", "Write the quarterly report", "--deadline", "2020-11-01",
                            "--body", "Sales, costs and the outlook.\nCharts from the dashboard.\nSend to the board.\nThen archive it.")
        try await board.cli("add", "Plan the launch event", "--deadline", "2999-12-24", "--body", "Venue, date and the guest list.")
        try await board.cli("add", "Renew the domain", "--deadline", "2020-06-30")
        try await board.cli("add", "Hire a designer", "--body", "Portfolio reviews this week,\ninterviews next week.")
        try await board.cli("add", "Book the venue")
        try await board.cli("add", "Fix the login page", "--body", "Safari only: the button does nothing.")
        try await board.cli("add", "Migrate to the new database", "--deadline", "2999-03-01", "--body", "Copy, verify, switch.\nKeep the old one for a month.")
        try await board.cli("add", "Translate the help pages", "--body", "Korean first.")
        try await board.cli("add", "Review the budget", "--deadline", "2999-01-15")
        try await board.cli("add", "Release 1.0", "--deadline", "2026-11-01", "--body", "Tag, build, announce.")
        try await board.cli("add", "Set up the build server")
        try await board.cli("add", "Interview users", "--body", "Five users, one hour each.")
        let ids = Dictionary(try await board.listed().map { ($0["title"] as? String ?? "", $0["id"] as? String ?? "") }) { first, _ in first }
        for title in doing { try await board.cli("move", ids[title] ?? "", "doing") }
        for title in done { try await board.cli("move", ids[title] ?? "", "done") }
    }
}
