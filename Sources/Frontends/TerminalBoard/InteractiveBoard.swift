import Foundation
import Presentation
import TerminalKit

/// The interactive board: `project-manager` with no command, on a terminal.
///
/// The composition root builds a ``ViewModelFactory`` (store, use cases, clock, localizer) and hands it
/// here; the board needs nothing else:
/// ```swift
/// let status = await InteractiveBoard.run(factory: factory, environment: ProcessInfo.processInfo.environment)
/// exit(status)
/// ```
/// It takes over the terminal (raw mode, the alternate screen), draws the board and answers keys until
/// `q` or Ctrl-C. The terminal is given back as it was found however the board ends: a key, an error,
/// or SIGTERM, SIGINT and SIGHUP (see ``TerminalSession``). Ctrl-Z (or SIGTSTP from elsewhere) gives the
/// terminal back and suspends the program; `fg` takes it again and redraws. A resize redraws at once.
/// Changes made meanwhile by another process (the CLI, a teammate) appear on their own: the board follows
/// the store's feed of changes (``BoardViewModelInput/followChanges()``, in a task this function owns and
/// cancels) and reads only what changed, when it changed; a store without a feed is read again when no key
/// comes for `refreshInterval`. Changes are saved as they are made; the store is only locked while a
/// view-model input runs, never while waiting for a key.
public enum InteractiveBoard {
    /// Runs the board until the user quits.
    ///
    /// - Parameters:
    ///   - factory: builds the board and everything it opens; its localizer gives every text.
    ///   - environment: the process environment; `NO_COLOR` (non-empty) turns colour off and `TERM=dumb`
    ///     every attribute, and overdue deadlines are then marked with `!`.
    ///   - noColor: the `--no-color` flag, the same as `NO_COLOR`.
    ///   - refreshInterval: for a store without a feed of changes, how long the board waits for a key
    ///     before it reads the store again.
    /// - Returns: the exit status: 0 after `q` or Ctrl-C, 1 when standard input or output is not a
    ///   terminal (after printing `error: …` on standard error).
    @MainActor
    public static func run(
        factory: ViewModelFactory, environment: [String: String], noColor: Bool = false,
        refreshInterval: Duration = .seconds(1)
    ) async -> Int32 {
        let policy = ColorPolicy(environment: environment, outputIsTerminal: true, noColorFlag: noColor)
        let session: TerminalSession
        do {
            session = try TerminalSession()
        } catch {
            FileHandle.standardError.write(Data("error: \(factory.localizer.message(for: error))\n".utf8))
            return 1
        }
        defer { session.restore() }

        let screen = BoardScreen(factory: factory, policy: policy)
        var renderer = ScreenRenderer(policy: policy)
        func draw() {
            session.write(renderer.render(screen.frame(size: session.size)))
        }
        screen.drawNow = draw
        await screen.appear()
        draw()
        // The feed's reloads land between keys; a short wait for a key lets them show within a second.
        let follows = screen.board.followsChanges
        let following = Task { await screen.followChanges() }
        defer { following.cancel() }
        for await event in session.makeInputReader().events(timeout: follows ? .milliseconds(100) : refreshInterval) {
            switch event {
            case .key(.control("z")):
                session.suspend()      // returns after the shell's `fg`
                renderer.invalidate()  // the shell drew over the screen meanwhile
            case let .key(key):
                guard await screen.handle(key) else { return 0 }
            case .resized:
                renderer.invalidate()  // the terminal may have reflowed or cleared what it showed
            case .timeout:
                if !follows { await screen.refresh() } else if !screen.needsDrawing { continue }
            case .inputClosed:
                return 0
            }
            draw()
        }
        return 0
    }
}
