import App
import Presentation

/// `project-manager repair`: how much was recovered, each record that could not be read, the undo steps
/// dropped, and where the damaged files are kept.
struct RepairPrinter {
    let strings: CLIStrings
    /// How many unreadable records are listed one by one; the rest are counted (a block of zeros over a
    /// file can break thousands of lines, and the first ones say where the damage is).
    static let listed = 20

    func lines(for report: StoreRepairReport) -> [String] {
        if report.outcome == .healthy { return [strings.nothingToRepair(report.directory)] }
        var lines = [strings.recovered(report, dryRun: report.outcome == .damaged)]
        if !report.damaged.isEmpty {
            lines.append(strings.unreadableHeading(report.damaged.count))
            lines += report.damaged.prefix(Self.listed).map { "  " + strings.describe($0) }
            if report.damaged.count > Self.listed { lines.append("  " + strings.andMore(report.damaged.count - Self.listed)) }
        }
        lines += report.dropped.map { strings.dropped($0) }
        lines += report.keptAside.map { strings.keptAside($0) }
        lines.append(report.outcome == .repaired ? strings.repaired(report.directory) : strings.nothingWritten)
        return lines
    }
}
