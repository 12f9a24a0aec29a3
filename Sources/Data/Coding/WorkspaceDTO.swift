import Domain

/// A whole ``Domain/Workspace`` as stored: projects, history (oldest first) and both stacks.
struct WorkspaceDTO: Codable {
    var projects: [ProjectDTO]
    var history: [HistoryEntryDTO]
    var undo: [ChangeDTO]
    var redo: [ChangeDTO]

    init(_ workspace: Workspace) {
        projects = workspace.projects.values.map(ProjectDTO.init)
        history = workspace.history.map(HistoryEntryDTO.init)
        undo = workspace.undoStack.map(ChangeDTO.init)
        redo = workspace.redoStack.map(ChangeDTO.init)
    }

    func workspace() throws(InvalidRecord) -> Workspace {
        var projects: [Project] = []
        projects.reserveCapacity(self.projects.count)
        for project in self.projects { projects.append(try project.project()) }
        var history: [HistoryEntry] = [], undo: [Change] = [], redo: [Change] = []
        for entry in self.history { history.append(try entry.entry()) }
        for change in self.undo { undo.append(try change.change()) }
        for change in self.redo { redo.append(try change.change()) }
        return Workspace(projects: projects, history: history, undoStack: undo, redoStack: redo)
    }
}
