import Domain
import FastCoding

/// One note attached to a Taskwarrior task; the import makes a task's notes its body, one per line.
struct TaskwarriorAnnotationDTO {
    var description: String?
    /// What is wrong with its shape: the field at fault after the annotation's own name (empty for the
    /// annotation itself, `.description`) and the kind of value it should be.
    var problem: (field: String, expected: ImportProblem.Kind)?

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        guard try reader.peek() == UInt8(ascii: "{") else {
            try reader.skipValue()
            problem = ("", .object)
            return
        }
        try reader.readObject { (key, reader) throws(JSONReadError) in
            guard key == "description" else { return try reader.skipValue() }
            switch try reader.peek() {
            case UInt8(ascii: "\""): description = try reader.readString()
            case UInt8(ascii: "n"): _ = try reader.readNull()
            default:
                try reader.skipValue()
                if problem == nil { problem = (".description", .string) }
            }
        }
    }
}
