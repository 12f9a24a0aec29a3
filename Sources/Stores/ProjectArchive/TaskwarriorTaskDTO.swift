import Domain
import FastCoding
import Foundation

/// One task of Taskwarrior 2.6's `task export`, with only the fields the import reads.
///
/// Every field is optional so that a missing one is reported by name with its item number. It is read
/// with ``JSONReader`` rather than `JSONDecoder`, which was most of a large import's time. A field of the wrong type does not stop the reading (the rest of the
/// document must still be JSON); it is kept in ``problem`` and reported once the whole array is read.
///
/// The id and the instants are parsed from the input's bytes as they are read (a million tasks build no
/// string for them); one that does not parse keeps its text, for the error that names it.
struct TaskwarriorTaskDTO {
    /// A field's value parsed where it lay, or its text when it is none.
    enum Field<Value> {
        case value(Value)
        case text(String)
    }

    var uuid: Field<ProjectID>?
    var description: String?
    var status: String?
    var entry: Field<Date>?
    var modified: Field<Date>?
    var start: Field<Void>?
    var due: String?
    var annotations: [TaskwarriorAnnotationDTO]?
    /// What is wrong with the item's shape, e.g. `uuid is not a string`; `nil` when nothing is.
    var problem: ImportProblem?

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        guard try reader.peek() == UInt8(ascii: "{") else {
            try reader.skipValue()
            problem = .wrongType(field: nil, expected: .object)
            return
        }
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "uuid": uuid = try field(key, &reader, IDText.projectID)
            case "description": description = try string(key, &reader)
            case "status": status = try string(key, &reader)
            case "entry": entry = try field(key, &reader, Self.instant)
            case "modified": modified = try field(key, &reader, Self.instant)
            case "start": start = try field(key, &reader) { _ in () }
            case "due": due = try string(key, &reader)
            case "annotations":
                switch try reader.peek() {
                case UInt8(ascii: "n"): _ = try reader.readNull()
                case UInt8(ascii: "["):
                    var index = 0
                    annotations = try reader.readArray(of: { (reader) throws(JSONReadError) in
                        defer { index += 1 }
                        let annotation = try TaskwarriorAnnotationDTO(reading: &reader)
                        if let problem = annotation.problem {
                            note(.wrongType(field: "annotations[\(index)]\(problem.field)", expected: problem.expected))
                        }
                        return annotation
                    })
                default:
                    try reader.skipValue()
                    note(.wrongType(field: "annotations", expected: .array))
                }
            default: try reader.skipValue()
            }
        }
    }

    /// A string field; `null` reads as missing, any other type is noted as a problem.
    private mutating func string(_ key: JSONKey, _ reader: inout JSONReader) throws(JSONReadError) -> String? {
        try string(key, &reader) { (reader) throws(JSONReadError) in try reader.readString() }
    }

    /// A string field parsed by `parse` from its bytes, or kept as text when it is no value.
    private mutating func field<Value>(
        _ key: JSONKey, _ reader: inout JSONReader, _ parse: (UnsafeRawBufferPointer) -> Value?
    ) throws(JSONReadError) -> Field<Value>? {
        try string(key, &reader) { (reader) throws(JSONReadError) in
            try reader.readString { bytes in parse(bytes).map(Field.value) ?? .text(String(decoding: bytes, as: UTF8.self)) }
        }
    }

    /// A string field read by `read`; `null` reads as missing, any other type is noted as a problem.
    private mutating func string<Value>(
        _ key: JSONKey, _ reader: inout JSONReader, read: (inout JSONReader) throws(JSONReadError) -> Value
    ) throws(JSONReadError) -> Value? {
        switch try reader.peek() {
        case UInt8(ascii: "\""): return try read(&reader)
        case UInt8(ascii: "n"): _ = try reader.readNull(); return nil
        default:
            try reader.skipValue()
            note(.wrongType(field: key.text, expected: .string))
            return nil
        }
    }

    /// An instant in Taskwarrior's compact form that a store may hold; any other is kept as text.
    private static func instant(_ bytes: UnsafeRawBufferPointer) -> Date? {
        ArchiveTimestamp.parseCompact(bytes).flatMap { ArchiveTimestamp.writable.contains($0) ? $0 : nil }
    }

    private mutating func note(_ found: ImportProblem) {
        if problem == nil { problem = found }
    }
}
