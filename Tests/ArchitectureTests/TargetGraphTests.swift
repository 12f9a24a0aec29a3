import Testing

/// The committed diagrams show the package as it is: add a target or a dependency without running
/// `Diagrams/generate` and these fail.
@Suite struct TargetGraphTests {
    @Test func mermaidDiagramMatchesThePackage() throws {
        let actual = try TargetGraph.fromPackage().graph
        let drawn = TargetGraph.fromMermaid(try PackageRoot.read("Diagrams/targets.mmd"))
        let differences = actual.differences(fromDrawn: drawn)
        #expect(differences.isEmpty, "Diagrams/targets.mmd is stale: run Diagrams/generate\n\(differences)")
    }

    @Test func graphvizDiagramMatchesThePackage() throws {
        let actual = try TargetGraph.fromPackage().graph
        let drawn = TargetGraph.fromDOT(try PackageRoot.read("Diagrams/targets.dot"))
        let differences = actual.differences(fromDrawn: drawn)
        #expect(differences.isEmpty, "Diagrams/targets.dot is stale: run Diagrams/generate\n\(differences)")
    }

    /// The SVG is rendered from the DOT in the same run, so it must show the same targets.
    @Test func renderedDiagramShowsEveryTarget() throws {
        let svg = try PackageRoot.read("Diagrams/targets.svg")
        let titles = Set(svg.matches(of: #/<title>(\w+)</title>/#).map { String($0.1) })
        let targets = Set(TargetGraph.fromDOT(try PackageRoot.read("Diagrams/targets.dot")).dependencies.keys)
        #expect(titles.subtracting(["targets"]) == targets, "Diagrams/targets.svg is stale: run Diagrams/generate")
    }

    @Test func packageNamesNoPackageDependency() throws {
        #expect(try TargetGraph.fromPackage().packageDependencies == 0)
        let manifest = try PackageRoot.read("Package.swift")
        let offending = manifest.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") && $0.element.contains(".package(") }
            .map { "Package.swift:\($0.offset + 1): \($0.element)" }
        #expect(offending.isEmpty, "the package must build with the toolchain alone:\n\(offending.joined(separator: "\n"))")
    }
}
