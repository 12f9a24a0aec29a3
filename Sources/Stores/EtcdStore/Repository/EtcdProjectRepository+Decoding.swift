import Domain
import EtcdKit
import FastCoding
import Foundation
import StoreRecords

/// The stored values read back: a value that is not what this program writes is damage, named by its key.
extension EtcdProjectRepository {
    /// The ranges a read-only transaction returned, exactly `count` of them.
    func ranges(_ result: EtcdTransactionResult, count: Int) throws -> [EtcdRange] {
        guard result.results.count == count else {
            throw StorageError.io(path: address.description, reason: "etcd answered \(result.results.count) reads where \(count) were asked for")
        }
        return try result.results.map { result in
            guard case .range(let range) = result else {
                throw StorageError.io(path: address.description, reason: "etcd answered a read with a write's result")
            }
            return range
        }
    }

    /// Projects from their values, read as one run of JSON values (far quicker than one read per
    /// value); when that fails, one at a time to name the key at fault.
    func decodeProjects(_ values: [EtcdKeyValue]) throws -> [Project] {
        guard !values.isEmpty else { return [] }
        var lines = Data()
        lines.reserveCapacity(values.reduce(0) { $0 + $1.value.count + 1 })
        for value in values {
            lines.append(value.value)
            lines.append(UInt8(ascii: "\n"))
        }
        if let records = ProjectRecord.records(in: lines), records.count == values.count { return records.map(\.0) }
        return try values.map { try decode(ProjectRecord.self, $0) { try $0.project() } }
    }

    func change(_ seq: Int, from range: EtcdRange, page: ClosedRange<Int>? = nil) throws -> Change {
        guard let first = range.keyValues.first else {
            throw corrupt(keys.chunk(0, of: page?.lowerBound ?? seq), "the change the undo or redo stack names is missing")
        }
        let joined = range.keyValues.reduce(into: Data()) { $0.append($1.value) }
        do {
            guard let page else { return try ChangeRecord.change(in: joined) }
            let records = try StoredPage.records(in: joined)
            guard records.count == page.count else { throw StoredValueError("\(records.count) changes where the head names \(page.count)") }
            return try ChangeRecord.change(in: records[seq - page.lowerBound])
        } catch let error as StoredValueError {
            throw corrupt(first.key, error.reason)
        } catch let error as JSONReadError {
            throw corrupt(first.key, "not the JSON this program writes: \(error.reason)")
        }
    }

    /// The history lines numbered `from..<to` that `keyValues` hold, in order, each as if its key held it
    /// alone (a key may hold a page of them, numbered from its own).
    func historyLines(in keyValues: [EtcdKeyValue], from: Int = 0, to: Int = .max) throws -> [EtcdKeyValue] {
        var lines: [EtcdKeyValue] = []
        for keyValue in keyValues {
            guard let number = Int(keyValue.key.dropFirst(keys.history.count)) else { throw corrupt(keyValue.key, "not a history line's key") }
            let values: [Data]
            do { values = try StoredPage.records(in: keyValue.value) } catch { throw corrupt(keyValue.key, "not the JSON this program writes: \(error.reason)") }
            for (offset, value) in values.enumerated() where (from..<to).contains(number + offset) {
                lines.append(EtcdKeyValue(
                    key: keyValue.key, value: value, createRevision: keyValue.createRevision, modRevision: keyValue.modRevision, version: keyValue.version))
            }
        }
        return lines
    }

    func decode<Record, Value>(
        _ value: EtcdKeyValue, reading read: (Data) throws(JSONReadError) -> Record, _ convert: (Record) throws -> Value
    ) throws -> Value {
        let record: Record
        do { record = try read(value.value) } catch { throw corrupt(value.key, "not the JSON this program writes: \(error.reason)") }
        do { return try convert(record) } catch let error as StoredValueError { throw corrupt(value.key, error.reason) }
    }

    func decode<Record: Decodable, Value>(
        _ type: Record.Type, _ value: EtcdKeyValue, _ convert: (Record) throws -> Value
    ) throws -> Value {
        let record: Record
        do { record = try JSONDecoder().decode(type, from: value.value) } catch { throw corrupt(value.key, "not the JSON this program writes") }
        do { return try convert(record) } catch let error as StoredValueError { throw corrupt(value.key, error.reason) }
    }

    func corrupt(_ key: String, _ reason: String) -> StorageError {
        .corrupt(file: "\(address) key \(key)", reason: reason)
    }
}
