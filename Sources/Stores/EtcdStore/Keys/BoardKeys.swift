import Domain
import EtcdKit
import OfflineFirstStore

/// Where one board's data lives in etcd, every key under `BOARD/`:
///
/// | key | value |
/// | --- | --- |
/// | `BOARD/head` | ``BoardHead``: counters, undo and redo stacks |
/// | `BOARD/projects/ID` | one project (`ID` the full lowercase id) |
/// | `BOARD/history/N` | the N-th history line (20 digits, so keys sort as numbers), or a sync's page of lines from N |
/// | `BOARD/changes/SEQ/K` | the K-th chunk of change SEQ, for undo and redo, or a sync's page of changes from SEQ |
/// | `BOARD/snapshot` | ``BoardSnapshot``: which copy of every project a whole-board read starts from |
/// | `BOARD/snapshots/REV/K` | the K-th chunk of the copy taken at revision REV (one project per line) |
/// | `BOARD/applied/ID` | the history line of a replica's change `ID`, applied once |
/// | `BOARD/applied/RUN/NAME` | the same for a change `RUN/NAME`; or, for a transaction of a sync, the NAMEs it applied (one per line) |
///
/// Many boards share a cluster: `BOARD` is the address's prefix, and the slash keeps `team` and
/// `team2` apart.
struct BoardKeys: Sendable {
    let root: String

    init(prefix: String) {
        root = prefix + "/"
    }

    var head: String { root + "head" }
    var projects: String { root + "projects/" }
    var history: String { root + "history/" }
    var changes: String { root + "changes/" }
    var snapshot: String { root + "snapshot" }
    var snapshots: String { root + "snapshots/" }

    func project(_ id: ProjectID) -> String { projects + id.description }
    /// The key a change replayed from an offline replica writes with itself, so it applies once.
    func applied(_ id: String) -> String { appliedRoot + id }
    var appliedRoot: String { root + "applied/" }

    /// The keys that say whether the change `id` was applied: those of its whole run, when it has one.
    func appliedMarks(of id: String) -> EtcdKeys {
        guard let (run, _) = OutboxEntry.run(of: id) else { return .key(applied(id)) }
        return .prefix(appliedRoot + run + "/")
    }

    /// The keys of every project `reference` may name: the typed digits with the dashes where a full id
    /// has them (a reference ignores dashes), as a key prefix.
    func projects(matching reference: ProjectReference) -> EtcdKeys {
        if let id = reference.id { return .key(project(id)) }
        var canonical = ""
        for (index, digit) in reference.prefix.filter({ $0 != "-" }).enumerated() {
            if [8, 12, 16, 20].contains(index) { canonical.append("-") }
            canonical.append(digit)
        }
        return .prefix(projects + canonical)
    }

    func historyLine(_ number: Int) -> String { history + Self.padded(number) }

    /// The keys of history lines `from` up to (not including) `to`, when a key holds up to `perKey` lines.
    func historyLines(from: Int, to: Int, perKey: Int = 1) -> EtcdKeys {
        .range(from: historyLine(max(0, from - perKey + 1)), to: historyLine(to))
    }

    /// Every chunk of change `seq`.
    func change(_ seq: Int) -> EtcdKeys { .prefix(changes + Self.padded(seq) + "/") }

    /// Every chunk of the changes numbered `seqs`.
    func changes(_ seqs: ClosedRange<Int>) -> EtcdKeys {
        guard seqs.count > 1 else { return change(seqs.lowerBound) }
        return .range(from: changes + Self.padded(seqs.lowerBound) + "/", to: changes + Self.padded(seqs.upperBound + 1) + "/")
    }

    func chunk(_ number: Int, of seq: Int) -> String { changes + Self.padded(seq) + "/" + Self.padded(number, digits: 6) }

    /// Every chunk of the copy of the board taken at `revision`.
    func snapshotChunks(at revision: Int64) -> EtcdKeys { .prefix(snapshots + Self.padded(Int(revision)) + "/") }

    func snapshotChunk(_ number: Int, at revision: Int64) -> String {
        snapshots + Self.padded(Int(revision)) + "/" + Self.padded(number, digits: 6)
    }

    /// Every copy of the board but the one taken at `revision`: the keys before it and after it.
    func snapshotChunks(except revision: Int64) -> [EtcdKeys] {
        let kept = snapshots + Self.padded(Int(revision))
        // "/" + 1 is "0": the first key after every "kept/…" key, and after every "snapshots/…" key.
        return [.range(from: snapshots, to: kept + "/"), .range(from: kept + "0", to: root + "snapshots0")]
    }

    /// `number` with leading zeros, so that keys sort as the numbers do.
    static func padded(_ number: Int, digits: Int = 20) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
