import EtcdKit
import Foundation
import Testing

/// The change records a board keeps in etcd, and those its head still names (a stack or the garbage
/// list): the two are equal when no record was lost and none was left behind.
struct StoredChangeRecords {
    let kept: Set<Int>
    let named: Set<Int>

    init(board: String, client: EtcdClient) async throws {
        let stored = try await client.range(.prefix("\(board)/changes/"), keysOnly: true).keyValues
        kept = Set(stored.compactMap { Int($0.key.split(separator: "/")[2]) })
        let headValue = try #require(try await client.range(.key("\(board)/head")).keyValues.first).value
        let head = try #require(try JSONSerialization.jsonObject(with: headValue) as? [String: Any])
        var named = Set((head["garbage"] as? [Int]) ?? [])
        for stacks in [head["undo"], head["redo"]] {
            for stack in ((stacks as? [String: [Int]]) ?? [:]).values { named.formUnion(stack) }
        }
        self.named = named
    }
}
