import Domain
import FastCoding
import Foundation
import StoreRecords

/// A ``Domain/Change`` as stored under `changes/SEQ/`, alone or in a sync's page (``StoredPage``):
/// `{"action":…,"before":[…],"after":[…]}`, the projects as ``ProjectRecord`` values; split into chunks
/// when it is larger than one etcd request may carry (an import of thousands of projects). Written and
/// read with the package's byte-level JSON writer and reader: an import's record holds every project it
/// adds.
struct ChangeRecord {
    /// The record of `change`.
    static func value(of change: Change) -> Data {
        var writer = JSONWriter(capacity: 64 + (change.before.count + change.after.count) * 256)
        writer.raw(#"{"action":"#)
        StoredHistoryAction(change.action).write(to: &writer)
        writer.raw(#","before":"#)
        writer.array(change.before) { ProjectRecord.write($1, to: &$0) }
        writer.raw(#","after":"#)
        writer.array(change.after) { ProjectRecord.write($1, to: &$0) }
        writer.raw("}")
        return Data(writer.bytes)
    }

    /// The change `value` holds, or why it is not one (``StoreRecords/StoredValueError``).
    static func change(in value: Data) throws(StoredValueError) -> Change {
        var action: StoredHistoryAction?, before: [StoredProject] = [], after: [StoredProject] = []
        do {
            try JSONReader.read(value) { (reader) throws(JSONReadError) in
                try reader.readObject { (key, reader) throws(JSONReadError) in
                    switch key {
                    case "action": action = try StoredHistoryAction(reading: &reader)
                    case "before": before = try reader.readArray(of: { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) })
                    case "after": after = try reader.readArray(of: { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) })
                    default: try reader.skipValue()
                    }
                }
            }
        } catch {
            throw StoredValueError("not the JSON this program writes: \(error.reason)")
        }
        guard let action else { throw StoredValueError("a change without its action") }
        var projectsBefore: [Project] = [], projectsAfter: [Project] = []
        projectsBefore.reserveCapacity(before.count)
        projectsAfter.reserveCapacity(after.count)
        for record in before { projectsBefore.append(try record.project()) }
        for record in after { projectsAfter.append(try record.project()) }
        return Change(action: try action.action(), before: projectsBefore, after: projectsAfter)
    }
}
