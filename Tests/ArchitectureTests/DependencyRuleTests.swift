import Testing

/// Reads every `import` under Sources/ and Tests/ and holds it against ``DependencyRule``.
@Suite struct DependencyRuleTests {
    @Test func everyTargetIsInTheRuleTable() async throws {
        let unlisted = try await TargetGraph.sourceFolders().keys.sorted().filter { DependencyRule.allowedImports[$0] == nil }
        #expect(unlisted.isEmpty, "add these targets to DependencyRule.allowedImports (a frontend goes in DependencyRule.frontends): \(unlisted)")
    }

    @Test func sourcesImportOnlyWhatTheRuleAllows() async throws {
        var breaks: [String] = []
        for (target, folder) in try await TargetGraph.sourceFolders() {
            let allowed = DependencyRule.allowedImports[target] ?? []
            for file in PackageRoot.swiftFiles(under: folder) {
                for found in SwiftImport.all(in: try PackageRoot.read(file), file: file)
                where found.module != target && !allowed.contains(found.module) {
                    breaks.append("\(found.file):\(found.line): \(target) imports \(found.module)")
                }
            }
        }
        #expect(breaks.isEmpty, "the dependency rule is broken:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func nothingImportsCombine() throws {
        var breaks: [String] = []
        for file in PackageRoot.swiftFiles(under: "Sources") + PackageRoot.swiftFiles(under: "Tests") {
            for found in SwiftImport.all(in: try PackageRoot.read(file), file: file)
            where DependencyRule.forbiddenEverywhere.contains(found.module) {
                breaks.append("\(found.file):\(found.line): imports \(found.module), which Linux does not have")
            }
        }
        #expect(breaks.isEmpty, "\(breaks.joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("import Foundation", "Foundation"),
        ("@testable import Domain", "Domain"),
        ("  @preconcurrency import Dispatch", "Dispatch"),
        ("import struct Foundation.Date", "Foundation"),
        ("public import Data", "Data"),
        ("@_exported public import Presentation", "Presentation"),
    ])
    func importLinesAreRecognised(line: String, module: String) {
        #expect(SwiftImport.all(in: "// a file\n\(line)\n", file: "F.swift") == [SwiftImport(file: "F.swift", line: 2, module: module)])
    }

    @Test func commentsAndOtherWordsAreNotImports() {
        #expect(SwiftImport.all(in: "// import Data\nlet important = 1\n/// import Combine\n", file: "F.swift").isEmpty)
    }
}
