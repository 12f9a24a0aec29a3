import Foundation
import ProcessTesting
import TerminalKit
import Testing

/// The real `project-manager` binary, with no command, in a real terminal (tmux): a person's session
/// from the first key to the shell prompt, on a store in a temporary directory.
@Suite("Interactive board, end to end", .timeLimit(.minutes(5)), .enabled(if: TmuxSession.testsShouldRun, "needs tmux (apt-get install tmux); set CI to make its absence a failure"))
struct InteractiveBoardEndToEndTests {
    /// The binary built with these tests, wherever the build put it.
    private static let binary = BuiltProgram.projectManager

    private let store = FileManager.default.temporaryDirectory
        .appendingPathComponent("pm-e2e-\(UUID().uuidString)").path

    /// Runs `body` with the board open in tmux on this test's store; after the board ends, its exit
    /// status and the terminal's settings are printed, so the test can check the terminal was given back.
    /// The tmux server and the store are removed afterwards, whatever happens.
    private func withBoard(language: String = "en_US.UTF-8", _ body: (TmuxSession) async throws -> Void) async throws {
        defer { try? FileManager.default.removeItem(atPath: store) }
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build the package first: \(Self.binary)")
        // After the board: its status and the terminal's line-discipline modes, on one line (after a blank
        // one: tmux may lose the first line written just after the alternate screen is left). Then the pane
        // stays open, reading the terminal: tmux has dropped the last lines of a pane that died at once.
        let command = "env -u NO_COLOR TERM=xterm-256color LANG=\(language) LC_ALL= PROJECT_MANAGER_STORE='\(store)' "
            + "'\(Self.binary)'; status=$?; echo; echo \"EXIT=$status MODES=$(stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(isig|icanon|echo)' | tr '\\n' ' ')\"; "
            + "exec cat >/dev/null"
        let tmux = try await TmuxSession.start(command: command)
        do {
            try await body(tmux)
        } catch {
            await tmux.close()
            throw error
        }
        await tmux.close()
    }

