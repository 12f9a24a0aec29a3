/// What a repository read for one change (see ``ReadSet``), handed to the use case's decision.
public struct ReadView: Sendable, Equatable {
    /// The projects read, by id: every project a reference of the read set matched, and every project
    /// of the stack tops' changes that exists now. A project missing here does not exist.
    public let projects: [ProjectID: Project]
    /// The change the author's undo would take back, if it was asked for and there is one.
    public let undoTop: Change?
    /// The change the author's redo would apply again, if it was asked for and there is one.
    public let redoTop: Change?

    /// Bundles what a repository read.
    public init(projects: [ProjectID: Project] = [:], undoTop: Change? = nil, redoTop: Change? = nil) {
        self.projects = projects
        self.undoTop = undoTop
        self.redoTop = redoTop
    }

    /// The one project `reference` names.
    ///
    /// - Throws: ``ProjectError/notFound(_:)`` or ``ProjectError/ambiguous(_:matches:)``.
    public func project(_ reference: ProjectReference) throws(ProjectError) -> Project {
        try reference.resolve(in: projects)
    }

    /// Whether `change`'s projects are now exactly as it left them (its ``Change/after`` images, and
    /// none of the projects it removed): only then can it be taken back without losing a later change.
    public func holds(_ change: Change) -> Bool {
        let after = Set(change.after.map(\.id))
        return change.after.allSatisfy { projects[$0.id] == $0 }
            && change.before.allSatisfy { after.contains($0.id) || projects[$0.id] == nil }
    }
}
