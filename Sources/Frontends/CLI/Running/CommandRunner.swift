import App
import FastCoding
import Foundation
import Presentation
import TerminalKit

/// Carries out one parsed ``Command`` through the same view models the interactive board uses, and
/// prints the result. A failure is thrown as a ``CommandFailure``; nothing is printed to stdout then.
@MainActor
struct CommandRunner {
    let app: AppContainer
    let console: Console
    let receipt: ChangeReceipt
    let policy: ColorPolicy
    let width: Int

    private var viewModels: ViewModelFactory { app.viewModels }
    private var localizer: Localizer { app.localizer }
    private var strings: CLIStrings { CLIStrings(localizer: localizer) }

    func run(_ command: Command) async throws {
        switch command {
        case .interactive, .board: try await printBoard()
        case let .add(title, body, deadline, state): try await add(title: title, body: body, deadline: deadline, state: state)
        case let .list(state, overdueOnly, json, due): try await list(state: state, overdueOnly: overdueOnly, json: json, due: due)
        case let .show(id, json): try await show(id, json: json)
        case let .edit(id, title, body, deadline): try await edit(id, title: title, body: body, deadline: deadline)
        case let .move(id, state): try await move(id, to: state)
        case let .delete(id): try await delete(id)
        case let .history(limit, json): try await history(limit: limit, json: json)
        case .undo: try await undoOrRedo(undo: true)
        case .redo: try await undoOrRedo(undo: false)
        case .export: console.write(String(decoding: try await viewModels.commands.exportDocument(), as: UTF8.self))
        case .exportCalendar: console.write(String(decoding: try await viewModels.commands.calendarDocument(), as: UTF8.self))
        case let .importFile(path): try await importFile(path)
        case .completionIDs: try await printCompletionIDs()
        case let .repair(dryRun): try await repair(dryRun: dryRun)
        case .sync: try await sync()
        case .conflicts: try listConflicts()
        case let .settle(number, apply): try await settle(number, apply: apply)
        case .help, .version, .completion: break // answered before a store is opened
        case .serve: // run by the frontend `CommandLineTool` is given; without one there is none
            throw CommandFailure("this program was built without the web board", status: .usage)
        }
    }

    // MARK: Reading

    private func loadedBoard() async throws -> BoardContent {
        // No write check: a listing of a store that can only be read is still a listing.
        let board = viewModels.makeBoard(coordinator: nil, checksWritability: false)
        try await AlertLog.failOnAlert(from: board.alerts) { await board.appear() }
        let content = board.content.value
        if let reason = content.readOnlyReason { throw CommandFailure(reason, status: .storage) }
        return content
    }

    private func printBoard() async throws {
        let content = try await loadedBoard()
        BoardPrinter(strings: strings, policy: policy, width: width).print(content, to: console)
    }

    private func list(state wanted: ProjectState?, overdueOnly: Bool, json: Bool, due: String?) async throws {
        // The day first: a mistyped --due is a rejected input, whatever the store holds.
        let dueDay = try due.map { text in
            do { return try viewModels.day(named: text) } catch { throw CommandFailure(localizer.message(for: error), status: .rejected) }
        }
        func matches(_ project: Project, overdue: Bool) -> Bool {
            (wanted == nil || project.state == wanted) && (!overdueOnly || overdue) && (dueDay == nil || project.deadline == dueDay)
        }
        guard !json else {
            // A one-shot listing: the raw fields only, so no row (no localized date) is built.
            return try printJSON(try await viewModels.commands.list().lazy.filter { matches($0.project, overdue: $0.isOverdue) })
        }
        let content = try await loadedBoard()
        let rows = content.columns.lazy.flatMap(\.rows).filter { matches($0.project, overdue: $0.isOverdue) }
        let longerIDs = ProjectID.handles(among: content.columns.lazy.flatMap(\.rows).map(\.id))
        ListPrinter(strings: strings, policy: policy, width: console.outputIsTerminal ? width : nil, longerIDs: longerIDs)
            .lines(for: Array(rows)).forEach { console.print($0) }
    }

    /// More than one object of a listing can take (a body of 1,000 characters, each escaped as `\u2028`).
    private static let jsonRowRoom = 8 * 1024

