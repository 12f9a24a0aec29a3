import Foundation
import Testing

/// `export` and `import`: our own document round trip, Taskwarrior's `task export`, and one undo per import.
@Suite("project-manager export and import", .timeLimit(.minutes(5)))
struct TransferTests {
    /// One project of our export format.
    static func project(
        id: String, title: String, body: String = "", deadline: String? = nil, state: String = "todo",
        createdAt: String = "2026-01-02T03:04:05.678Z", updatedAt: String = "2026-01-03T03:04:05.678Z"
    ) -> [String: Any] {
        ["id": id, "title": title, "body": body, "deadline": deadline.map { $0 as Any } ?? NSNull(),
         "state": state, "createdAt": createdAt, "updatedAt": updatedAt]
    }

    /// Our export document holding `projects`.
    static func document(_ projects: [[String: Any]]) -> Data {
        (try? JSONSerialization.data(withJSONObject: ["format": "project-manager", "version": 1, "projects": projects])) ?? Data()
    }

    static func listed(_ sandbox: Sandbox) async throws -> [[String: Any]] {
        try CommandTests.objects(try await sandbox.run("list", "--json").output)
    }

    @Test("export then import into an empty store round-trips every field, ids included")
    func roundTrip() async throws {
        let source = try Sandbox()
        _ = try await source.add("Write docs", "--body", "tab\there\nand \"quotes\" \\ 한글", "--deadline", "2026-12-01")
        let moved = try await source.add("In progress")
        _ = try await source.run("move", moved, "doing")
        _ = try await source.add("Finished", "--state", "done", "--deadline", "2000-02-29")
        let exported = try await source.run("export")
        #expect(exported.status == 0 && exported.errors.isEmpty)

        let target = try Sandbox()
        let imported = try await target.run("import", try target.writeFile("backup.json", Data(exported.output.utf8)))
        #expect(imported.status == 0)
        #expect(imported.output == "Imported: 3 added, 0 updated, 0 unchanged.\n")
        #expect(try await target.run("export").output == exported.output)
        #expect(try await target.run("list", "--json").output == (try await source.run("list", "--json")).output)
    }

    @Test("re-importing updates projects by id instead of duplicating them")
    func reimportUpdates() async throws {
        let sandbox = try Sandbox()
        let id = "0a1b2c3d-0000-4000-8000-000000000001"
        let first = try sandbox.writeFile("first.json", Self.document([Self.project(id: id, title: "Old title")]))
        #expect(try await sandbox.run("import", first).output == "Imported: 1 added, 0 updated, 0 unchanged.\n")
        #expect(try await sandbox.run("import", first).output == "Imported: 0 added, 0 updated, 1 unchanged.\n")
        let second = try sandbox.writeFile("second.json", Self.document([
            Self.project(id: id, title: "New title", state: "done", updatedAt: "2026-02-01T00:00:00.000Z"),
        ]))
        #expect(try await sandbox.run("import", second).output == "Imported: 0 added, 1 updated, 0 unchanged.\n")
        let projects = try await Self.listed(sandbox)
        #expect(projects.count == 1)
        #expect(projects.first?["id"] as? String == id && projects.first?["title"] as? String == "New title")
        #expect(projects.first?["state"] as? String == "done")
    }

