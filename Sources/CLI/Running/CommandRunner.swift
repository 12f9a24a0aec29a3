import App
import Foundation
import Presentation
import TerminalKit

/// Carries out one parsed ``Command`` through the same view models the interactive board uses, and
/// prints the result. A failure is thrown as a ``CommandFailure``; nothing is printed to stdout then.
@MainActor
struct CommandRunner {
    let app: AppContainer
    let console: Console
    let policy: ColorPolicy
    let width: Int

    private var viewModels: ViewModelFactory { app.viewModels }
    private var localizer: Localizer { app.localizer }
    private var strings: CLIStrings { CLIStrings(localizer: localizer) }

    func run(_ command: Command) async throws {
        switch command {
        case .interactive, .board: try await printBoard()
        case let .add(title, body, deadline, state): try await add(title: title, body: body, deadline: deadline, state: state)
        case let .list(state, overdueOnly, json): try await list(state: state, overdueOnly: overdueOnly, json: json)
        case let .show(id, json): try await show(id, json: json)
        case let .edit(id, title, body, deadline): try await edit(id, title: title, body: body, deadline: deadline)
        case let .move(id, state): try await move(id, to: ProjectState(state))
        case let .delete(id): try await delete(id)
        case let .history(limit, json): try await history(limit: limit, json: json)
        case .undo: try await undoOrRedo(undo: true)
        case .redo: try await undoOrRedo(undo: false)
        case .export: console.write(String(decoding: try await app.transfer.exportDocument(), as: UTF8.self))
        case let .importFile(path): try await importFile(path)
        case .help, .version: break // answered before a store is opened
        case .serve: // run by the frontend `CommandLineTool` is given; without one there is none
            throw CommandFailure("this program was built without the web board", status: .usage)
        }
    }

    // MARK: Reading

    private func loadedBoard() async throws -> BoardContent {
        let board = viewModels.makeBoard(coordinator: nil)
        try await AlertLog.failOnAlert(from: board.alerts) { await board.appear() }
        let content = board.content.value
        if let reason = content.readOnlyReason { throw CommandFailure(reason, status: .storage) }
        return content
    }

    private func printBoard() async throws {
        let content = try await loadedBoard()
        BoardPrinter(strings: strings, policy: policy, width: width).lines(for: content).forEach { console.print($0) }
    }

    private func list(state: StateName?, overdueOnly: Bool, json: Bool) async throws {
        let content = try await loadedBoard()
        let wanted = state.map(ProjectState.init)
        // Lazily: at 100,000 projects a copy of every row (or of every row's JSON) is tens of megabytes.
        let rows = content.columns
            .lazy
            .filter { wanted == nil || $0.state == wanted }
            .flatMap(\.rows)
            .filter { !overdueOnly || $0.isOverdue }
        if json {
            var separator = "[\n", pending = 0
            for row in rows {
                let object = JSONText.object(for: row)
                console.write(separator)
                console.write(object)
                separator = ",\n"
                // Nothing can fail any more, so hand the text over every megabyte rather than hold it all
                // (at 100,000 projects the whole listing, while its buffer grows, is ~60 MB of the peak).
                pending += object.utf8.count
                if pending > 1 << 20 { try console.flush(); pending = 0 }
            }
            console.print(separator == "[\n" ? "[]" : "\n]")
        } else {
            ListPrinter(strings: strings, policy: policy, width: console.outputIsTerminal ? width : nil)
                .lines(for: Array(rows)).forEach { console.print($0) }
        }
    }

    private func show(_ reference: String, json: Bool) async throws {
        let row = viewModels.makeRow(try await find(reference))
        if json {
            console.print(JSONText.object(for: row))
        } else {
            ProjectPrinter(strings: strings, policy: policy, localizer: localizer, calendar: viewModels.clock.calendar)
                .lines(for: row).forEach { console.print($0) }
        }
    }

    private func history(limit: Int?, json: Bool) async throws {
        let history = viewModels.makeHistory(limit: limit, coordinator: nil)
        try await AlertLog.failOnAlert(from: history.alerts) { await history.appear() }
        let lines = history.lines.value
        if json {
            console.print(JSONText.array(lines.map {
                "{\"date\":\"\(JSONText.timestamp($0.entry.date))\",\"text\":\(JSONText.string($0.text))}"
            }))
        } else if lines.isEmpty {
            console.print(history.emptyText)
        } else {
            let width = lines.map(\.timestamp.displayWidth).max() ?? 0
            lines.forEach { console.print($0.timestamp.padded(toWidth: width) + "  " + $0.text.sanitizedForTerminal()) }
        }
    }

