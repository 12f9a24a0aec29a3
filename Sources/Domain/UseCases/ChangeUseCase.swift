/// A use case that changes the board and needs nothing but a ``ChangeContext``, so the composition root
/// builds them all from one context.
public protocol ChangeUseCase: Sendable {
    init(_ context: ChangeContext)
}

extension ChangeUseCase {
    /// Creates the use case from the ports it needs; `author` is who makes the changes.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        self.init(ChangeContext(repository: repository, clock: clock, author: author))
    }
}
