/// What one command accepts and how it explains itself: the single table that both the parser and
/// `--help` read, so the two can never disagree.
public struct CommandSpec: Sendable {
    /// An option of a command: `--name VALUE` or a flag `--name`.
    public struct Option: Sendable {
        /// The long name without dashes.
        public let name: String
        /// What to call the value in help (`DATE`), or `nil` for a flag.
        public let value: String?
        /// One line of help.
        public let help: String
        /// Whether it may be given more than once (each value kept, in order).
        public var repeatable = false
    }

    /// The command's name as typed.
    public let name: String
    /// The arguments after the name, as shown in the usage line (`ID STATE`).
    public let arguments: String
    /// One line for the command list.
    public let summary: String
    /// A paragraph for the command's own help.
    public let details: String
    /// The options it accepts, besides the global ones.
    public let options: [Option]
    /// Example command lines, each with a comment.
    public let examples: [String]

    /// The usage line, e.g. `project-manager move ID STATE`.
    public var usage: String {
        (["project-manager", name, arguments] + (options.isEmpty ? [] : ["[options]"]))
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The option called `name`, if this command has one.
    public func option(named name: String) -> Option? { options.first { $0.name == name } }

    /// Every command, in the order `--help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(
            name: "board", arguments: "", summary: "Print the three columns with their counts",
            details: "Prints TODO, DOING and DONE side by side: each project with its short id, up to 3 lines of its body and its deadline. Overdue deadlines are red on a terminal.",
            options: [], examples: ["project-manager board"]),
        CommandSpec(
            name: "add", arguments: "TITLE", summary: "Add a project (into TODO unless --state says otherwise)",
            details: "Adds a project and prints its short id. Words after the command are joined into the title with spaces, so quotes are optional; put -- before a title that starts with '-'. The title is one line of at most 100 characters; the body at most 1000.",
            options: [
                Option(name: "body", value: "TEXT", help: "The project's description (newlines and tabs allowed)"),
                Option(name: "deadline", value: "DATE", help: "Due: YYYY-MM-DD, today, tomorrow, +3d, +2w or mon…sun"),
                Option(name: "state", value: "STATE", help: "todo, doing or done (default: todo)"),
            ],
            examples: ["project-manager add 'Write the release notes' --deadline 2026-12-01",
                       "project-manager add Fix login bug --body 'Only on Safari' --state doing",
                       "project-manager add 'Call the bank' --deadline fri"]),
        CommandSpec(
            name: "list", arguments: "", summary: "List projects, one per line (or as JSON)",
            details: "Lists TODO, then DOING, then DONE, each by deadline (none last), then age. --json prints an array of objects with the keys id, title, body, deadline, state, overdue, createdAt, updatedAt.",
            options: [
                Option(name: "state", value: "STATE", help: "Only this column: todo, doing or done"),
                Option(name: "overdue", value: nil, help: "Only projects past their deadline"),
                Option(name: "due", value: "DATE", help: "Only projects due that day: today, tomorrow, fri, YYYY-MM-DD…"),
                Option(name: "json", value: nil, help: "Print JSON for scripts"),
            ],
            examples: ["project-manager list --state doing", "project-manager list --overdue --json",
                       "project-manager list --due today --state todo"]),
        CommandSpec(
            name: "show", arguments: "ID", summary: "Show one project in full",
            details: "ID is the full id, any unique prefix of at least 4 hex digits as printed by add and list, or the ending list prints after … (…00000001).",
            options: [Option(name: "json", value: nil, help: "Print JSON for scripts")],
            examples: ["project-manager show 3f2a"]),
        CommandSpec(
            name: "edit", arguments: "ID", summary: "Change a project's title, body or deadline",
            details: "Changes only what you name; everything else stays as it is.",
            options: [
                Option(name: "title", value: "TITLE", help: "The new title"),
                Option(name: "body", value: "TEXT", help: "The new body (\"\" empties it)"),
                Option(name: "deadline", value: "DATE", help: "The new deadline, as for add (fri, +3d, …)"),
                Option(name: "no-deadline", value: nil, help: "Remove the deadline"),
            ],
            examples: ["project-manager edit 3f2a --title 'Write the release notes for 2.0'",
                       "project-manager edit 3f2a --deadline +1w",
                       "project-manager edit 3f2a --no-deadline"]),
        CommandSpec(
            name: "move", arguments: "ID STATE", summary: "Move a project to todo, doing or done",
            details: "Moves the project to another column and records it in the history.",
            options: [], examples: ["project-manager move 3f2a doing"]),
        CommandSpec(
            name: "delete", arguments: "ID", summary: "Delete a project (undo brings it back)",
            details: "Deletes the project. `project-manager undo` restores it, id and all.",
            options: [], examples: ["project-manager delete 3f2a"]),
        CommandSpec(
            name: "history", arguments: "", summary: "Show what changed, newest first",
            details: "Every change with its time and who made it, newest first: added, edited, moved, removed; an undo or a redo names the change it took back or applied again (Undid: Added 'X'.).",
            options: [
                Option(name: "limit", value: "N", help: "Show only the newest N lines"),
                Option(name: "json", value: nil, help: "Print JSON for scripts"),
            ],
            examples: ["project-manager history --limit 10"]),
        CommandSpec(
            name: "undo", arguments: "", summary: "Take back your last change",
            details: "Takes back your newest change, even one made in an earlier run, not someone else's on a shared store. Refused, changing nothing, when someone changed its project since. Up to 100 steps.",
            options: [], examples: ["project-manager undo"]),
        CommandSpec(
            name: "redo", arguments: "", summary: "Apply again the change undo took back",
            details: "Applies the change you undid most recently again. Any new change of yours clears what you can redo.",
            options: [], examples: ["project-manager redo"]),
        CommandSpec(
            name: "export", arguments: "", summary: "Print every project as a JSON document (or a calendar)",
            details: "Writes every field of every project, ids included, to standard output; import reads it back. With --ics it writes an iCalendar file instead: one to-do per project with a deadline, due that day, with a reminder at 09:00; importing it again into a calendar app updates the same items.",
            options: [Option(name: "ics", value: nil, help: "Write the deadlines as iCalendar (RFC 5545)")],
            examples: ["project-manager export > backup.json", "project-manager export --ics > deadlines.ics"]),
        CommandSpec(
            name: "import", arguments: "FILE", summary: "Import an export, or Taskwarrior's `task export`",
            details: "Reads our export or Taskwarrior's JSON, an array or one task a line (rc.json.array=off), from FILE, a pipe such as /dev/stdin, or - for standard input (at most 256 MiB). A project whose id exists is updated, not duplicated. The whole import is one change: one undo takes it back.",
            options: [], examples: ["project-manager import backup.json", "task export | project-manager import -",
                       "task export rc.json.array=off | project-manager import -"]),
        CommandSpec(
            name: "completion", arguments: "SHELL", summary: "Print the completion script for bash, zsh or fish",
            details: "Completes commands, options, states and the ids of the projects in the store (zsh and fish show their titles). bash: add eval \"$(project-manager completion bash)\" to ~/.bashrc. zsh: add eval \"$(project-manager completion zsh)\" to ~/.zshrc after compinit. fish: project-manager completion fish > ~/.config/fish/completions/project-manager.fish. The scripts call 'project-manager completion ids' for the ids.",
            options: [], examples: ["eval \"$(project-manager completion bash)\"",
                                    "project-manager completion fish | source  # fish, for this session"]),
        CommandSpec(
            name: "repair", arguments: "", summary: "Salvage a damaged store: keep every record that is intact",
            details: "When a command says a store file is corrupt, repair reads every project, history line and undo step that is intact (in snapshot.json and journal.jsonl), names each line it could not read (its file, line and byte, and the id or title where legible), and writes a new store in place of the old one. The damaged files stay beside it under a dated name (snapshot.json.damaged-2026-11-26T08-12-03Z); undo steps it cannot trust are dropped, and it says so. It never runs by itself. On a healthy store it changes nothing; a store written by a newer release is left as it is. Exit status: 0 repaired or healthy, 3 damaged and left as it is (--dry-run) or not repairable here.",
            options: [Option(name: "dry-run", value: nil, help: "Only say what it would recover; write nothing")],
            examples: ["project-manager repair --dry-run   # what would be recovered", "project-manager repair"]),
        CommandSpec(
            name: "sync", arguments: "", summary: "Send the changes a shared board saved while offline",
            details: "On a shared board (etcd://…), a change made while no member answers is saved on this machine and waits. Every command sends what waits first, once a member answers; sync does only that, and says how many changes reached the team and how many could not apply (see conflicts). Each change applies once, even if a sync is stopped half-way. Exit status: 0 everything sent, 3 the cluster is still out of reach (the changes keep waiting).",
            options: [], examples: ["project-manager sync"]),
        CommandSpec(
            name: "conflicts", arguments: "[apply N | drop N]", summary: "List and settle offline changes that could not apply",
            details: "A change saved offline that can no longer apply to the board as the team left it (an edit or move of a project someone deleted, a move racing a move, an undo of a change someone changed since) is kept here, never dropped. conflicts lists them, numbered; apply N applies one anyway, as a change of its own on the board as it is now; drop N lets it go.",
            options: [], examples: ["project-manager conflicts", "project-manager conflicts apply 1", "project-manager conflicts drop 2"]),
        CommandSpec(
            name: "serve", arguments: "", summary: "Show the board in a web browser, live",
            details: "Serves the board and prints, first, the address to open: http://127.0.0.1:8080/?token=SECRET. Opening it once gives this browser a cookie and leads to the plain address; a browser without the cookie gets only a page saying to open the printed address, so other people and other accounts on this machine can't use the board. The secret is kept in $XDG_STATE_HOME/project-manager/serve-token (~/.local/state/project-manager/ by default), readable by you alone, so open tabs keep working when serve is restarted; --new-token replaces it and locks out every browser that had it. \"New project\" adds one; click a row to read it, then Edit; right-click (or long-press) a row to move it; Delete asks first; Undo, Redo and History are in the bar. Changes made with the CLI, the terminal board or another tab appear within a second. The page speaks the browser's language (English or Korean), or add &lang=ko to the address. Only this machine can connect unless --lan or --host says otherwise. --lan serves the local network (open the printed address on a tablet or phone on the same network): the traffic is not encrypted, so anyone on that network can read the board and the secret. Ctrl-C stops it.",
            options: [
                Option(name: "port", value: "N", help: "The port (default: 8080; 0 picks a free one)"),
                Option(name: "host", value: "ADDR", help: "The address to listen on (default: 127.0.0.1; 0.0.0.0: all)"),
                Option(name: "lan", value: nil, help: "Listen on this machine's address on the local network"),
                Option(name: "allow-host", value: "NAME", help: "Also answer to this name, say mybox.local (repeatable)", repeatable: true),
                Option(name: "new-token", value: nil, help: "Replace the secret, locking out browsers that had it"),
            ],
            examples: ["project-manager serve                 # open the address it prints",
                       "project-manager serve --port 0        # a free port, printed first",
                       "project-manager serve --lan           # a tablet on the network too",
                       "project-manager serve --lan --allow-host mybox.local",
                       "project-manager serve --new-token     # lock out browsers with the old secret"]),
    ]

    /// The shells `completion` prints a script for (here, beside the table, for the parser).
    public static let completionShells = ["bash", "zsh", "fish"]

    /// The spec of the command called `name`.
    public static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
