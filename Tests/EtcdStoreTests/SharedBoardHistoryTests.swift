import EtcdKit
import EtcdTesting
import Foundation
import ProcessTesting
import Testing

/// `history` on a board on real etcd members: undo and redo said as such in both languages and in
/// `--json`, a line written before they were told apart read as the change it said, and the history
/// served from the cache while no member answers.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct SharedBoardHistoryTests {
    /// The sentence of each line of `history`, after its time and author.
    private static func texts(_ run: ProgramRun) -> [String] {
        run.output.split(separator: "\n").map { $0.components(separatedBy: "  ").filter { !$0.isEmpty }.last ?? "" }
    }

    /// `history --json`'s objects.
    private static func objects(_ run: ProgramRun) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: run.outputData) as? [[String: Any]])
    }

    private func program(on cluster: EtcdCluster) throws -> SharedBoardProgram {
        var program = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/team")
        program.extra = ["PROJECT_MANAGER_USER": "alice"]
        return program
    }

    @Test func undoAndRedoNameTheChangeInBothLanguagesAndTheJSONSaysTheKind() async throws {
        try await EtcdCluster.with { cluster in
            let program = try program(on: cluster)
            defer { program.removeScratch() }
            let u5 = try await program.run("add", "u5")
            #expect(u5.status == 0, "\(u5)")
            #expect(try await program.run("undo").status == 0)
            let plan = try await program.run("add", "Plan").output.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try await program.run("edit", plan, "--title", "Alice plan").status == 0)
            #expect(try await program.run("undo").status == 0)
            #expect(try await program.run("redo").status == 0)

            let english = try await program.run("history")
            #expect(english.status == 0 && english.errors.isEmpty, "\(english)")
            #expect(Self.texts(english) == [
                "Redid: Edited 'Alice plan'.", "Undid: Edited 'Alice plan'.", "Edited 'Alice plan'.", "Added 'Plan'.",
                "Undid: Added 'u5'.", "Added 'u5'.",
            ])
            #expect(english.output.split(separator: "\n").allSatisfy { $0.contains("  alice  ") }, "\(english)")
            let korean = try await program.run("history", "--locale", "ko")
            #expect(Self.texts(korean) == [
                "다시 실행: 'Alice plan'을(를) 수정했습니다.", "되돌림: 'Alice plan'을(를) 수정했습니다.", "'Alice plan'을(를) 수정했습니다.",
                "'Plan'을(를) 추가했습니다.", "되돌림: 'u5'을(를) 추가했습니다.", "'u5'을(를) 추가했습니다.",
            ])
            let json = try Self.objects(try await program.run("history", "--json"))
            #expect(json.map { $0["kind"] as? String } == ["redo", "undo", "change", "change", "undo", "change"])
        }
    }

    @Test func aLineWrittenBeforeUndoWasToldApartReadsAsTheChangeItSaid() async throws {
        try await EtcdCluster.with { cluster in
            let program = try program(on: cluster)
            defer { program.removeScratch() }
            #expect(try await program.run("add", "u5").status == 0)
            #expect(try await program.run("undo").status == 0)
            // The undo's line as the release before wrote it: what taking the add back did, and no kind.
            let client = EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints))
            let key = "team/history/" + String(repeating: "0", count: 19) + "1"
            let old = #"{"action":{"kind":"removed","title":"u5","from":"todo"},"author":"alice","date":815000000,"tag":"before"}"#
            _ = try await client.put(key, Data(old.utf8))

            let history = try await program.run("history", "--json")
            #expect(history.status == 0, "\(history)")
            let json = try Self.objects(history)
            #expect(json.map { $0["kind"] as? String } == ["change", "change"])
            #expect(json.map { $0["text"] as? String } == ["Removed 'u5' from TODO.", "Added 'u5'."])
        }
    }

    @Test func aBoardANewerProgramWroteIsRefusedWithExitThreeAndLeftAsItIs() async throws {
        try await EtcdCluster.with { cluster in
            let program = try program(on: cluster)
            defer { program.removeScratch() }
            #expect(try await program.run("add", "u5").status == 0)
            let client = EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints))
            let head = try #require(try await client.range(.key("team/head")).keyValues.first).value
            let newer = Data(String(decoding: head, as: UTF8.self).replacingOccurrences(of: #"{"format":1,"#, with: #"{"format":3,"#).utf8)
            #expect(newer != head)
            _ = try await client.put("team/head", newer)
            let before = try await client.range(.prefix("team/")).keyValues
            for arguments in [["list"], ["history"], ["add", "u6"], ["undo"]] {
                let run = try await program.run(arguments)
                #expect(run.status == 3 && run.errors.contains("newer version"), "\(arguments): \(run)")
            }
            #expect(try await client.range(.prefix("team/")).keyValues == before)
        }
    }

    @Test func withEveryMemberDownHistoryIsTheOneLastReadWithTheWarningListPrints() async throws {
        try await EtcdCluster.with { cluster in
            let program = try program(on: cluster)
            defer { program.removeScratch() }
            #expect(try await program.run("add", "u5").status == 0)
            #expect(try await program.run("undo").status == 0)
            #expect(try await program.run("list").status == 0)  // keeps the board, and the history with it

            cluster.kill(0)
            let list = try await program.run("list")
            let history = try await program.run("history")
            #expect(history.status == 0, "\(history)")
            #expect(Self.texts(history) == ["Undid: Added 'u5'.", "Added 'u5'."])
            #expect(history.errors.hasPrefix("warning: etcd at \(cluster.endpoints[0]) unreachable"), "\(history)")
            #expect(history.errors == list.errors, "\(history) \(list)")
            let last = try await program.run("history", "--limit", "1", "--json")
            #expect(try Self.objects(last).map { $0["kind"] as? String } == ["undo"], "\(last)")
            let add = try await program.run("add", "Made offline")
            #expect(add.status == 0, "\(add)")
            let local = try await program.run("history")
            #expect(Self.texts(local) == ["Added 'Made offline'.", "Undid: Added 'u5'.", "Added 'u5'."], "\(local)")
        }
    }
}
