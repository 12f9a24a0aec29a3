import Domain

/// A whole ``Domain/Workspace`` in one JSON document: the snapshot repository's only file and the journal
/// repository's compacted state.
///
/// `sequence` is the number of the last journal entry the document contains (0 when none), which is what
/// makes compaction crash-safe: entries at or below it are already inside.
struct SnapshotDocument: Codable {
    var version: Int
    var sequence: Int
    var projects: [ProjectDTO]
    var history: [HistoryEntryDTO]
    var undo: [ChangeDTO]
    var redo: [ChangeDTO]

    private enum CodingKeys: String, CodingKey {
        case version, sequence, projects, history, undo, redo
    }

    init(_ workspace: Workspace, sequence: Int) {
        version = StoreFormat.version
        self.sequence = sequence
        projects = workspace.projects.values.map(ProjectDTO.init)
        history = workspace.history.map(HistoryEntryDTO.init)
        undo = workspace.undoStack.map(ChangeDTO.init)
        redo = workspace.redoStack.map(ChangeDTO.init)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        try StoreFormat.check(version) // before the body, whose shape a newer version may have changed
        sequence = try container.decode(Int.self, forKey: .sequence)
        projects = try container.decode([ProjectDTO].self, forKey: .projects)
        history = try container.decode([HistoryEntryDTO].self, forKey: .history)
        undo = try container.decode([ChangeDTO].self, forKey: .undo)
        redo = try container.decode([ChangeDTO].self, forKey: .redo)
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
