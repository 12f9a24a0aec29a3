/// One `import` line of a Swift file: `import Foundation`, `@testable import Domain`, `import struct Foundation.Date`.
struct SwiftImport: Equatable {
    /// The file, relative to the package root.
    let file: String
    /// The line number, from 1.
    let line: Int
    /// The top-level module (`Foundation` for `import struct Foundation.Date`).
    let module: String

    /// Every import in `text`, found line by line (an import inside `#if` counts: it may build elsewhere).
    static func all(in text: String, file: String) -> [SwiftImport] {
        let pattern = #/^\s*(?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|fileprivate|private)\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/#
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            // A plain search first: the expression on every line of the package would take minutes.
            line.includes("import") ? line.prefixMatch(of: pattern).map { SwiftImport(file: file, line: index + 1, module: String($0.1)) } : nil
        }
    }
}
