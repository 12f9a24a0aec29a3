import Domain

// Frontends import Presentation, never Domain, so they change the store only through a view model; these
// aliases let them name the Domain's values without reaching its use cases and ports.

/// A project on the board, as a view model hands it out (e.g. ``ProjectRow/project`` for `list --json`).
public typealias Project = Domain.Project
/// Who makes a change, as history lines name them (e.g. a configuration's author).
public typealias Author = Domain.Author
/// A project's identity; `shortForm` is what people type and read.
public typealias ProjectID = Domain.ProjectID
/// A board column: `todo`, `doing`, `done`.
public typealias ProjectState = Domain.ProjectState
/// A deadline: a day on the calendar, with no time zone.
public typealias CalendarDay = Domain.CalendarDay
/// Why a typed text is not a deadline.
public typealias CalendarDayError = Domain.CalendarDayError
/// One history entry (what happened and when), e.g. for `history --json`.
public typealias HistoryEntry = Domain.HistoryEntry
/// What one history entry says happened.
public typealias HistoryAction = Domain.HistoryAction
/// The store could not be read or written; frontends map it to their exit status or read-only banner.
public typealias StorageError = Domain.StorageError
/// A title or body broke a rule of the Domain.
public typealias ValidationError = Domain.ValidationError
/// A request the board cannot carry out (not found, ambiguous id, nothing to undo...).
public typealias ProjectError = Domain.ProjectError
/// A project before and after a one-shot command changed it (equal when nothing changed).
public typealias ProjectUpdate = Domain.ProjectUpdate
/// Why a document could not be imported.
public typealias ImportError = Domain.ImportError
/// Where a shared board stands for this machine.
public typealias SharedBoardStatus = Domain.SharedBoardStatus
/// A change made offline that could not apply.
public typealias SharedBoardConflict = Domain.SharedBoardConflict
/// A shared board that keeps working offline.
public typealias SharedBoardSync = Domain.SharedBoardSync
