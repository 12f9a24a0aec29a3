/// The table the benchmark prints: one row per measurement, one column per board size.
struct ResultTable {
    let title: String
    let columns: [String]
    private(set) var rows: [(name: String, cells: [String])] = []

    init(title: String, columns: [String]) {
        self.title = title
        self.columns = columns
    }

    mutating func add(_ name: String, _ cells: [String]) {
        rows.append((name, cells))
    }

    /// A Markdown table, so it can be pasted into a README as is.
    var markdown: String {
        let header = [title] + columns
        let body = rows.map { [$0.name] + $0.cells + Array(repeating: "", count: max(0, columns.count - $0.cells.count)) }
        let widths = header.indices.map { index in ([header] + body).map { $0[index].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: " | ") + " |"
        }
        return ([line(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
            + body.map(line)).joined(separator: "\n")
    }

    /// A duration in the unit that keeps it readable: `412 ns`, `0.38 ms`, `1.21 s`.
    static func format(seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return "\(rounded(seconds * 1e9, 0)) ns"
        case ..<1e-3: return "\(rounded(seconds * 1e6, 1)) µs"
        case ..<1: return "\(rounded(seconds * 1e3, 2)) ms"
        default: return "\(rounded(seconds, 2)) s"
        }
    }

    private static func rounded(_ value: Double, _ digits: Int) -> String {
        digits == 0 ? String(Int(value.rounded())) : String(format: "%.\(digits)f", value)
    }
}
