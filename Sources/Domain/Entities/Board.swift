/// The three columns of the board, each in board order, with what the reader's undo and redo can do.
public struct Board: Sendable, Equatable {
    /// The projects of each state, in ``Project/boardOrder(_:_:)``.
    public let columns: [ProjectState: [Project]]
    /// Whether the author it was read for has a change to undo (the Undo command is enabled).
    public let canUndo: Bool
    /// Whether the author it was read for has an undone change to redo (the Redo command is enabled).
    public let canRedo: Bool

    /// Sorts the workspace's projects into columns; undo and redo are `author`'s.
    public init(_ workspace: Workspace, for author: Author) {
        self.init(projects: workspace.projects.values, canUndo: workspace.canUndo(by: author), canRedo: workspace.canRedo(by: author))
    }

    /// Sorts `projects` into columns; for a repository that reads the board without the whole workspace.
    public init(projects: some Collection<Project>, canUndo: Bool, canRedo: Bool) {
        let projects = Array(projects)
        var keys = Dictionary(uniqueKeysWithValues: ProjectState.allCases.map { ($0, [BoardSortKey]()) })
        for (index, project) in projects.enumerated() { keys[project.state, default: []].append(BoardSortKey(project, at: index)) }
        self.columns = keys.mapValues { column in
            column.sorted { $0.precedes($1, in: projects) }.map { projects[$0.index] }
        }
        self.canUndo = canUndo
        self.canRedo = canRedo
    }

    /// The column of `state`, in board order.
    public func projects(in state: ProjectState) -> [Project] { columns[state] ?? [] }

    /// All projects: TODO, then DOING, then DONE, each in board order.
    public var allProjects: [Project] { ProjectState.allCases.flatMap { projects(in: $0) } }
}
