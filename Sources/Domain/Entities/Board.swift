/// The three columns of the board, each in board order, with what undo and redo can do.
public struct Board: Sendable, Equatable {
    /// The projects of each state, in ``Project/boardOrder(_:_:)``.
    public let columns: [ProjectState: [Project]]
    /// Whether there is a change to undo (the Undo command is enabled).
    public let canUndo: Bool
    /// Whether there is an undone change to redo (the Redo command is enabled).
    public let canRedo: Bool

    /// Sorts the workspace's projects into columns.
    public init(_ workspace: Workspace) {
        var columns = Dictionary(uniqueKeysWithValues: ProjectState.allCases.map { ($0, [Project]()) })
        for project in workspace.projects.values { columns[project.state, default: []].append(project) }
        self.columns = columns.mapValues { $0.sorted(by: Project.boardOrder) }
        self.canUndo = workspace.canUndo
        self.canRedo = workspace.canRedo
    }

    /// The column of `state`, in board order.
    public func projects(in state: ProjectState) -> [Project] { columns[state] ?? [] }

    /// All projects: TODO, then DOING, then DONE, each in board order.
    public var allProjects: [Project] { ProjectState.allCases.flatMap { projects(in: $0) } }
}
