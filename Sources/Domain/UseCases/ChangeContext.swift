/// What every use case that changes the board is made of: the store it writes, the clock that dates each
/// change, and the person history and undo credit it to.
public struct ChangeContext: Sendable {
    /// Where each change is read and written, in one atomic step.
    public let repository: any ProjectRepository
    /// Dates each change and a changed project's `updatedAt`.
    public let clock: any CalendarClock
    /// Whom history names, and whose undo stack takes each step.
    public let author: Author

    /// The context of `author`'s changes; one serves every use case of a session.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        (self.repository, self.clock, self.author) = (repository, clock, author)
    }
}
