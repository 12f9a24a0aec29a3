/// What a change must read before it decides: some projects and, for undo and redo, the top of a stack.
///
/// A use case names only what its decision depends on, so the store reads (and, on a server, watches
/// for conflicts on) exactly that.
public struct ReadSet: Sendable, Equatable {
    /// The projects to read, each by its full id or a prefix; every project a prefix matches is read.
    public var references: [ProjectReference]
    /// Whether to read the change undo would take back, with its projects as they are now.
    public var undoTop: Bool
    /// Whether to read the change redo would apply again, with its projects as they are now.
    public var redoTop: Bool

    /// A read of `references` and, if asked, the top of the undo or redo stack.
    public init(references: [ProjectReference] = [], undoTop: Bool = false, redoTop: Bool = false) {
        self.references = references
        self.undoTop = undoTop
        self.redoTop = redoTop
    }

    /// A read of the projects with these ids.
    public init(ids: some Sequence<ProjectID>) {
        self.init(references: ids.map(ProjectReference.init))
    }
}
