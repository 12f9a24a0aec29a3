/// What `repair` found in a file store and what it did, so a person knows what was recovered and lost.
public struct StoreRepairReport: Sendable, Equatable {
    /// What became of the store.
    public enum Outcome: Sendable, Equatable {
        /// Nothing is damaged; nothing was written.
        case healthy
        /// Damage was found and, as asked (a dry run), nothing was written.
        case damaged
        /// A new store was written in place of the damaged one.
        case repaired
    }

    /// Undo and redo steps of one person that were left out of the new store.
    public struct DroppedSteps: Sendable, Equatable {
        /// Why they could not be trusted.
        public enum Reason: Sendable, Equatable {
            /// They lie below a step that could not be read: undone in order, they would skip it.
            case belowDamagedStep
            /// A change of this person could not be read: what their stacks hold no longer fits the board.
            case changeUnreadable
            /// The line saying whose steps these are could not be read.
            case ownerUnreadable
        }

        /// Whose steps they were; `nil` when that could not be read.
        public let author: String?
        /// How many undo steps were dropped.
        public let undo: Int
        /// How many redo steps were dropped.
        public let redo: Int
        /// Why.
        public let reason: Reason

        /// Steps of `author` (`nil`: unknown) left out.
        public init(author: String?, undo: Int, redo: Int, reason: Reason) {
            (self.author, self.undo, self.redo, self.reason) = (author, undo, redo, reason)
        }
    }

    /// What became of the store.
    public let outcome: Outcome
    /// The store directory.
    public let directory: String
    /// The projects the new store holds.
    public let projectsRecovered: Int
    /// The projects the store held, as far as it tells: the recovered ones and those known lost.
    public let projectsFound: Int
    /// The history lines the new store holds.
    public let historyRecovered: Int
    /// The history lines the store held, as far as it tells.
    public let historyFound: Int
    /// Every record that could not be read, in file order (the snapshot's, then the journal's).
    public let damaged: [DamagedRecord]
    /// The undo and redo steps left out, by person.
    public let dropped: [DroppedSteps]
    /// The files replaced (the damaged ones and their partners), under the names they are kept by, once repaired.
    public let keptAside: [String]
    /// Whether the snapshot is gone while the journal follows one: the projects not changed since it was
    /// written cannot be recovered, and ``projectsFound`` counts only those the journal names.
    public let snapshotMissing: Bool

    /// A report of what a repair found and did.
    public init(
        outcome: Outcome, directory: String, projectsRecovered: Int, projectsFound: Int, historyRecovered: Int,
        historyFound: Int, damaged: [DamagedRecord], dropped: [DroppedSteps], keptAside: [String], snapshotMissing: Bool = false
    ) {
        self.snapshotMissing = snapshotMissing
        (self.outcome, self.directory, self.projectsRecovered, self.projectsFound) = (outcome, directory, projectsRecovered, projectsFound)
        (self.historyRecovered, self.historyFound, self.damaged, self.dropped, self.keptAside) = (historyRecovered, historyFound, damaged, dropped, keptAside)
    }
}
