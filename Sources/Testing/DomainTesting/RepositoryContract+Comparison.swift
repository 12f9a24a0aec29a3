import Domain
import Foundation

/// How a clause compares the store under test with the in-memory reference, through the port alone.
extension RepositoryContract {
    /// Compares what `actual` and `expected` say through the port: the board, the whole history and the
    /// tops of both stacks (with the current images of their projects), for each of `authors`.
    static func expect(
        _ actual: any ProjectRepository, equals expected: any ProjectRepository, _ clause: String, _ when: String,
        authors: [Author] = [Script.author]
    ) async throws {
        for author in authors { try await expect(actual, equals: expected, clause, "\(when), for \(author)", author: author) }
    }

    static func expect(
        _ actual: any ProjectRepository, equals expected: any ProjectRepository, _ clause: String, _ when: String, author: Author
    ) async throws {
        var differences: [String] = []
        let (board, expectedBoard) = (try await actual.loadBoard(for: author), try await expected.loadBoard(for: author))
        if board != expectedBoard {
            let expectedProjects = Dictionary(expectedBoard.allProjects.map { ($0.id, $0) }) { first, _ in first }
            let changed = Set(board.allProjects.map(\.id)).symmetricDifference(expectedProjects.keys)
                .union(board.allProjects.filter { expectedProjects[$0.id] != $0 }.map(\.id)) // missing, extra or different
            differences.append("boards differ (\(board.allProjects.count) vs \(expectedBoard.allProjects.count) projects; [\(handles(changed))]; undo \(board.canUndo) vs \(expectedBoard.canUndo), redo \(board.canRedo) vs \(expectedBoard.canRedo))")
        }
        let (history, expectedHistory) = (try await actual.history(limit: Workspace.historyLimit), try await expected.history(limit: Workspace.historyLimit))
        if history != expectedHistory {
            differences.append("history has \(history.count) lines, expected \(expectedHistory.count)\(history.count == expectedHistory.count ? " (contents or dates differ)" : "")")
        }
        let tops = ReadSet(undoTopOf: author, redoTopOf: author)
        let view = try await actual.change(reading: tops) { view in (nil, view) }
        let expectedView = try await expected.change(reading: tops) { view in (nil, view) }
        if view.undoTop != expectedView.undoTop { differences.append("the top of the undo stack differs") }
        if view.redoTop != expectedView.redoTop { differences.append("the top of the redo stack differs") }
        if view.projects != expectedView.projects { differences.append("the stack tops' projects differ") }
        guard !differences.isEmpty else { return }
        throw ContractViolation(clause: clause, message: "\(when): \(differences.joined(separator: "; "))")
    }
}
