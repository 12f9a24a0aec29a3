import App
import Presentation
import TerminalKit

extension CommandRunner {
    /// `repair [--dry-run]`: what was recovered, each line that was not, on standard output. A dry run that
    /// finds damage fails (status 3, as every command on that store does) after its report, so a script
    /// can ask whether a store is healthy.
    func repair(dryRun: Bool) async throws {
        let strings = CLIStrings(localizer: app.localizer)
        let report: StoreRepairReport?
        do {
            report = try await app.repairStore(dryRun: dryRun)
        } catch let error as StorageError {
            guard case .newerVersion = error else { throw error }
            throw CommandFailure(app.localizer.message(for: error), hint: strings.repairLeavesNewerStore, status: .storage)
        }
        guard let report else {
            let address = app.configuration.pluggedStore?.address ?? ""
            throw CommandFailure(strings.repairMendsFileStores(address), hint: strings.repairOfSharedStore, status: .usage)
        }
        RepairPrinter(strings: strings).lines(for: report).forEach { console.print($0.sanitizedForTerminal()) }
        if report.outcome == .damaged { throw CommandFailure(strings.damagedAndLeft, hint: strings.runRepair, status: .storage) }
    }
}
