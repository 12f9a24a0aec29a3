import Domain
import Foundation

/// Random changes to a store by several people, through the use cases and repeatable from a seed: adds
/// (some with deadlines), moves, edits, deletes, undos and redos, as a team makes them. For a test that
/// compares what a board following the store sees with a whole read of it.
public struct RandomChanges: Sendable {
    private let writers: [(author: Author, repository: any ProjectRepository)]
    private let clock: FixedClock
    private let ids: SequentialIDGenerator
    private var state: UInt64
    /// Every project added so far (some deleted since): what the next change picks from.
    private var known: [ProjectID] = []

    /// Changes by `writers` (at least one), each an author and the repository they write through (the
    /// same store, or several connections to it), on `clock` (advanced a second a change); new projects
    /// get the ids `ids` hands out.
    public init(writers: [(author: Author, repository: any ProjectRepository)], clock: FixedClock, ids: SequentialIDGenerator, seed: UInt64) {
        precondition(!writers.isEmpty, "RandomChanges needs a writer")
        self.writers = writers
        self.clock = clock
        self.ids = ids
        state = seed
    }

    /// Makes one random change, and says what it was; a change the store refuses (a project deleted
    /// meanwhile, nothing to undo) is a change that changed nothing, as it is for a person.
    @discardableResult
    public mutating func step() async throws -> String {
        let (author, repository) = writers[next(writers.count)]
        let kind = known.isEmpty ? 0 : next(9)
        let target = known.isEmpty ? nil : known[next(known.count)]
        clock.advance(by: 1)
        let deadline = next(3) == 0 ? nil : CalendarDay(year: 2026, month: 1 + next(12), day: 1 + next(28))
        do {
            switch (kind, target) {
            case let (2, id?), let (3, id?):
                let state = ProjectState.allCases[next(3)]
                _ = try await MoveProject(repository: repository, clock: clock, author: author)(id, to: state)
                return "\(author) moves \(id) to \(state)"
            case let (4, id?):
                _ = try await EditProject(repository: repository, clock: clock, author: author)(
                    ProjectReference(id), applying: ProjectEdit(title: "Edited \(next(1000))", deadline: .some(deadline)))
                return "\(author) edits \(id)"
            case let (5, id?):
                _ = try await DeleteProject(repository: repository, clock: clock, author: author)(id)
                return "\(author) deletes \(id)"
            case (6, _), (7, _):
                _ = try await UndoChange(repository: repository, clock: clock, author: author)()
                return "\(author) undoes"
            case (8, _):
                _ = try await RedoChange(repository: repository, clock: clock, author: author)()
                return "\(author) redoes"
            default:
                let added = try await AddProject(repository: repository, clock: clock, ids: ids, author: author)(
                    ProjectDraft(title: "Project \(known.count)", body: "Made by \(author)", deadline: deadline))
                known.append(added.id)
                return "\(author) adds \(added.id)"
            }
        } catch is ProjectError {
            return "\(author) is refused"
        }
    }

    /// A number in `0..<bound` (SplitMix64: the same seed, the same series, on every platform).
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
}
