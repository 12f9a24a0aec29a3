/// A row as the board page draws it: where it says it stands in its column, of how many, and its title.
/// A column draws only the rows near the viewport (and the one with the focus), so what a test can see of
/// a long column is a window on it.
struct DrawnRow: Equatable, Sendable {
    let position: Int
    let size: Int
    let title: String

    /// The most rows a column draws at once on the tests' windows (the rows in sight and a few screenfuls).
    static let drawnLimit = 100
    /// The fewest a column draws of a longer column: all of a column this long or shorter.
    static let fewest = 16

    /// What is wrong with `drawn` as a window on a column of `titles` (nil when nothing): a row not where
    /// the column has it, rows drawn out of order or not as one run, too few or too many rows, or
    /// (`fromTop`) a run that does not start at the column's top.
    static func problem(_ drawn: [DrawnRow], _ titles: [String], fromTop: Bool = false) -> String? {
        if let wrong = drawn.first(where: { $0.size != titles.count || !titles.indices.contains($0.position - 1) || titles[$0.position - 1] != $0.title }) {
            return "\(wrong) is not where the board has it"
        }
        if zip(drawn, drawn.dropFirst()).contains(where: { $1.position != $0.position + 1 }) { return "not one run: \(drawn.map(\.position))" }
        if drawn.count > drawnLimit { return "\(drawn.count) rows drawn" }
        if drawn.count < min(titles.count, fewest) { return "only \(drawn.count) rows drawn of \(titles.count)" }
        if fromTop, let first = drawn.first, first.position != 1 { return "the run starts at \(first.position)" }
        return nil
    }
}
