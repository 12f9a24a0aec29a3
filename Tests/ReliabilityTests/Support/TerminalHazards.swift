import Foundation

/// What in a program's output a terminal would act on instead of drawing: ESC and the other C0 controls
/// (but newline and tab), DEL, C1 controls (CSI is U+009B), bidirectional controls, and invalid UTF-8.
enum TerminalHazards {
    /// A description of each hazard found in `output`; empty when it is safe to print.
    static func find(in output: Data) -> [String] {
        guard let text = String(validating: output, as: UTF8.self) else { return ["invalid UTF-8"] }
        var found: [String] = []
        for scalar in text.unicodeScalars where isHazard(scalar) {
            found.append(String(format: "U+%04X", scalar.value))
        }
        return found
    }

    private static func isHazard(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
