import App
import Presentation
import TerminalKit

extension CommandRunner {
    /// `sync`: what reached the team and what waits; fails (status 3) while the cluster is out of reach.
    func sync() async throws {
        let strings = CLIStrings(localizer: app.localizer)
        let status = try await sharedBoard().sync()
        console.print(strings.synced(status).sanitizedForTerminal())
        if let offline = status.offline, status.waiting > 0 {
            throw CommandFailure(app.localizer.message(for: offline), hint: strings.changesKeepWaiting(status.waiting), status: .storage)
        }
    }

    /// `conflicts`: each change that could not apply, numbered, oldest first.
    func listConflicts() throws {
        let conflicts = try sharedBoard().conflicts()
        guard !conflicts.isEmpty else { return console.print(CLIStrings(localizer: app.localizer).noConflicts) }
        for (number, conflict) in zip(1..., conflicts) {
            let date = app.localizer.timestampText(conflict.date, clock: app.viewModels.clock)
            console.print("\(number)  \(date)  \(app.localizer.conflictLine(conflict))".sanitizedForTerminal())
        }
    }

    /// `conflicts apply N` / `conflicts drop N`.
    func settle(_ number: Int, apply: Bool) async throws {
        let board = try sharedBoard(), strings = CLIStrings(localizer: app.localizer)
        let conflicts = try board.conflicts()
        guard conflicts.indices.contains(number - 1) else { throw CommandFailure(strings.noConflict(number, of: conflicts.count), status: .rejected) }
        let conflict = conflicts[number - 1]
        try await board.settle(conflict.id, apply: apply)
        console.print(strings.settled(app.localizer.historyLine(conflict.action), applied: apply).sanitizedForTerminal())
    }

    private func sharedBoard() throws -> any SharedBoardSync {
        guard let board = app.sharedBoard else {
            throw CommandFailure(CLIStrings(localizer: app.localizer).onlySharedBoardsSync, status: .usage)
        }
        return board
    }
}
