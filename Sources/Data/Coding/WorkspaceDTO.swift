import Domain

/// A whole ``Domain/Workspace`` as stored: projects, history (oldest first) and both stacks.
struct WorkspaceDTO: Encodable {
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

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var projects: [ProjectDTO]?, history: [HistoryEntryDTO]?, undo: [ChangeDTO]?, redo: [ChangeDTO]?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "projects": projects = try reader.readArray { (reader) throws(JSONReadError) in try ProjectDTO(reading: &reader) }
            case "history": history = try reader.readArray { (reader) throws(JSONReadError) in try HistoryEntryDTO(reading: &reader) }
            case "undo": undo = try reader.readArray { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader) }
            case "redo": redo = try reader.readArray { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader) }
            default: try reader.skipValue()
            }
        }
        guard let projects, let history, let undo, let redo else { throw reader.error("the workspace lacks a field", at: start) }
        (self.projects, self.history, self.undo, self.redo) = (projects, history, undo, redo)
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
