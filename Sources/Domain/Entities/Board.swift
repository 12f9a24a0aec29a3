import Foundation

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
        // Places are sorted, not projects: a swap moves no project and a comparison touches no string.
        let projects = Array(projects)
        self.columns = Dictionary(uniqueKeysWithValues: ProjectState.allCases.map { state in
            var places = projects.indices.compactMap { projects[$0].state == state ? Place(projects[$0], at: $0) : nil }
            places.sort()
            return (state, places.map { projects[$0.position] })
        })
        (self.canUndo, self.canRedo) = (canUndo, canRedo)
    }

    /// A project's place in its column, ordered as ``Project/boardOrder(_:_:)`` orders projects.
    private struct Place: Comparable {
        /// The deadline as one number (`YYYYMMDD`); no deadline sorts after every day.
        let deadline: Int
        let createdAt: Date
        let id: ProjectID
        /// Where the project is in the collection being sorted.
        let position: Int

        init(_ project: Project, at position: Int) {
            deadline = project.deadline.map { $0.year * 10_000 + $0.month * 100 + $0.day } ?? .max
            createdAt = project.createdAt
            id = project.id
            self.position = position
        }

        static func < (lhs: Place, rhs: Place) -> Bool {
            if lhs.deadline != rhs.deadline { return lhs.deadline < rhs.deadline }
            if lhs.createdAt != rhs.createdAt { return lhs.createdAt < rhs.createdAt }
            return lhs.id < rhs.id
        }
    }

    /// The column of `state`, in board order.
    public func projects(in state: ProjectState) -> [Project] { columns[state] ?? [] }

    /// All projects: TODO, then DOING, then DONE, each in board order.
    public var allProjects: [Project] { ProjectState.allCases.flatMap { projects(in: $0) } }
}
