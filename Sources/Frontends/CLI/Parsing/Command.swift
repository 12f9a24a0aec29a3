import Presentation

/// One command of `project-manager`, with its arguments parsed but not yet checked against the store.
///
/// Values that need the Domain's rules (titles, deadlines, ids) stay text here: the use cases check them,
/// so the CLI can never accept what the board would refuse.
public enum Command: Sendable, Equatable {
    /// No command: the interactive board on a terminal, the printed board otherwise.
    case interactive
    /// `board`: the three columns with their counts.
    case board
    /// `add TITLE [--body TEXT] [--deadline DATE] [--state STATE]`
    case add(title: String, body: String, deadline: String?, state: ProjectState?)
    /// `list [--state STATE] [--overdue] [--due WHEN] [--json]`; `due` is still text (`today`, `fri`, a date).
    case list(state: ProjectState?, overdueOnly: Bool, json: Bool, due: String? = nil)
    /// `show ID [--json]`
    case show(id: String, json: Bool)
    /// `edit ID [--title T] [--body B] [--deadline D | --no-deadline]`
    case edit(id: String, title: String?, body: String?, deadline: DeadlineEdit)
    /// `move ID STATE`
    case move(id: String, to: ProjectState)
    /// `delete ID`
    case delete(id: String)
    /// `history [--limit N] [--json]`
    case history(limit: Int?, json: Bool)
    /// `undo`
    case undo
    /// `redo`
    case redo
    /// `export`: our JSON document on standard output.
    case export
    /// `export --ics`: the deadlines as an iCalendar file on standard output.
    case exportCalendar
    /// `import FILE` (`-` reads standard input).
    case importFile(path: String)
    /// `completion bash|zsh|fish`: the shell's completion script.
    case completion(shell: String)
    /// `completion ids`: one `id<TAB>title` line per project, for the completion scripts.
    case completionIDs
    /// `repair [--dry-run]`: salvages a damaged store of files (`--dry-run`: only says what it would do).
    case repair(dryRun: Bool)
    /// `sync`: sends the changes a shared board saved on this machine while its cluster was out of reach.
    case sync
    /// `conflicts`: lists the changes the sync could not apply.
    case conflicts
    /// `conflicts apply N` (applied anyway) or `conflicts drop N` (let go): settles conflict N of the list.
    case settle(number: Int, apply: Bool)
    /// `serve [--port N] [--host ADDR | --lan] [--allow-host NAME]… [--new-token]`: the board in a browser, until Ctrl-C.
    case serve(ServeOptions)
    /// `help [COMMAND]`, `--help`, `COMMAND --help`.
    case help(topic: String?)
    /// `--version`
    case version
}
