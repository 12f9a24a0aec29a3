import Foundation
import ProcessTesting
import Testing

/// Taskwarrior itself writes both export forms, and both import the same.
@Suite("project-manager import of Taskwarrior's own exports", .timeLimit(.minutes(5)))
struct TaskwarriorLinesTests {
    static let task = SystemTool.find("task")

    @Test("task export and task export rc.json.array=off import to the same board")
    func bothForms() async throws {
        guard let task = Self.task else {
            // A developer machine may lack Taskwarrior; CI installs it and must run this.
            #expect(!SystemTool.isDemandedByCI, "Taskwarrior (task) is needed on CI")
            return
        }
        let sandbox = try Sandbox()
        let data = sandbox.root.appendingPathComponent("taskdata")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let rc = try sandbox.writeFile("taskrc", Data("data.location=\(data.path)\nconfirmation=off\n".utf8))
        let environment = ["TASKRC": rc, "TASKDATA": data.path, "HOME": sandbox.home.path, "PATH": "/usr/bin:/bin"]
        func run(_ arguments: String...) async throws -> String {
            let result = try await sandbox.launch(URL(fileURLWithPath: task), arguments, environment: environment)
            #expect(result.status == 0, "task \(arguments): \(result.errors)")
            return result.output
        }
        _ = try await run("add", "Write docs", "due:2026-12-01")
        _ = try await run("add", "Review, then merge")
        _ = try await run("1", "annotate", "first note")
        _ = try await run("2", "start")
        let array = try await run("export")
        let lines = try await run("export", "rc.json.array=off")
        #expect(!lines.hasPrefix("[") && lines.split(separator: "\n").count == 2)

        var boards: [String] = []
        for (name, export) in [("array.json", array), ("lines.json", lines)] {
            let target = try Sandbox()
            let imported = try await target.run("import", try target.writeFile(name, Data(export.utf8)))
            #expect(imported.output == "Imported: 2 added, 0 updated, 0 unchanged.\n", "\(name): \(imported)")
            boards.append(try await target.run("list", "--json").output)
        }
        #expect(boards[0] == boards[1])
        let projects = try CommandTests.objects(boards[1])
        #expect(projects.compactMap { $0["title"] as? String } == ["Write docs", "Review, then merge"])
        #expect(projects.compactMap { $0["state"] as? String } == ["todo", "doing"])
        #expect(projects.first?["body"] as? String == "first note")
    }
}
