import DomainTesting

// The Domain's test fakes under this module's name, so an adopter's test imports PresentationTesting and
// Presentation only (the same reason Presentation re-exports the Domain's vocabulary).

/// A clock that says the time you tell it: 2026-11-22 09:00 UTC unless told otherwise.
public typealias FixedClock = DomainTesting.FixedClock
/// Hands out ids `…0001`, `…0002`, … so a test can name projects in advance.
public typealias SequentialIDGenerator = DomainTesting.SequentialIDGenerator
/// A repository in memory that passes the same contract suite as the file repositories.
public typealias InMemoryProjectRepository = DomainTesting.InMemoryProjectRepository
