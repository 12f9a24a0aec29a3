import Foundation
import Presentation

/// The JSON the CLI prints for scripts, written by hand so that keys keep the documented order and a
/// 10,000-project listing needs no reflection.
enum JSONText {
    /// `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"overdue":…,"createdAt":…,"updatedAt":…}`
    static func object(for row: ProjectRow) -> String {
        var bytes: [UInt8] = []
        append(row, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``object(for:)``'s text to `bytes` as UTF-8: a listing writes every row into one buffer,
    /// with no string built per row, per id or per timestamp.
    static func append(_ row: ProjectRow, to bytes: inout [UInt8]) {
        let project = row.project
        bytes.append(contentsOf: #"{"id":""#.utf8)
        appendID(project.id, to: &bytes)
        bytes.append(contentsOf: #"","title":"#.utf8)
        appendString(project.title, to: &bytes)
        bytes.append(contentsOf: #","body":"#.utf8)
        appendString(project.body, to: &bytes)
        if let deadline = project.deadline {
            bytes.append(contentsOf: #","deadline":""#.utf8)
            bytes.append(contentsOf: deadline.description.utf8)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: #","deadline":null"#.utf8)
        }
        bytes.append(contentsOf: #","state":""#.utf8)
        bytes.append(contentsOf: project.state.rawValue.utf8)
        bytes.append(contentsOf: (row.isOverdue ? #"","overdue":true"# : #"","overdue":false"#).utf8)
        bytes.append(contentsOf: #","createdAt":""#.utf8)
        appendTimestamp(project.createdAt, to: &bytes)
        bytes.append(contentsOf: #"","updatedAt":""#.utf8)
        appendTimestamp(project.updatedAt, to: &bytes)
        bytes.append(contentsOf: #""}"#.utf8)
    }

    /// The id's 32 hex digits in lowercase with its four dashes, as ``Domain/ProjectID/description`` spells it.
    private static func appendID(_ id: ProjectID, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: id.rawValue.uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// An array of already written values, one per line.
    static func array(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
    }

    /// `text` as a JSON string literal, escaping what JSON requires (and every control character).
    static func string(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if needsNoEscaping(string) {
            bytes.append(contentsOf: string.utf8) // one copy of the bytes: most titles and bodies are plain text
        } else {
            appendEscaped(string, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether no byte of `string` starts something ``appendEscaped(_:to:)`` rewrites: an ASCII control
    /// character, DEL, a quote or a backslash, or the UTF-8 lead bytes of U+0080–U+009F (C2) and of
    /// U+2028/U+2029 (E2; other E2 characters merely take the slow path).
    private static func needsNoEscaping(_ string: String) -> Bool {
        string.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2
        }
    }

    /// Escapes byte by byte (a body with a newline is common): quotes, backslashes, control characters
    /// and DEL, U+0080–U+009F (C2 80–9F) and U+2028/U+2029 (E2 80 A8/A9) as `\u` escapes in lowercase
    /// hex; every other byte is copied.
    private static func appendEscaped(_ string: String, to output: inout [UInt8]) {
        let input = Array(string.utf8)
        func escape(_ value: UInt32) {
            output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
            for shift in [12, 8, 4, 0] {
                output.append(hexDigit(UInt8((value >> UInt32(shift)) & 0xF)))
            }
        }
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20, 0x7F: escape(UInt32(byte))
            case 0xC2 where index + 1 < input.count && (0x80...0x9F).contains(input[index + 1]):
                escape(UInt32(input[index + 1]))
                index += 1
            case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                escape(input[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
    }

    /// ISO 8601 in UTC with milliseconds (`2026-11-22T09:05:00.000Z`).
    static func timestamp(_ date: Date) -> String {
        var bytes: [UInt8] = []
        appendTimestamp(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``timestamp(_:)``'s 24 ASCII bytes, computed directly: formatting 20,000 dates with a formatter
    /// (or with string interpolation) was most of the cost of `list --json`.
    static func appendTimestamp(_ date: Date, to bytes: inout [UInt8]) {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, dayMilliseconds) = milliseconds.quotientAndRemainderFlooring(dividingBy: 86_400_000)
        let civil = CalendarDay.civilDate(daysSince1970: Int(days))
        let (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
        guard (0...9999).contains(year) else { // not a date this program writes
            bytes.append(contentsOf: "\(date)".utf8)
            return
        }
        let seconds = dayMilliseconds / 1000
        func put(_ value: Int64, _ width: Int) {
            var divisor: Int64 = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        func put(_ character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }
        put(year, 4); put("-"); put(month, 2); put("-"); put(day, 2); put("T")
        put(seconds / 3600, 2); put(":"); put(seconds / 60 % 60, 2); put(":"); put(seconds % 60, 2)
        put("."); put(dayMilliseconds % 1000, 3); put("Z")
    }
}

extension Int64 {
    fileprivate func quotientAndRemainderFlooring(dividingBy divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
