import Foundation
import Testing

/// Titles and bodies made to attack a terminal: escape sequences (clear the screen, set the window
/// title, hyperlinks), C1 controls, bidirectional overrides, invalid UTF-8. Each comes in through `add`,
/// `edit` and `import`, and is either refused with a reason and no change, or stored and never printed raw.
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait) struct HostileContentTests {
    /// Texts a terminal would act on, as the bytes a user or a file could hand over.
    static let hostile: [(name: String, bytes: [UInt8])] = [
        ("CSI clear screen", Array("a\u{1B}[2Jb".utf8)),
        ("OSC window title", Array("a\u{1B}]0;pwned\u{07}b".utf8)),
        ("OSC 8 hyperlink", Array("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\".utf8)),
        ("C1 CSI", Array("a\u{9B}31mb".utf8)),
        ("right-to-left override", Array("a\u{202E}gnp.exe".utf8)),
        ("bidi isolate", Array("a\u{2066}b\u{2069}".utf8)),
        ("DEL and backspace", Array("a\u{7F}\u{08}b".utf8)),
        ("carriage return", Array("innocent\rEVIL".utf8)),
    ]

    /// Bytes that are not UTF-8 at all: stored as U+FFFD, so they are harmless.
    static let invalidUTF8: [UInt8] = [0x62, 0x61, 0x64, 0x20, 0xFF, 0xFE, 0xC0, 0xAF, 0x20, 0xED, 0xA0, 0x80]

    @Test(arguments: hostile.map(\.name))
    func addAndEditRefuseControlCharactersWithAReason(name: String) async throws {
        let bytes = try #require(Self.hostile.first { $0.name == name }).bytes
        let program = Program(scratch: try Scratch())
        let id = try await program.succeed(["add", "plain"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let before = StoreFiles(program.store)

        let attempts: [[[UInt8]]] = [
            [Array("add".utf8), bytes],
            [Array("add".utf8), Array("title".utf8), Array("--body".utf8), bytes],
            [Array("edit".utf8), Array(id.utf8), Array("--title".utf8), bytes],
            [Array("edit".utf8), Array(id.utf8), Array("--body".utf8), bytes],
        ]
        for words in attempts {
            let outcome = try await program.run(bytes: words)
            let command = words.map { String(decoding: $0, as: UTF8.self).debugDescription }.joined(separator: " ")
            #expect(outcome.status == 1, "\(command): \(outcome)")
            #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.count > 10, "\(command): \(outcome)")
            #expect(TerminalHazards.find(in: outcome.output + outcome.errors).isEmpty, "\(command): \(outcome)")
        }
        #expect(StoreFiles(program.store) == before)
    }

    @Test(arguments: hostile.map(\.name))
    func importRefusesControlCharactersWithAReason(name: String) async throws {
        let text = String(decoding: try #require(Self.hostile.first { $0.name == name }).bytes, as: UTF8.self)
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "plain"])
        let before = StoreFiles(program.store)
        let ours = ExportedProject.document([
            ExportedProject(id: "0b1e55ed-0000-4000-8000-000000000001", title: "fine", body: "fine", state: "todo"),
            ExportedProject(id: "0b1e55ed-0000-4000-8000-000000000002", title: text, body: "", state: "todo"),
        ])
        let oursInBody = ExportedProject.document([
            ExportedProject(id: "0b1e55ed-0000-4000-8000-000000000003", title: "fine", body: text, state: "todo"),
        ])
        let taskwarrior = try JSONSerialization.data(withJSONObject: [
            ["uuid": "0b1e55ed-0000-4000-8000-000000000004", "description": "fine", "status": "pending",
             "entry": "20260101T000000Z", "annotations": [["entry": "20260101T000000Z", "description": text]]],
            ["uuid": "0b1e55ed-0000-4000-8000-000000000005", "description": text, "status": "pending", "entry": "20260101T000000Z"],
        ])
        for (index, document) in [ours, oursInBody, taskwarrior].enumerated() {
            let outcome = try await program.run(["import", try program.file("hostile-\(index).json", document)])
            #expect(outcome.status == 1, "document \(index): \(outcome)")
            #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.lowercased().contains("item"), "document \(index): \(outcome)")
            #expect(TerminalHazards.find(in: outcome.output + outcome.errors).isEmpty, "document \(index): \(outcome)")
        }
        #expect(StoreFiles(program.store) == before)
    }

    /// A title and body of invalid UTF-8 come in as U+FFFD, and no output ever carries a raw byte of them.
    @Test func invalidUTF8IsStoredReplacedAndPrintedSafely() async throws {
        let program = Program(scratch: try Scratch())
        let added = try await program.run(bytes: [Array("add".utf8), Self.invalidUTF8, Array("--body".utf8), Self.invalidUTF8])
        #expect(added.status == 0, "\(added)")
        let id = added.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        let edited = try await program.run(bytes: [Array("edit".utf8), Array(id.utf8), Array("--body".utf8), [0x78, 0x80, 0x79]])
        #expect(edited.status == 0, "\(edited)")

        let project = try #require(try await program.projects().first)
        #expect(!project.title.isEmpty && project.title.unicodeScalars.contains("\u{FFFD}"))
        #expect(project.body == "x\u{FFFD}y")
        for command in [["board"], ["list"], ["list", "--json"], ["show", id], ["show", id, "--json"], ["history"], ["export"]] {
            let outcome = try await program.run(command)
            #expect(outcome.status == 0, "\(command): \(outcome)")
            #expect(TerminalHazards.find(in: outcome.output + outcome.errors).isEmpty, "\(command): \(outcome)")
        }
    }

    /// An import file with raw invalid UTF-8 or raw control bytes inside its strings is not JSON.
    @Test(arguments: [[0xFF, 0xFE], [0x1B, 0x5B, 0x32, 0x4A], [0xC2, 0x9B]] as [[UInt8]])
    func importRefusesRawHostileBytes(bytes: [UInt8]) async throws {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "plain"])
        let before = StoreFiles(program.store)
        var document = Data(#"{"format":"project-manager","version":1,"projects":[{"id":"0b1e55ed-0000-4000-8000-000000000001","title":"a"#.utf8)
        document += bytes
        document += Data(#"b","body":"","deadline":null,"state":"todo","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}]}"#.utf8)
        let outcome = try await program.run(["import", try program.file("raw.json", document)])
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.errorText.hasPrefix("error: "), "\(outcome)")
        #expect(TerminalHazards.find(in: outcome.output + outcome.errors).isEmpty, "\(outcome)")
        #expect(StoreFiles(program.store) == before)
    }

    /// Hostile words where a command, an option, an id or a state is expected are echoed only made safe.
    @Test(arguments: hostile.map(\.name))
    func usageErrorsNeverEchoControlCharacters(name: String) async throws {
        let bytes = try #require(Self.hostile.first { $0.name == name }).bytes
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "plain"])
        for words in [[bytes], [Array("--".utf8) + bytes], [Array("show".utf8), bytes], [Array("move".utf8), Array("abcd".utf8), bytes],
                      [Array("add".utf8), Array("t".utf8), Array("--deadline".utf8), bytes], [Array("list".utf8), Array("--state".utf8), bytes],
                      [Array("help".utf8), bytes]] {
            let outcome = try await program.run(bytes: words)
            #expect(outcome.status != 0 && outcome.status != nil, "\(outcome)")
            #expect(TerminalHazards.find(in: outcome.output + outcome.errors).isEmpty, "\(outcome)")
        }
    }
}
