import Foundation
import Presentation

/// The JSON the CLI prints for scripts, written by hand so that keys keep the documented order and a
/// 10,000-project listing needs no reflection.
enum JSONText {
    /// `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"overdue":…,"createdAt":…,"updatedAt":…}`
    static func object(for row: ProjectRow) -> String {
        let project = row.project
        var text = "{\"id\":\"\(project.id)\",\"title\":"
        appendString(project.title, to: &text)
        text += ",\"body\":"
        appendString(project.body, to: &text)
        text += ",\"deadline\":" + (project.deadline.map { "\"\($0)\"" } ?? "null")
        text += ",\"state\":\"\(project.state.rawValue)\",\"overdue\":\(row.isOverdue)"
        text += ",\"createdAt\":\"\(timestamp(project.createdAt))\",\"updatedAt\":\"\(timestamp(project.updatedAt))\"}"
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
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// ISO 8601 in UTC with milliseconds (`2026-11-22T09:05:00.000Z`), computed directly: formatting
    /// 20,000 dates with a formatter is most of the cost of `list --json`.
    static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, dayMilliseconds) = milliseconds.quotientAndRemainderFlooring(dividingBy: 86_400_000)
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let seconds = dayMilliseconds / 1000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):"
            + "\(pad(seconds % 60, 2)).\(pad(dayMilliseconds % 1000, 3))Z"
    }
}

extension Int64 {
    fileprivate func quotientAndRemainderFlooring(dividingBy divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