    // MARK: Changing

    private func add(title: String, body: String, deadline: String?, state: StateName?) async throws {
        let saved = SavedProject()
        let detail = viewModels.makeDetail(.create(in: state.map(ProjectState.init) ?? .todo), coordinator: nil) { saved.project = $0 }
        detail.setTitle(title)
        detail.setBody(body)
        detail.setDeadline(deadline ?? "")
        try await save(detail)
        guard let project = saved.project else { throw CommandFailure("the project was not saved", status: .storage) }
        console.print(project.id.shortForm)
    }

    private func edit(_ reference: String, title: String?, body: String?, deadline: DeadlineEdit) async throws {
        let project = try await find(reference)
        let saved = SavedProject()
        let detail = viewModels.makeDetail(.edit(project), coordinator: nil) { saved.project = $0 }
        if let title { detail.setTitle(title) }
        if let body { detail.setBody(body) }
        switch deadline {
        case .keep: break
        case let .set(text): detail.setDeadline(text)
        case .remove: detail.setDeadline("")
        }
        try await save(detail)
        guard let edited = saved.project else { throw CommandFailure("the project was not saved", status: .storage) }
        console.print(edited == project ? strings.nothingChanged : localizer.historyLine(.edited(title: edited.title)))
    }

    /// Presses Done on a filled-in sheet. A broken rule keeps the sheet open with its messages (and
    /// stores nothing): the first message is the error.
    private func save(_ detail: DetailViewModel) async throws {
        try await AlertLog.failOnAlert(from: detail.alerts) { await detail.done() }
        if let message = detail.content.value.validationMessages.first {
            throw CommandFailure(message, status: .rejected)
        }
    }

    private func move(_ reference: String, to state: ProjectState) async throws {
        let project = try await find(reference)
        guard project.state != state else {
            console.print(strings.alreadyIn(project.title.sanitizedForTerminal(), state.title))
            return
        }
        let board = viewModels.makeBoard(coordinator: nil)
        try await AlertLog.failOnAlert(from: board.alerts) { await board.move(project.id, to: state) }
        console.print(localizer.historyLine(.moved(title: project.title, from: project.state, to: state)).sanitizedForTerminal())
    }

    private func delete(_ reference: String) async throws {
        let project = try await find(reference)
        let board = viewModels.makeBoard(coordinator: nil)
        try await AlertLog.failOnAlert(from: board.alerts) { await board.delete(project.id) }
        console.print(localizer.historyLine(.removed(title: project.title, from: project.state)).sanitizedForTerminal())
    }

    private func undoOrRedo(undo: Bool) async throws {
        let board = viewModels.makeBoard(coordinator: nil)
        try await AlertLog.failOnAlert(from: board.alerts) { undo ? await board.undo() : await board.redo() }
        let history = viewModels.makeHistory(limit: 1, coordinator: nil)
        await history.appear()
        let line = history.lines.value.first?.text.sanitizedForTerminal() ?? ""
        console.print(undo ? strings.undone(line) : strings.redone(line))
    }

    private func importFile(_ path: String) async throws {
        let document: Data
        var isDirectory: ObjCBool = false
        if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            // Foundation would say only "The operation could not be completed".
            throw CommandFailure(strings.cannotRead(path, strings.isDirectory), status: .rejected)
        }
        do {
            document = path == "-" ? FileHandle.standardInput.readDataToEndOfFile()
                : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = switch (error as? CocoaError)?.code {
            case .fileReadNoSuchFile?: strings.noSuchFile
            case .fileReadNoPermission?: strings.permissionDenied
            default: error.localizedDescription
            }
            throw CommandFailure(strings.cannotRead(path, reason), status: .rejected)
        }
        let summary = try await app.transfer.importDocument(document)
        console.print(strings.imported(added: summary.added, updated: summary.updated, unchanged: summary.unchanged))
    }

    private func find(_ reference: String) async throws -> Project {
        try await viewModels.findProject(reference)
    }
}

/// The project a sheet saved, handed back through its `didSave` callback.
@MainActor
private final class SavedProject {
    var project: Project?
}

extension ProjectState {
    init(_ name: StateName) {
        switch name {
        case .todo: self = .todo
        case .doing: self = .doing
        case .done: self = .done
        }
    }
}
