/// What a change must read before it decides: some projects and, for undo and redo, the top of one
/// author's stack. The store reads (and, on a server, watches for conflicts on) exactly that.
public struct ReadSet: Sendable, Equatable {
    /// The projects to read, each by its full id or a prefix; every project a prefix matches is read.
    public var references: [ProjectReference]
    /// Whose undo stack to read the top of, with its projects as they are now.
    public var undoTopOf: Author?
    /// Whose redo stack to read the top of, with its projects as they are now.
    public var redoTopOf: Author?

    /// A read of `references` and, if asked, the top of an author's undo or redo stack.
    public init(references: [ProjectReference] = [], undoTopOf: Author? = nil, redoTopOf: Author? = nil) {
        (self.references, self.undoTopOf, self.redoTopOf) = (references, undoTopOf, redoTopOf)
    }

    /// A read of the projects with these ids.
    public init(ids: some Sequence<ProjectID>) {
        self.init(references: ids.map(ProjectReference.init))
    }
}
