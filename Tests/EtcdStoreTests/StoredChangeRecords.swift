import EtcdKit
import Foundation
import Testing

/// The change records a board keeps in etcd (a key each, or a sync's page of several, as the head's
/// `pages` say), and those its head still names (a stack or the garbage list): every named change has
/// its record, and every key holds a named one, when no record was lost and none was left behind.
struct StoredChangeRecords {
    /// The changes whose records the stored keys hold.
    let kept: Set<Int>
    let named: Set<Int>
    /// How many keys hold them, and the first change of those that hold none the head names.
    let keys: Int, leftBehind: [Int]

    /// The named changes without a record.
    var missing: Set<Int> { named.subtracting(kept) }

    init(board: String, client: EtcdClient) async throws {
        let stored = try await client.range(.prefix("\(board)/changes/"), keysOnly: true).keyValues
        let firsts = Set(stored.compactMap { Int($0.key.split(separator: "/")[2]) })
        let headValue = try #require(try await client.range(.key("\(board)/head")).keyValues.first).value
        let head = try #require(try JSONSerialization.jsonObject(with: headValue) as? [String: Any])
        var named = Set((head["garbage"] as? [Int]) ?? [])
        for stacks in [head["undo"], head["redo"]] {
            for stack in ((stacks as? [String: [Int]]) ?? [:]).values { named.formUnion(stack) }
        }
        let pages = Dictionary(uniqueKeysWithValues: ((head["pages"] as? [[Int]]) ?? []).map { ($0[0], $0[0]...$0[1]) })
        let held = firsts.map { pages[$0] ?? $0...$0 }
        (kept, self.named, keys) = (Set(held.joined()), named, firsts.count)
        leftBehind = held.filter { !$0.contains(where: named.contains) }.map(\.lowerBound).sorted()
    }
}
