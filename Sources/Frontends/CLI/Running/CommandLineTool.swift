import App
import Foundation
import Presentation
import TerminalKit

/// The `project-manager` program: parses the words, wires the app, runs the command, and turns every
/// failure into one `error:` line and an ``ExitStatus``. It never crashes on bad input.
@MainActor
public enum CommandLineTool {
    /// Runs one command line.
    ///
    /// - Parameters:
    ///   - arguments: the words after the program name.
    ///   - environment: the process environment (store, locale, colour).
    ///   - console: where output goes.
    ///   - openBoard: the interactive board, used when there is no command and both standard input and
    ///     output are terminals; `nil` prints the board instead.
    ///   - serve: the board in a browser, for `serve` (with its options and the global ones, `--no-color`).
    ///   - plugIns: the stores and document formats the program plugs in beyond the layers' own.
    /// - Returns: the exit status for the process.
    public static func run(
        arguments: [String], environment: [String: String], console: Console,
        openBoard: (@MainActor (AppContainer, GlobalOptions) async -> Int32)? = nil,
        serve: (@MainActor (AppContainer, ServeOptions, GlobalOptions) async -> Int32)? = nil,
        plugIns: PlugIns = PlugIns()
    ) async -> Int32 {
        let receipt = ChangeReceipt()
        let status = await execute(arguments: arguments, environment: environment, console: console, receipt: receipt,
                                   openBoard: openBoard, serve: serve, plugIns: plugIns)
        do {
            try console.flush()
            return status
        } catch {
            // A full disk or a file-size limit under standard output: the output is incomplete, so the
            // run must not look like a success (think of `export > backup.json`).
            let reason = (error as? POSIXError).map { String(cString: strerror($0.code.rawValue)) } ?? "\(error)"
            let strings = CLIStrings(arguments: arguments, environment: environment)
            if status == ExitStatus.success.rawValue, let change = receipt.change {
                // The change is durable: a script that retried on this failure would make it twice.
                console.printError("error: " + strings.savedButNotShown(reason, change))
                console.printError("hint: " + strings.doNotRepeat)
                try? console.flush()
                return ExitStatus.savedOutputLost.rawValue
            }
            if (error as? POSIXError)?.code == .EPIPE {
                // The reader stopped reading on purpose; there is nothing to tell it.
                return status == ExitStatus.success.rawValue ? ExitStatus.readerGone.rawValue : status
            }
            console.printError("error: " + strings.cannotWriteOutput(reason))
            try? console.flush()
            return status == ExitStatus.success.rawValue ? ExitStatus.storage.rawValue : status
        }
    }

    private static func execute(
        arguments: [String], environment: [String: String], console: Console, receipt: ChangeReceipt,
        openBoard: (@MainActor (AppContainer, GlobalOptions) async -> Int32)?,
        serve: (@MainActor (AppContainer, ServeOptions, GlobalOptions) async -> Int32)?,
        plugIns: PlugIns
    ) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            let (message, hint) = error.text(in: LanguageChoice.resolve(flag: localeFlag(in: arguments), environment: environment))
            report(CommandFailure(message, hint: hint, status: .usage), to: console)
            return ExitStatus.usage.rawValue
        }
        switch invocation.command {
        case .version:
            console.print(HelpText.version)
            return ExitStatus.success.rawValue
        case let .help(topic):
            // The language every other text of the run would speak, from --locale or the environment.
            // Help needs no store, so a store that cannot be resolved (an unusable HOME) does not stop it.
            let language = LanguageChoice.resolve(flag: invocation.options.locale, environment: environment)
            console.print(topic.flatMap(CommandSpec.named).map { HelpText.page(for: $0, in: language) }
                ?? HelpText.overview(in: language))
            return ExitStatus.success.rawValue
        case let .completion(shell):
            console.write(CompletionScript.script(for: shell))
            return ExitStatus.success.rawValue
        default: break
        }

        let configuration: AppConfiguration
        do {
            configuration = try .resolve(storeFlag: invocation.options.store, localeFlag: invocation.options.locale,
                                         environment: environment, stores: plugIns.addressedStores)
        } catch {
            let (message, hint) = CLIStrings(arguments: arguments, environment: environment).configurationProblem(error)
            let status: ExitStatus = error.isUsage ? .usage : .storage
            report(CommandFailure(message, hint: hint, status: status), to: console)
            return status.rawValue
        }
        let opensBoard = invocation.command == .interactive && openBoard != nil && console.outputIsTerminal && isatty(STDIN_FILENO) == 1
        var serves = false
        if case .serve = invocation.command { serves = serve != nil }
        // Everything else is one command, then the process exits: nothing runs while it waits for the disk.
        let app = AppContainer(configuration: configuration, plugIns: plugIns, runsOneCommand: !opensBoard && !serves)
        if opensBoard, let openBoard {
            try? console.flush()
            return await openBoard(app, invocation.options)
        }
        if case let .serve(options) = invocation.command, let serve {
            try? console.flush()
            return await serve(app, options, invocation.options)
        }
        let policy = ColorPolicy(environment: environment, outputIsTerminal: console.outputIsTerminal,
                                 noColorFlag: invocation.options.noColor)
        let runner = CommandRunner(app: app, console: console, receipt: receipt, policy: policy, width: outputWidth(console, environment))
        do {
            try await runner.run(invocation.command)
            // `sync` says itself what it sent and what waits.
            let saidItself = if case .sync = invocation.command { true } else { false }
            if !saidItself, let notice = app.staleBoardNotice() { console.printError("warning: " + notice.sanitizedForTerminal()) }
            return ExitStatus.success.rawValue
        } catch let failure as CommandFailure {
            report(failure, to: console)
            return failure.status.rawValue
        } catch {
            let status: ExitStatus = error is StorageError ? .storage : .rejected
            report(CommandFailure(app.localizer.message(for: error), status: status), to: console)
            return status.rawValue
        }
    }

    /// The value of `--locale` among `arguments`, read without the parser (which may have failed).
    static func localeFlag(in arguments: [String]) -> String? {
        for (index, word) in arguments.enumerated() {
            if word == "--" { break }
            if word.hasPrefix("--locale=") { return String(word.dropFirst("--locale=".count)).lowercased() }
            if word == "--locale", index + 1 < arguments.count { return arguments[index + 1].lowercased() }
        }
        return nil
    }

    private static func report(_ failure: CommandFailure, to console: Console) {
        console.printError("error: " + failure.message.sanitizedForTerminal())
        if let hint = failure.hint { console.printError("hint: " + hint) }
    }

    /// The widest output laid out: wider than any terminal, small enough that padding a line to it is cheap.
    private static let maximumWidth = 1_000

    /// The terminal's width, `COLUMNS` when set (e.g. in scripts), else 100; at most ``maximumWidth``,
    /// since `COLUMNS` is only a hint and a huge one must not make every line that long.
    private static func outputWidth(_ console: Console, _ environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return min(columns, maximumWidth) }
        if console.outputIsTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return min(Int(size.ws_col), maximumWidth) }
        }
        return 100
    }
}
