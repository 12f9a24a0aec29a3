import App
import Foundation
import Testing

/// What the environment decides: where the store is, the language, colour, and help.
@Suite("project-manager environment, help and output", .timeLimit(.minutes(5)))
struct EnvironmentTests {
    /// Where the store goes with no setting: `~/.local/share`, or Application Support on Apple's systems.
    static let defaultData = Platform.current.isApple ? "Library/Application Support/project-manager" : ".local/share/project-manager"

    @Test("with no store variables, the store is ~/.local/share/project-manager, created 0700 on the first write only")
    func defaultStore() async throws {
        let sandbox = try Sandbox()
        let unset: [String: String?] = ["PROJECT_MANAGER_STORE": nil]
        let store = sandbox.home.appendingPathComponent(Self.defaultData)
        #expect(try await sandbox.run(["list"], environment: unset).status == 0)
        #expect(!FileManager.default.fileExists(atPath: store.path), "reading must not create the store")

        #expect(try await sandbox.run(["add", "First"], environment: unset).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try await sandbox.run(["list"], environment: unset).output.contains("First"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.store.path))
    }

    @Test("XDG_DATA_HOME is used when set and absolute; PROJECT_MANAGER_STORE beats it; --store beats both")
    func storePrecedence() async throws {
        let sandbox = try Sandbox()
        let xdg = sandbox.root.appendingPathComponent("xdg")
        let flag = sandbox.root.appendingPathComponent("flag")
        #expect(try await sandbox.run(["add", "In XDG"], environment: ["PROJECT_MANAGER_STORE": nil, "XDG_DATA_HOME": xdg.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("project-manager").path))
        #expect(try await sandbox.run(["add", "In store"], environment: ["XDG_DATA_HOME": xdg.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.store.path))
        #expect(try await sandbox.run("--store", flag.path, "add", "In flag").status == 0)
        #expect(try await sandbox.run("list", "--store=\(flag.path)").output.contains("In flag"))
        #expect(try await sandbox.run("list").output.contains("In store"))
        // A relative XDG_DATA_HOME is invalid (XDG spec) and ignored.
        #expect(try await sandbox.run(["add", "Home"], environment: ["PROJECT_MANAGER_STORE": nil, "XDG_DATA_HOME": "relative"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.home.appendingPathComponent(Self.defaultData).path))
    }

    @Test("--help and --version answer without a store", arguments: [["--help"], ["-h"], ["help"], ["--version"], ["-V"]])
    func overview(arguments: [String]) async throws {
        let sandbox = try Sandbox()
        let result = try await sandbox.run(arguments, environment: ["PROJECT_MANAGER_STORE": "/nonexistent/store"])
        #expect(result.status == 0 && result.errors.isEmpty)
        #expect(result.lines.allSatisfy { $0.count <= 80 }, "fits an 80-column terminal")
        if arguments[0] == "--version" || arguments[0] == "-V" {
            #expect(result.output == "project-manager 1.0.0\n")
        } else {
            for command in ["board", "add", "list", "show", "edit", "move", "delete", "history", "undo", "redo", "export", "import"] {
                #expect(result.output.contains("\n  \(command) "), "\(command)")
            }
        }
    }