    /// `list --json`: an array of one object per line, written straight into the output buffer.
    private func printJSON(_ listed: some Sequence<ListedProject>) throws {
        // Room for what is written between two flushes, so the buffer never grows (and copies) on the way.
        console.write { $0.reserveCapacity($0.count + Console.flushSize + Self.jsonRowRoom) }
        var separator = "[\n"
        for item in listed {
            console.write { bytes in
                bytes.append(contentsOf: separator.utf8)
                JSONText.append(item.project, overdue: item.isOverdue, to: &bytes)
            }
            separator = ",\n"
            // Nothing can fail any more, so hand the text over in pieces rather than hold it all
            // (at 100,000 projects the whole listing, while its buffer grows, is ~60 MB of the peak).
            console.handOver()
        }
        console.print(separator == "[\n" ? "[]" : "\n]")
    }

    /// `id<TAB>title` per project, board order, for the completion scripts: the project's handle (the
    /// short id, or `ProjectID.handles(among:)` where short ids collide), and the title (one line; titles hold no tab).
    private func printCompletionIDs() async throws {
        let content = try await loadedBoard()
        let rows = content.columns.lazy.flatMap(\.rows)
        let longerIDs = ProjectID.handles(among: rows.map(\.id))
        for row in rows {
            console.print("\(longerIDs[row.id] ?? IDText.shortForm(row.id))\t\(row.title.sanitizedForTerminal())")
        }
    }

    private func show(_ reference: String, json: Bool) async throws {
        let row = try await viewModels.commands.show(reference)
        if json {
            console.print(JSONText.object(for: row.project, overdue: row.isOverdue))
        } else {
            ProjectPrinter(strings: strings, policy: policy) { [viewModels, localizer] in localizer.timestampText($0, clock: viewModels.clock) }
                .lines(for: row).forEach { console.print($0) }
        }
    }

    private func history(limit: Int?, json: Bool) async throws {
        let history = viewModels.makeHistory(limit: limit, coordinator: nil)
        try await AlertLog.failOnAlert(from: history.alerts) { await history.appear() }
        let lines = history.lines.value
        if json {
            console.print(JSONText.array(lines.map {
                "{\"date\":\"\(ISO8601Text.string($0.entry.date))\",\"author\":\(JSONString.literal($0.author)),"
                    + "\"kind\":\"\($0.entry.kind.rawValue)\",\"text\":\(JSONString.literal($0.text))}"
            }))
        } else if lines.isEmpty {
            console.print(history.emptyText)
        } else {
            let width = lines.map(\.timestamp.displayWidth).max() ?? 0
            let authorWidth = lines.map { $0.author.sanitizedForTerminal().displayWidth }.max() ?? 0
            lines.forEach {
                console.print($0.timestamp.padded(toWidth: width) + "  " + $0.author.sanitizedForTerminal().padded(toWidth: authorWidth)
                    + "  " + $0.text.sanitizedForTerminal())
            }
        }
    }

    // MARK: Changing: one-shot commands, one read of the store inside the change, no board rebuilt.

    private func add(title: String, body: String, deadline: String?, state: ProjectState?) async throws {
        let outcome = try await viewModels.commands.add(title, body: body, deadline: deadline, in: state ?? .todo)
        // The id alone on standard output, for scripts (`id=$(project-manager add …)`).
        let id = outcome.project?.id.shortForm ?? ""
        report(outcome, printing: id, saved: id + ": " + outcome.message)
    }

    /// Changes only the fields given, decided on the project as stored under the lock: an edit of
    /// another field by another process meanwhile is kept.
    private func edit(_ reference: String, title: String?, body: String?, deadline: DeadlineEdit) async throws {
        let deadlineText: String? = switch deadline {
        case .keep: nil
        case let .set(text): text
        case .remove: ""
        }
        report(try await viewModels.commands.edit(reference, title: title, body: body, deadline: deadlineText))
    }

    private func move(_ reference: String, to state: ProjectState) async throws {
        report(try await viewModels.commands.move(reference, to: state))
    }

    private func delete(_ reference: String) async throws {
        report(try await viewModels.commands.delete(reference))
    }

    private func undoOrRedo(undo: Bool) async throws {
        let commands = viewModels.commands
        report(try await (undo ? commands.undo() : commands.redo()))
    }

    private func importFile(_ path: String) async throws {
        // Handed over, not kept here: the import lets go of the document once it is read.
        report(try await viewModels.commands.importDocument(ImportInput.document(path, strings: strings)))
    }

    /// Prints what a command did (`printing`, else its message), made safe for a terminal like every
    /// title this tool shows; for a change, notes it (`saved`, else the line) so that a failing standard
    /// output can still say it was saved.
    private func report(_ outcome: CommandOutcome, printing line: String? = nil, saved: String? = nil) {
        let line = line ?? outcome.message
        console.print(line.sanitizedForTerminal())
        if outcome.changed { receipt.change = (saved ?? line).sanitizedForTerminal() }
    }
}
