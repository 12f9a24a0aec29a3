/// What a repository read for one change (see ``ReadSet``), handed to the use case's decision.
public struct ReadView: Sendable, Equatable {
    /// The projects read, by id; one missing here does not exist.
    public let projects: [ProjectID: Project]
    /// The change the author's undo would take back, if it was asked for and there is one.
    public let undoTop: Change?
    /// The change the author's redo would apply again, if it was asked for and there is one.
    public let redoTop: Change?

    /// Bundles what a repository read.
    public init(projects: [ProjectID: Project] = [:], undoTop: Change? = nil, redoTop: Change? = nil) {
        (self.projects, self.undoTop, self.redoTop) = (projects, undoTop, redoTop)
    }

    /// The one project `reference` names, or ``ProjectError`` (not found, ambiguous).
    public func project(_ reference: ProjectReference) throws(ProjectError) -> Project {
        try reference.resolve(in: projects)
    }

    /// Whether `change`'s projects are exactly as it left them: only then can it be taken back without
    /// losing a later change.
    public func holds(_ change: Change) -> Bool {
        let after = Set(change.after.map(\.id))
        return change.after.allSatisfy { projects[$0.id] == $0 }
            && change.before.allSatisfy { after.contains($0.id) || projects[$0.id] == nil }
    }
}
