/// How a run of `project-manager` ended, as scripts see it.
public enum ExitStatus: Int32, Sendable, Equatable {
    /// It did what was asked.
    case success = 0
    /// The input was refused (a broken rule, an unknown id, nothing to undo); nothing changed.
    case rejected = 1
    /// The command line was not understood (unknown command or option, missing argument).
    case usage = 2
    /// The store could not be read or written (unreadable, corrupt, newer version, busy, not writable,
    /// not safe to use), or the output of a command that changed nothing could not be written (a full
    /// disk under standard output).
    case storage = 3
    /// The change was saved, but standard output could not be written to say so. Running the command
    /// again would do it twice; standard error names the change.
    case savedOutputLost = 4
    /// Standard output was a pipe whose reader had gone (`| head`) and nothing was changed: the status a
    /// shell shows for a process ended by SIGPIPE, which is what such a run has always looked like.
    case readerGone = 141
}
