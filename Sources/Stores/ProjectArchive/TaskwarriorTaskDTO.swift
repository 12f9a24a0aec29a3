import Domain
import FastCoding

/// One task of Taskwarrior 2.6's `task export`, with only the fields the import reads.
///
/// Every field is optional so that a missing one is reported by name with its item number. It is read
/// with ``JSONReader`` rather than `JSONDecoder`, which was most of a large import's time. A field of the wrong type does not stop the reading (the rest of the
/// document must still be JSON); it is kept in ``problem`` and reported once the whole array is read.
struct TaskwarriorTaskDTO {
    var uuid: String?
    var description: String?
    var status: String?
    var entry: String?
    var modified: String?
    var start: String?
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
            case "uuid": uuid = try string(key.text, &reader)
            case "description": description = try string(key.text, &reader)
            case "status": status = try string(key.text, &reader)
            case "entry": entry = try string(key.text, &reader)
            case "modified": modified = try string(key.text, &reader)
            case "start": start = try string(key.text, &reader)
            case "due": due = try string(key.text, &reader)
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
    private mutating func string(_ key: String, _ reader: inout JSONReader) throws(JSONReadError) -> String? {
        switch try reader.peek() {
        case UInt8(ascii: "\""): return try reader.readString()
        case UInt8(ascii: "n"): _ = try reader.readNull(); return nil
        default:
            try reader.skipValue()
            note(.wrongType(field: key, expected: .string))
            return nil
        }
    }

    private mutating func note(_ found: ImportProblem) {
        if problem == nil { problem = found }
    }
}
