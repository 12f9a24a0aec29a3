import FastCoding
import Foundation

/// The head as its key holds it: `{"format":2,"next":…,"lines":…,"undo":{"AUTHOR":[…]},"redo":{…},
/// "garbage":[…]}`, with `"pending":{"seq":…,"inverse":…}` while a big change is being written and
/// `"pages":[[FIRST,LAST],…]` while changes share keys. Every
/// change reads and writes it, with the package's byte-level reader and writer.
extension BoardHead {
    /// The head's value (the authors in order, so that one head is always the same bytes).
    var value: Data {
        var writer = JSONWriter(capacity: 128)
        writer.raw(#"{"format":"#)
        writer.number(format)
        writer.raw(#","next":"#)
        writer.number(next)
        writer.raw(#","lines":"#)
        writer.number(lines)
        writer.raw(#","undo":"#)
        Self.write(undo, to: &writer)
        writer.raw(#","redo":"#)
        Self.write(redo, to: &writer)
        writer.raw(#","garbage":"#)
        writer.array(garbage) { $0.number($1) }
        if let pending {
            writer.raw(#","pending":{"seq":"#)
            writer.number(pending.seq)
            writer.raw(#","inverse":"#)
            writer.bool(pending.inverse)
            writer.raw("}")
        }
        if !pages.isEmpty {
            writer.raw(#","pages":"#)
            writer.array(pages) { writer, page in writer.array([page.lowerBound, page.upperBound]) { $0.number($1) } }
        }
        writer.raw("}")
        return Data(writer.bytes)
    }

    /// The head `value` holds. Every field but `pending` must be there, unless the format is newer than
    /// this program's (its caller then says so rather than call it damaged); others are skipped.
    init(value: Data) throws(JSONReadError) {
        self = try JSONReader.read(value) { (reader) throws(JSONReadError) in
            var head = BoardHead(), seen: UInt8 = 0
            try reader.readObject { (key, reader) throws(JSONReadError) in
                switch key {
                case "format": head.format = try reader.readInt(); seen |= 1
                case "next": head.next = try reader.readInt(); seen |= 2
                case "lines": head.lines = try reader.readInt(); seen |= 4
                case "undo": head.undo = try Self.readStacks(&reader); seen |= 8
                case "redo": head.redo = try Self.readStacks(&reader); seen |= 16
                case "garbage": head.garbage = try reader.readArray { (reader) throws(JSONReadError) in try reader.readInt() }; seen |= 32
                case "pending": head.pending = try reader.readNull() ? nil : try Self.readPending(&reader)
                case "pages": head.pages = try Self.readPages(&reader)
                default: try reader.skipValue()
                }
            }
            guard head.format > Self.currentFormat || seen == 63 else { throw reader.error("a head without all its fields") }
            return head
        }
    }

    private static func write(_ stacks: [String: [Int]], to writer: inout JSONWriter) {
        writer.object { writer in
            for (author, seqs) in stacks.sorted(by: { $0.key < $1.key }) {
                writer.key(author)
                writer.array(seqs) { $0.number($1) }
            }
        }
    }

    private static func readStacks(_ reader: inout JSONReader) throws(JSONReadError) -> [String: [Int]] {
        var stacks: [String: [Int]] = [:]
        try reader.readObject { (author, reader) throws(JSONReadError) in
            stacks[author.text] = try reader.readArray { (reader) throws(JSONReadError) in try reader.readInt() }
        }
        return stacks
    }

    private static func readPages(_ reader: inout JSONReader) throws(JSONReadError) -> [ClosedRange<Int>] {
        try reader.readArray { (reader) throws(JSONReadError) in
            let ends = try reader.readArray { (reader) throws(JSONReadError) in try reader.readInt() }
            guard ends.count == 2, ends[0] <= ends[1] else { throw reader.error("a page that is not two numbers in order") }
            return ends[0]...ends[1]
        }
    }

    private static func readPending(_ reader: inout JSONReader) throws(JSONReadError) -> Pending {
        var seq: Int?, inverse: Bool?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "seq": seq = try reader.readInt()
            case "inverse": inverse = try reader.readBool()
            default: try reader.skipValue()
            }
        }
        guard let seq, let inverse else { throw reader.error("a pending change without its number or direction") }
        return Pending(seq: seq, inverse: inverse)
    }
}
