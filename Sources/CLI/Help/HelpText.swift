/// The text of `--help`: the overview and each command's page, built from ``CommandSpec/all``.
public enum HelpText {
    /// The program's version, as `--version` prints it.
    public static let version = "project-manager 1.0.0"

    /// `project-manager --help`.
    public static var overview: String {
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        let commands = CommandSpec.all.map { "  \(pad($0.name, width + 2))\($0.summary)" }
        return """
        project-manager: a kanban board (TODO · DOING · DONE) for the terminal.

        Usage:
          project-manager                   the interactive board (printed on a pipe)
          project-manager COMMAND [options]

        Commands:
        \(commands.joined(separator: "\n"))

        \(globalOptions)

        Examples:
          project-manager add 'Write the release notes' --deadline 2026-12-01
          project-manager move 3f2a doing
          project-manager list --overdue

        A project is named by its short id (the 8 hex digits add prints) or any
        unique prefix of 4 or more. Run 'project-manager COMMAND --help' for a
        command's options and examples.

        Store: --store DIR, else $PROJECT_MANAGER_STORE,
               else $XDG_DATA_HOME/project-manager, else ~/.local/share/project-manager.
        Exit status: 0 done; 1 input rejected or project not found; 2 usage error;
                     3 store error; 4 the change was saved but the output failed
                     (do not run it again).
        """
    }

    /// `project-manager COMMAND --help`.
    public static func page(for spec: CommandSpec) -> String {
        var lines = ["Usage: \(spec.usage)", "", spec.summary + ".", ""] + wrapped(spec.details, width: 78)
        if !spec.options.isEmpty {
            let labels = spec.options.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
            let width = labels.map(\.count).max() ?? 0
            lines += ["", "Options:"]
            lines += zip(labels, spec.options).map { "  \(pad($0, width + 2))\($1.help)" }
        }
        lines += ["", "Example\(spec.examples.count == 1 ? "" : "s"):"] + spec.examples.map { "  \($0)" }
        lines += ["", globalOptions]
        return lines.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` characters, so help reads well in 80 columns.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static let globalOptions = """
        Global options:
          --store DIR     Use the store in DIR
          --locale en|ko  Language of the output (else from LC_ALL, LC_MESSAGES or LANG)
          --no-color      Never colour the output (NO_COLOR and TERM=dumb do the same)
          -h, --help      Show help
          -V, --version   Show the version
        """
}
