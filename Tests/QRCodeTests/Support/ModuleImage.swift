import Foundation
import QRCode

/// A picture of modules, dark or light, that a test hands to a real decoder: rows of booleans, written
/// as a binary PGM (portable graymap) image with each module a square of pixels.
struct ModuleImage: Equatable {
    /// Dark (`true`) or light, row by row; every row the same length.
    let rows: [[Bool]]

    /// The code's modules with `quietZone` light modules around them.
    init(_ code: QRCode, quietZone: Int = 4) {
        let span = -quietZone..<code.size + quietZone
        rows = span.map { y in span.map { x in code.isDark(x: x, y: y) } }
    }

    init(rows: some Sequence<[Bool]>) {
        self.rows = Array(rows)
    }

    /// The rows as lines of `#` (dark) and `.` (light): what a failed comparison prints.
    var text: String {
        rows.map { row in String(row.map { $0 ? "#" : "." }) }.joined(separator: "\n")
    }

    /// The image as a binary PGM file (`P5`): black for dark, white for light, `scale` pixels per module.
    func portableGraymap(scale: Int) -> Data {
        let width = (rows.first?.count ?? 0) * scale, height = rows.count * scale
        var data = Data("P5\n\(width) \(height)\n255\n".utf8)
        for row in rows {
            let line = row.flatMap { Array(repeating: $0 ? UInt8(0) : 255, count: scale) }
            for _ in 0..<scale { data.append(contentsOf: line) }
        }
        return data
    }
}