    @Test("every command has --help with a usage line and an example", arguments: [
        "board", "add", "list", "show", "edit", "move", "delete", "history", "undo", "redo", "export", "import",
    ])
    func commandHelp(command: String) async throws {
        let sandbox = try Sandbox()
        for arguments in [[command, "--help"], ["help", command]] {
            let result = try await sandbox.run(arguments)
            #expect(result.status == 0 && result.errors.isEmpty)
            #expect(result.lines.first?.hasPrefix("Usage: project-manager \(command)") == true)
            #expect(result.lines.contains { $0.hasPrefix("  project-manager \(command)") }, "an example")
            #expect(result.lines.allSatisfy { $0.count <= 80 }, "fits an 80-column terminal")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.store.path))
    }

    @Test("--locale ko and LANG=ko_KR.UTF-8 speak Korean; --locale and LC_ALL come first")
    func korean() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("보고서", "--deadline", "2000-01-01")
        let moved = try await sandbox.run("--locale", "ko", "move", id, "doing")
        #expect(moved.output == "'보고서'을(를) TODO에서 DOING(으)로 옮겼습니다.\n", "\(moved)")
        let history = try await sandbox.run(["history"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(history.lines.last?.hasSuffix("'보고서'을(를) 추가했습니다.") == true, "\(history)")
        let missing = try await sandbox.run(["show", "ffff"], environment: ["LANG": "ko_KR.UTF-8"])
        missing.expectFailure(1)
        #expect(missing.errorMessage == "'ffff' 프로젝트가 없습니다.")
        let list = try await sandbox.run(["list"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(list.lines.first?.contains("마감일") == true && list.output.contains("2000년 1월 1일 !"), "\(list)")
        let board = try await sandbox.run("board", "--locale", "ko")
        #expect(board.output.contains("2000년 1월 1일 ! (기한 지남)"), "\(board)")

        let english = try await sandbox.run(["--locale", "en", "show", "ffff"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(english.errorMessage == "No project 'ffff'.")
        let posix = try await sandbox.run(["show", "ffff"], environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"])
        #expect(posix.errorMessage == "No project 'ffff'.")
    }

    @Test("output that is not a terminal has no escape codes, whatever TERM says; overdue is marked with '!'",
          arguments: [[:], ["TERM": "xterm-256color"], ["TERM": "dumb"], ["NO_COLOR": "1", "TERM": "xterm"]] as [[String: String?]])
    func noColorOnPipes(environment: [String: String?]) async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Late", "--deadline", "2000-01-01")
        for arguments in [["board"], ["list"], ["show", id], []] {
            let result = try await sandbox.run(arguments, environment: environment)
            #expect(result.status == 0)
            #expect(!result.output.contains("\u{1B}"), "\(arguments)")
            #expect(result.output.contains("!"), "\(arguments)")
        }
    }

    #if os(Linux)
    @Test("on a terminal, overdue deadlines are red unless NO_COLOR, TERM=dumb or --no-color",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
          arguments: [
              ([], ["TERM": "xterm-256color"], true),
              ([], ["TERM": "xterm-256color", "NO_COLOR": "1"], false),
              ([], ["TERM": "dumb"], false),
              (["--no-color"], ["TERM": "xterm-256color"], false),
          ] as [([String], [String: String], Bool)])
    func colorOnTerminal(flags: [String], environment: [String: String], red: Bool) async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Late", "--deadline", "2000-01-01")
        _ = try await sandbox.add("Fine", "--deadline", "2999-01-01")
        let command = ([Sandbox.executable.path, "list"] + flags).joined(separator: " ")
        // `script` runs the command on a new pseudo-terminal, so its standard output is a terminal.
        let result = try await sandbox.launch(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: sandbox.baseEnvironment.merging(environment) { $1 }
        )
        #expect(result.status == 0, "\(result)")
        let lateLine = try #require(result.output.split(whereSeparator: \.isNewline).first { $0.contains("Late") })
        let fineLine = try #require(result.output.split(whereSeparator: \.isNewline).first { $0.contains("Fine") })
        #expect(lateLine.contains(/\x1B\[(0;)?31m/) == red, "\(result)")
        #expect(!fineLine.contains("\u{1B}"))
    }

    @Test("on a terminal, list cuts long titles to the width with …; on a pipe it prints them whole",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func listFitsTheTerminal() async throws {
        let sandbox = try Sandbox()
        let title = "Write the release notes for version two, 두 번째 판의 출시 안내문"
        _ = try await sandbox.add(title)
        let terminal = try await sandbox.launch(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "\(Sandbox.executable.path) list", "/dev/null"],
            environment: sandbox.baseEnvironment.merging(["TERM": "xterm", "COLUMNS": "60"]) { $1 }
        )
        let row = try #require(terminal.output.split(whereSeparator: \.isNewline).dropFirst().first)
        #expect(row.hasSuffix("  Write the release notes for vers…"), "\(terminal)") // 60 columns in all
        #expect(try await sandbox.run(["list"], environment: ["COLUMNS": "60"]).lines.last?.hasSuffix(title) == true)
    }
    #endif
}