    @Test("a whole import is one change: one undo takes it all back, one redo brings it back")
    func importIsOneUndo() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Mine")
        let file = try sandbox.writeFile("three.json", Self.document((1...3).map {
            Self.project(id: "00000000-0000-4000-8000-00000000000\($0)", title: "Imported \($0)")
        }))
        #expect(try await sandbox.run("import", file).status == 0)
        #expect(try await Self.listed(sandbox).count == 4)
        #expect(try await sandbox.run("undo").status == 0)
        #expect(try await Self.listed(sandbox).compactMap { $0["title"] as? String } == ["Mine"])
        #expect(try await sandbox.run("redo").status == 0)
        #expect(try await Self.listed(sandbox).count == 4)
    }

    @Test("import - reads standard input")
    func importFromStandardInput() async throws {
        let sandbox = try Sandbox()
        let document = Self.document([Self.project(id: "0a1b2c3d-0000-4000-8000-000000000001", title: "From a pipe")])
        let result = try await sandbox.run("import", "-", input: document)
        #expect(result.status == 0 && result.output == "Imported: 1 added, 0 updated, 0 unchanged.\n")
        #expect(try await Self.listed(sandbox).first?["title"] as? String == "From a pipe")
    }

    @Test("Taskwarrior's task export: fields and statuses map, deleted tasks are skipped")
    func taskwarrior() async throws {
        let sandbox = try Sandbox()
        func task(_ uuid: String, _ description: String, _ status: String, _ extra: [String: Any] = [:]) -> [String: Any] {
            var task: [String: Any] = ["id": 0, "uuid": uuid, "description": description, "status": status,
                                       "entry": "20261120T080000Z", "modified": "20261121T093000Z", "urgency": 1.5]
            task.merge(extra) { $1 }
            return task
        }
        let tasks: [[String: Any]] = [
            task("6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a11", "Write docs", "pending", [
                "due": "20261130T230000Z", "tags": ["docs"],
                "annotations": [["entry": "20261120T081000Z", "description": "first note"],
                                ["entry": "20261120T082000Z", "description": "second note"]],
            ]),
            task("6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a12", "Started", "pending", ["start": "20261121T090000Z"]),
            task("6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a13", "Completed", "completed", ["end": "20261121T100000Z"]),
            task("6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a14", "Deleted", "deleted"),
        ]
        let file = try sandbox.writeFile("task.json", try JSONSerialization.data(withJSONObject: tasks))
        let result = try await sandbox.run("import", file)
        #expect(result.status == 0, "\(result)")
        #expect(result.output == "Imported: 3 added, 0 updated, 0 unchanged.\n")
        let projects = try await Self.listed(sandbox)
        #expect(projects.compactMap { $0["title"] as? String } == ["Write docs", "Started", "Completed"])
        #expect(projects.compactMap { $0["state"] as? String } == ["todo", "doing", "done"])
        #expect(projects.compactMap { $0["id"] as? String } == (1...3).map { "6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a1\($0)" })
        #expect(projects[0]["body"] as? String == "first note\nsecond note")
        #expect(projects[0]["deadline"] as? String == "2026-11-30")
        #expect(projects[0]["createdAt"] as? String == "2026-11-20T08:00:00.000Z")
        #expect(projects[0]["updatedAt"] as? String == "2026-11-21T09:30:00.000Z")

        // The due day is the calendar day in local time: 23:00 UTC is the next day in Seoul.
        let seoul = try Sandbox()
        #expect(try await seoul.run(["import", file], environment: ["TZ": "Asia/Seoul"]).status == 0)
        #expect(try await Self.listed(seoul).first?["deadline"] as? String == "2026-12-01")
    }

    @Test("a file that is missing, not JSON, or breaks a rule is refused and changes nothing", arguments: [
        ("missing.json", nil),
        ("garbage.json", Data("not json".utf8)),
        ("wrong.json", Data(#"{"hello": "world"}"#.utf8)),
        ("empty-title.json", TransferTests.document([TransferTests.project(id: "0a1b2c3d-0000-4000-8000-000000000009", title: "  ")])),
        ("bad-state.json", TransferTests.document([TransferTests.project(id: "0a1b2c3d-0000-4000-8000-000000000009", title: "T", state: "later")])),
        ("newer.json", Data(#"{"format":"project-manager","version":99,"projects":[]}"#.utf8)),
    ] as [(String, Data?)])
    func refusedImports(name: String, contents: Data?) async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Existing")
        let before = try sandbox.storeContents()
        let path = try contents.map { try sandbox.writeFile(name, $0) } ?? sandbox.root.appendingPathComponent(name).path
        let result = try await sandbox.run("import", path)
        result.expectFailure(1)
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a file that cannot be read is named, with the reason in the run's language")
    func unreadableFile() async throws {
        let sandbox = try Sandbox()
        let missing = sandbox.root.appendingPathComponent("missing.json").path
        #expect(try await sandbox.run("import", missing).errorMessage == "Cannot read \(missing): no such file.")
        #expect(try await sandbox.run("import", sandbox.home.path).errorMessage == "Cannot read \(sandbox.home.path): it is a directory.")
        let korean = try await sandbox.run("import", missing, "--locale", "ko")
        korean.expectFailure(1)
        #expect(korean.errorMessage == "\(missing) 파일을 읽을 수 없습니다: 파일이 없습니다.")
    }
}