    /// Runs the CLI on the same store, as another process would while the board is open.
    private func cli(_ arguments: String...) async throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["PROJECT_MANAGER_STORE"] = store
        environment["LANG"] = "en_US.UTF-8"
        environment["LC_ALL"] = nil
        let run = try await ProgramRun.run(Self.binary, arguments, environment: environment)
        try #require(run.status == 0, "project-manager \(arguments.joined(separator: " ")): \(run)")
        return run.output
    }

    @Test("Add, move, edit, delete and undo, history, resize, a change from the CLI, quit with the terminal restored")
    func session() async throws {
        try await withBoard { tmux in
            try await tmux.waitFor(" TODO (0) ")

            // Add: the form, its three fields, Ctrl-S.
            try await tmux.press("n")
            try await tmux.waitFor("New Project")
            try await tmux.type("Write the report")
            try await tmux.press("Tab")
            try await tmux.type("2026-12-01")
            try await tmux.press("Tab")
            try await tmux.type("First draft")
            try await tmux.press("C-s")
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (1) ") } && $0.contains { $0.hasPrefix(" Write the report ") } }

            // Move: the menu, the first other column (DOING), Enter.
            try await tmux.press("m")
            try await tmux.waitFor("> Move to DOING")
            try await tmux.press("Enter")
            try await tmux.waitFor { $0.contains { $0.contains("│ DOING (1)") } }

            // Edit: open read-only, e, change the title, Ctrl-S.
            try await tmux.press("Enter")
            try await tmux.waitFor("e Edit")
            try await tmux.press("e")
            try await tmux.waitFor("Ctrl-S Done")
            try await tmux.type(" v2")
            try await tmux.press("C-s")
            try await tmux.waitFor("│ Write the report v2")

            // Delete, then undo.
            try await tmux.press("d")
            try await tmux.waitFor("Delete 'Write the report v2'? (y/n)")
            try await tmux.press("y")
            try await tmux.waitFor { $0.contains { $0.contains("│ DOING (0)") } }
            try await tmux.press("u")
            try await tmux.waitFor("│ Write the report v2")

            // History, newest first; the undo names the delete it took back.
            try await tmux.press("H")
            let history = try await tmux.waitFor("Undid: Removed 'Write the report v2'")
            let first = try #require(history.firstIndex { $0.contains("Undid: Removed 'Write the report v2'") })
            let moved = try #require(history.firstIndex { $0.contains("Moved 'Write the report' from TODO to DOING.") })
            #expect(first < moved)
            try await tmux.press("Escape")
            try await tmux.waitFor { !$0.contains { $0.contains("┌─ History ─") } }

            // Another process adds a project: it appears without a key.
            _ = try await cli("add", "Added from the CLI")
            try await tmux.waitFor(" Added from the CLI ")

            // Resize: wider, too small, back; each redrawn at once.
            try await tmux.resize(columns: 120, rows: 30)
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (1)") && $0.contains("│ DOING (1)") && $0.count > 85 } }
            try await tmux.resize(columns: 60, rows: 20)
            try await tmux.waitFor("terminal too small")
            try await tmux.resize(columns: 80, rows: 24)
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (1)") } }

            // Quit: the program ends with 0 and the terminal is back in its normal (cooked, echoing) mode.
            try await tmux.press("q")
            let after = try await tmux.waitFor("EXIT=")
            #expect(after.contains { $0.hasPrefix("EXIT=0 MODES=isig icanon echo") })

            // Everything was saved as it was made.
            let list = try await cli("list")
            #expect(list.split(separator: "\n").contains { $0.contains("DOING  Dec 1, 2026") && $0.hasSuffix("Write the report v2") })
            #expect(list.contains("Added from the CLI"))
        }
    }

    @Test("> and < move the selected project a column along; / narrows the board as you type, Esc clears it")
    func moveKeyAndFilter() async throws {
        _ = try await cli("add", "Buy milk")
        _ = try await cli("add", "릴리스 노트", "--body", "Report for the team")
        _ = try await cli("add", "Write the report", "--deadline", "2030-01-01")  // first on the board: it has a deadline
        try await withBoard { tmux in
            try await tmux.waitFor(" TODO (3) ")
            try await tmux.press("g")
            try await tmux.press(">")
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (2) ") && $0.contains("│ DOING (1)") } }
            try await tmux.press(">")
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (2) ") && $0.contains("│ DONE (1)") } }
            try await tmux.press("<")
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (2) ") && $0.contains("│ DOING (1)") } }

            try await tmux.press("/")
            try await tmux.waitFor("Filter: ")
            try await tmux.type("REPORT")
            let narrowed = try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (1 of 2) ") && $0.contains("│ DOING (1 of 1)") } }
            #expect(!narrowed.contains { $0.contains("Buy milk") })
            try await tmux.press("Enter")
            try await tmux.waitFor { $0.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.hasPrefix(" Filter: REPORT") == true }
            try await tmux.press("Escape")
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (2) ") } && $0.contains { $0.contains("Buy milk") } }
            try await tmux.press("q")
            _ = try await tmux.waitFor("EXIT=")
            // Saved as it was made: the report in DOING, the filter gone with the board.
            let list = try await cli("list")
            #expect(list.split(separator: "\n").filter { $0.contains("DOING") && $0.hasSuffix("Write the report") }.count == 1)
        }
    }

    @Test("Ctrl-C quits too, and Korean text keeps the columns aligned")
    func controlCAndKorean() async throws {
        _ = try await cli("add", "한글 제목")
        try await withBoard(language: "ko_KR.UTF-8") { tmux in
            // The whole screen, footer included: a frame may be caught half written.
            let board = try await tmux.waitFor { $0.contains { $0.hasPrefix(" 한글 제목 ") } && $0.contains { $0.contains("q 종료") } }
            let row = try #require(board.first { $0.hasPrefix(" 한글 제목 ") })
            #expect(String(row.prefix { $0 != "│" }).displayWidth == 26)  // Hangul counted two columns each
            #expect(board.contains { $0.contains("q 종료") })
            try await tmux.press("C-c")
            let after = try await tmux.waitFor("EXIT=")
            #expect(after.contains { $0.hasPrefix("EXIT=0 MODES=isig icanon echo") })
        }
    }

    @Test("In a shell: cursor editing in the form, a deadline stepped with ↑, Ctrl-Z to the shell and fg back")
    func editingAndSuspending() async throws {
        defer { try? FileManager.default.removeItem(atPath: store) }
        try #require(FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash for job control")
        // An interactive shell with job control, so Ctrl-Z stops the board and `fg` continues it.
        let tmux = try await TmuxSession.start(
            command: "env -u NO_COLOR -u PROMPT_COMMAND TERM=xterm-256color LANG=en_US.UTF-8 LC_ALL= PS1='$ ' /bin/bash --norc --noprofile -i")
        do {
            try await tmux.waitFor("$")
            try await tmux.type("PROJECT_MANAGER_STORE='\(store)' '\(Self.binary)'")
            try await tmux.press("Enter")
            try await tmux.waitFor(" TODO (0) ")

            // The title typed with a slip, mended in the middle: ←, a word back, Home, Delete, Ctrl-E.
            try await tmux.press("n")
            try await tmux.waitFor("New Project")
            try await tmux.type("Write reprt")
            try await tmux.press("Left", "Left")
            try await tmux.type("o")
            try await tmux.press("M-b")  // Alt-b: to the start of "report"
            try await tmux.type("the ")
            try await tmux.press("Home", "Delete")
            try await tmux.type("w")
            try await tmux.press("C-e")
            try await tmux.type("s")
            try await tmux.waitFor("│ Title     write the reports ")

            // The deadline: ↑ from empty is today, ↑ again tomorrow, with its weekday.
            try await tmux.press("Tab", "Up", "Up")
            let tomorrow = try #require(CalendarDayText.tomorrow)
            try await tmux.waitFor("│ Deadline  \(tomorrow.iso)  \(tomorrow.weekday)")

            // Ctrl-Z: the shell's prompt and its job line, in the terminal's normal mode.
            try await tmux.press("C-z")
            let stopped = try await tmux.waitFor("Stopped")
            #expect(!stopped.contains { $0.contains("New Project") })
            try await tmux.type("stty -a | grep -ow -- -icanon || echo COOKED")
            try await tmux.press("Enter")
            try await tmux.waitFor { $0.contains("COOKED") }  // the answer on a line of its own, not the typed command

            // fg: the board is drawn again, the form as it was, and keys work.
            try await tmux.type("fg")
            try await tmux.press("Enter")
            try await tmux.waitFor("│ Title     write the reports ")
            try await tmux.press("C-s")
            try await tmux.waitFor { $0.contains { $0.hasPrefix(" TODO (1) ") } && $0.contains { $0.hasPrefix(" write the reports ") } }
            try await tmux.press("q")
            try await tmux.waitFor { $0.last { !$0.isEmpty } == "$" }
        } catch {
            await tmux.close()
            throw error
        }
        await tmux.close()
        let list = try await cli("list")
        #expect(list.split(separator: "\n").contains { $0.hasSuffix("write the reports") })
    }
}

/// Tomorrow as the board shows it, in this machine's time zone (the board runs in it too).
private enum CalendarDayText {
    static var tomorrow: (iso: String, weekday: String)? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        guard let date = calendar.date(byAdding: .day, value: 1, to: Date()) else { return nil }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        let iso = String(format: "%04d-%02d-%02d", year, month, day)
        let weekday = date.formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), calendar: calendar, timeZone: calendar.timeZone)
            .weekday(.abbreviated).year().month(.abbreviated).day())
        return (iso, weekday)
    }
}
