import Foundation
import Presentation

/// The JSON the CLI prints for scripts, written by hand so that keys keep the documented order and a
/// 10,000-project listing needs no reflection.
enum JSONText {
    /// `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"overdue":…,"createdAt":…,"updatedAt":…}`
    static func object(for row: ProjectRow) -> String {
        // Appended piece by piece into one buffer sized up front: a chain of interpolations and `+`
        // built a temporary string for every piece of every row.
        let project = row.project
        var text = ""
        text.reserveCapacity(224 + project.title.utf8.count + project.body.utf8.count)
        text += "{\"id\":\""
        text += project.id.description
        text += "\",\"title\":"
        appendString(project.title, to: &text)
        text += ",\"body\":"
        appendString(project.body, to: &text)
        if let deadline = project.deadline {
            text += ",\"deadline\":\""
            text += deadline.description
            text += "\""
        } else {
            text += ",\"deadline\":null"
        }
        text += ",\"state\":\""
        text += project.state.rawValue
        text += row.isOverdue ? "\",\"overdue\":true" : "\",\"overdue\":false"
        text += ",\"createdAt\":\""
        text += timestamp(project.createdAt)
        text += "\",\"updatedAt\":\""
        text += timestamp(project.updatedAt)
        text += "\"}"
        return text
    }

    /// An array of already written values, one per line.
    static func array(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
    }

    /// `text` as a JSON string literal, escaping what JSON requires (and every control character).
    static func string(_ text: String) -> String {
        var result = ""
        appendString(text, to: &result)
        return result
    }

    static func appendString(_ string: String, to text: inout String) {
        text += "\""
        if needsNoEscaping(string) {
            text += string // one copy of the bytes: most titles and bodies are plain text
        } else {
            appendEscaped(string, to: &text)
        }
        text += "\""
    }

    /// Whether no byte of `string` starts something ``appendEscaped(_:to:)`` rewrites: an ASCII control
    /// character, DEL, a quote or a backslash, or the UTF-8 lead bytes of U+0080–U+009F (C2) and of
    /// U+2028/U+2029 (E2; other E2 characters merely take the slow path).
    private static func needsNoEscaping(_ string: String) -> Bool {
        string.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2
        }
    }

    /// Escapes byte by byte into one buffer (a body with a newline is common): quotes, backslashes,
    /// control characters and DEL, U+0080–U+009F (C2 80–9F) and U+2028/U+2029 (E2 80 A8/A9) as `\u`
    /// escapes in lowercase hex; every other byte is copied.
    private static func appendEscaped(_ string: String, to text: inout String) {
        let input = Array(string.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 16)
        func escape(_ value: UInt32) {
            output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
            for shift in [12, 8, 4, 0] {
                let nibble = UInt8((value >> UInt32(shift)) & 0xF)
                output.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
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
        text += String(decoding: output, as: UTF8.self)
    }

    /// ISO 8601 in UTC with milliseconds (`2026-11-22T09:05:00.000Z`), computed directly into 24 ASCII
    /// bytes: formatting 20,000 dates with a formatter (or with string interpolation) is most of the cost
    /// of `list --json`.
    static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, dayMilliseconds) = milliseconds.quotientAndRemainderFlooring(dividingBy: 86_400_000)
        let civil = CalendarDay.civilDate(daysSince1970: Int(days))
        let (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
        guard (0...9999).contains(year) else { return "\(date)" } // not a date this program writes
        let seconds = dayMilliseconds / 1000
        return String(unsafeUninitializedCapacity: 24) { buffer in
            var index = 0
            func put(_ value: Int64, _ width: Int) {
                var value = value
                for position in stride(from: index + width - 1, through: index, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                index += width
            }
            func put(_ character: Unicode.Scalar) {
                buffer[index] = UInt8(ascii: character)
                index += 1
            }
            put(year, 4); put("-"); put(month, 2); put("-"); put(day, 2); put("T")
            put(seconds / 3600, 2); put(":"); put(seconds / 60 % 60, 2); put(":"); put(seconds % 60, 2)
            put("."); put(dayMilliseconds % 1000, 3); put("Z")
            return index
        }
    }
}

extension Int64 {
    fileprivate func quotientAndRemainderFlooring(dividingBy divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
