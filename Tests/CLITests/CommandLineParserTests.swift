import App
import CLI
import Presentation
import Testing

@Suite("Command-line parsing")
struct CommandLineParserTests {
    private func parse(_ words: String...) throws -> Invocation { try CommandLineParser.parse(words) }

    private func usageError(_ words: String...) -> UsageError? {
        do {
            _ = try CommandLineParser.parse(words)
            return nil
        } catch {
            return error
        }
    }

    @Test("no command opens the interactive board")
    func noCommand() throws {
        #expect(try parse() == Invocation(command: .interactive))
        #expect(try parse("--store", "/tmp/s") == Invocation(options: GlobalOptions(store: "/tmp/s"), command: .interactive))
    }

    @Test("add joins its words into the title and reads every option, in either spelling")
    func add() throws {
        #expect(try parse("add", "Buy", "milk") == Invocation(command: .add(title: "Buy milk", body: "", deadline: nil, state: nil)))
        #expect(try parse("add", "T", "--body=B", "--deadline", "2026-12-01", "--state", "DOING")
            == Invocation(command: .add(title: "T", body: "B", deadline: "2026-12-01", state: .doing)))
        #expect(try parse("add", "--", "-5 degrees") == Invocation(command: .add(title: "-5 degrees", body: "", deadline: nil, state: nil)))
    }

    @Test("sync takes nothing; conflicts lists, or settles one by its number with apply or drop")
    func syncAndConflicts() throws {
        #expect(try parse("sync") == Invocation(command: .sync))
        #expect(try parse("conflicts") == Invocation(command: .conflicts))
        #expect(try parse("conflicts", "apply", "2") == Invocation(command: .settle(number: 2, apply: true)))
        #expect(try parse("conflicts", "drop", "1") == Invocation(command: .settle(number: 1, apply: false)))
        #expect(usageError("conflicts", "keep", "1")
            == UsageError("'conflicts' takes apply N or drop N, not 'keep'", hint: "see 'project-manager conflicts --help'"))
        #expect(usageError("conflicts", "apply") == UsageError("'conflicts' needs N", hint: "see 'project-manager conflicts --help'"))
        #expect(usageError("conflicts", "drop", "0")
            == UsageError("N is a conflict's number in the list, not '0'", hint: "see 'project-manager conflicts --help'"))
        #expect(usageError("sync", "now") != nil)
    }

    @Test("an option that takes one value is refused when given twice, in either spelling, not read as the last")
    func optionGivenTwice() throws {
        #expect(usageError("list", "--state", "doing", "--state", "done")
            == UsageError("--state is given twice", hint: "give it once; see 'project-manager list --help'"))
        #expect(usageError("add", "T", "--deadline=today", "--deadline", "tomorrow")
            == UsageError("--deadline is given twice", hint: "give it once; see 'project-manager add --help'"))
        #expect(usageError("--store", "A", "board", "--store=B")
            == UsageError("--store is given twice", hint: "give it once; see 'project-manager board --help'"))
        #expect(try parse("list", "--state", "doing", "--no-color", "--no-color").command == .list(state: .doing, overdueOnly: false, json: false))
    }

    @Test("serve reads where to listen, the names to allow (repeatable) and whether to replace the secret")
    func serveOptions() throws {
        #expect(try parse("serve").command == .serve(ServeOptions()))
        #expect(try parse("serve", "--port", "0", "--lan", "--allow-host", "mybox.local", "--allow-host=board.lan", "--new-token").command
                == .serve(ServeOptions(port: 0, lan: true, allowedHosts: ["mybox.local", "board.lan"], newToken: true)))
        #expect(try parse("serve", "--host", "127.0.0.2").command == .serve(ServeOptions(host: "127.0.0.2")))
        #expect(usageError("serve", "--host", "127.0.0.2", "--lan")?.message == "--host and --lan both say where to listen")
        #expect(usageError("serve", "--allow-host", "")?.message == "--allow-host needs an address, not an empty word")
        #expect(usageError("serve", "--host", "")?.message == "--host needs an address, not an empty word")
        #expect(usageError("serve", "--port", "70000")?.message == "--port needs a number from 0 to 65535, not '70000'")
        #expect(usageError("serve", "--lan=yes")?.message == "--lan takes no value")
    }

    @Test("global options may stand anywhere")
    func globalOptionsAnywhere() throws {
        let expected = Invocation(options: GlobalOptions(store: "S", locale: "ko", noColor: true), command: .board)
        #expect(try parse("--store", "S", "board", "--locale", "KO", "--no-color") == expected)
        #expect(try parse("board", "--no-color", "--store=S", "--locale=ko") == expected)
    }

    @Test("every command parses to its case")
    func everyCommand() throws {
        #expect(try parse("board").command == .board)
        #expect(try parse("list", "--state", "done", "--overdue", "--json").command == .list(state: .done, overdueOnly: true, json: true))
        #expect(try parse("show", "3f2a", "--json").command == .show(id: "3f2a", json: true))
        #expect(try parse("edit", "3f2a", "--title", "New").command == .edit(id: "3f2a", title: "New", body: nil, deadline: .keep))
        #expect(try parse("edit", "3f2a", "--no-deadline").command == .edit(id: "3f2a", title: nil, body: nil, deadline: .remove))
        #expect(try parse("edit", "3f2a", "--body", "", "--deadline", "2026-01-02").command
            == .edit(id: "3f2a", title: nil, body: "", deadline: .set("2026-01-02")))
        #expect(try parse("move", "3f2a", "Done").command == .move(id: "3f2a", to: .done))
        #expect(try parse("delete", "3f2a").command == .delete(id: "3f2a"))
        #expect(try parse("history", "--limit", "5").command == .history(limit: 5, json: false))
        #expect(try parse("undo").command == .undo)
        #expect(try parse("redo").command == .redo)
        #expect(try parse("export").command == .export)
        #expect(try parse("import", "-").command == .importFile(path: "-"))
    }

    @Test("help and version win over everything else")
    func helpAndVersion() throws {
        #expect(try parse("--help").command == .help(topic: nil))
        #expect(try parse("-h").command == .help(topic: nil))
        #expect(try parse("help", "move").command == .help(topic: "move"))
        #expect(try parse("move", "--help").command == .help(topic: "move"))
        #expect(try parse("add", "-h").command == .help(topic: "add"))
        #expect(try parse("--version").command == .version)
        #expect(try parse("-V", "board").command == .version)
    }

    @Test("bad command lines say exactly what is wrong")
    func usageErrors() {
        #expect(usageError("ad") == UsageError("unknown command 'ad'", hint: "did you mean 'add'? see 'project-manager --help'"))
        #expect(usageError("frobnicate") == UsageError("unknown command 'frobnicate'", hint: "see 'project-manager --help'"))
        #expect(usageError("add") == UsageError("'add' needs TITLE", hint: "see 'project-manager add --help'"))
        #expect(usageError("add", "T", "--colour") == UsageError("'add' has no option '--colour'", hint: "see 'project-manager add --help'"))
        #expect(usageError("add", "T", "--deadline") == UsageError("--deadline needs a value (DATE)", hint: "see 'project-manager add --help'"))
        #expect(usageError("add", "T", "--state", "later") == UsageError("--state must be todo, doing or done, not 'later'", hint: "see 'project-manager add --help'"))
        #expect(usageError("move", "3f2a") == UsageError("'move' needs STATE", hint: "see 'project-manager move --help'"))
        #expect(usageError("move", "3f2a", "soon") == UsageError("STATE must be todo, doing or done, not 'soon'", hint: "see 'project-manager move --help'"))
        #expect(usageError("delete", "a", "b") == UsageError("unexpected argument 'b' for 'delete'", hint: "see 'project-manager delete --help'"))
        #expect(usageError("edit", "3f2a") == UsageError("nothing to change", hint: "give --title, --body, --deadline or --no-deadline"))
        #expect(usageError("edit", "3f2a", "--deadline", "2026-01-01", "--no-deadline")
            == UsageError("--deadline and --no-deadline contradict each other", hint: "see 'project-manager edit --help'"))
        #expect(usageError("edit", "3f2a", "--deadline", "")
            == UsageError("--deadline needs a date (YYYY-MM-DD), not an empty word", hint: "use --no-deadline to remove the deadline"))
        #expect(usageError("add", "T", "--deadline=")
            == UsageError("--deadline needs a date (YYYY-MM-DD), not an empty word", hint: "leave out --deadline for a project without one"))
        #expect(usageError("history", "--limit", "0") == UsageError("--limit needs a whole number above 0, not '0'", hint: "see 'project-manager history --help'"))
        #expect(usageError("--locale", "fr") == UsageError("unsupported locale 'fr'", hint: "use --locale en or --locale ko"))
        #expect(usageError("list", "--json=yes") == UsageError("--json takes no value", hint: "see 'project-manager list --help'"))
        #expect(usageError("-x") == UsageError("unknown option '-x'", hint: "put -- before text that starts with '-'; see 'project-manager --help'"))
        #expect(usageError("add", "-5", "degrees")?.hint == "put -- before text that starts with '-'; see 'project-manager add --help'")
        #expect(usageError("help", "frobnicate") == UsageError("unknown command 'frobnicate'", hint: "see 'project-manager --help'"))
    }

    @Test("every command's help has its usage, its options and an example")
    func helpPages() {
        for spec in CommandSpec.all {
            let page = HelpText.page(for: spec)
            #expect(page.hasPrefix("Usage: project-manager \(spec.name)"))
            #expect(page.contains("Example"))
            for option in spec.options { #expect(page.contains("--\(option.name)")) }
            #expect(HelpText.overview().contains("  \(spec.name) "))
        }
    }

    @Test("the help names the store's default place where the program runs, in both languages")
    func helpNamesTheDefaultStore() {
        let apple = Platform(isApple: true, preferredLanguages: [])
        for language in [Language.english, .korean] {
            #expect(HelpText.overview(in: language, platform: .posix).contains("~/.local/share/project-manager."))
            #expect(HelpText.overview(in: language, platform: apple).contains("~/Library/Application Support/project-manager."))
            #expect(!HelpText.overview(in: language, platform: apple).contains(".local/share"))
        }
        for line in HelpText.overview(platform: apple).split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }
}
