import Foundation
import Testing

/// The lines the import table cannot see: what Presentation hands out, which frontend may see which, and
/// edges in Package.swift that nothing uses. (That a frontend cannot reach a use case is the compiler's
/// job: `UseCases` keeps its members internal; these tests keep a public door from opening again.)
@Suite(.timeLimit(.minutes(5))) struct BoundaryTests {
    /// The Domain's use cases, by type name (one file each under Sources/Domain/UseCases).
    static func useCaseNames() -> Set<String> {
        Set(PackageRoot.swiftFiles(under: "Sources/Domain/UseCases").map { String($0.split(separator: "/").last!.dropLast(".swift".count)) })
    }

    @Test func presentationHandsNoUseCaseToAFrontend() throws {
        let useCases = Self.useCaseNames()
        #expect(useCases.contains("MoveProject"))
        var doors: [String] = []
        for file in PackageRoot.swiftFiles(under: "Sources/Presentation") {
            for (index, line) in try PackageRoot.read(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingPrefix(while: \.isWhitespace)
                guard DocCommentScanner.declarationKeyword(of: code) != nil else { continue }
                let words = Set(code.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                if !words.isDisjoint(with: useCases) { doors.append("\(file):\(index + 1): \(code)") }
            }
        }
        #expect(doors.isEmpty, "a public declaration of Presentation names a use case, so a frontend could call it:\n\(doors.joined(separator: "\n"))")
    }

    @Test func noFrontendMaySeeAnotherOrTheInnerLayers() {
        let frontends = Set(DependencyRule.frontends.keys)
        for frontend in frontends {
            let allowed = DependencyRule.allowedImports[frontend] ?? []
            #expect(allowed.isDisjoint(with: frontends.subtracting([frontend]).union(["Domain", "Data", DependencyRule.program])),
                    "\(frontend) may import \(allowed.intersection(frontends.union(["Domain", "Data"])).sorted())")
        }
    }

    /// An edge in Package.swift that no file uses lets the next file use it silently: every dependency of
    /// a target under Sources/ is imported by at least one of its files.
    @Test func everyDependencyOfASourceTargetIsImported() async throws {
        let graph = try await TargetGraph.fromPackage().graph
        var unused: [String] = []
        for (target, folder) in try await TargetGraph.sourceFolders() {
            let imported = Set(try PackageRoot.swiftFiles(under: folder).flatMap { file in
                SwiftImport.all(in: try PackageRoot.read(file), file: file).map(\.module)
            })
            for dependency in graph.dependencies[target, default: []] where !imported.contains(dependency) {
                unused.append("\(target) → \(dependency)")
            }
        }
        #expect(unused.isEmpty, "Package.swift declares dependencies nothing imports; drop them:\n\(unused.joined(separator: "\n"))")
    }
}
