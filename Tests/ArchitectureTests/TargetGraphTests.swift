import Testing

/// The committed diagrams show the package as it is: add a target or a dependency without running
/// `Diagrams/generate` and these fail.
@Suite(.timeLimit(.minutes(5))) struct TargetGraphTests {
    @Test func mermaidDiagramMatchesThePackage() async throws {
        let actual = try await TargetGraph.fromPackage().graph
        let drawn = TargetGraph.fromMermaid(try PackageRoot.read("Diagrams/targets.mmd"))
        let differences = actual.differences(fromDrawn: drawn)
        #expect(differences.isEmpty, "Diagrams/targets.mmd is stale: run Diagrams/generate\n\(differences)")
    }

    @Test func graphvizDiagramMatchesThePackage() async throws {
        let actual = try await TargetGraph.fromPackage().graph
        let drawn = TargetGraph.fromDOT(try PackageRoot.read("Diagrams/targets.dot"))
        let differences = actual.differences(fromDrawn: drawn)
        #expect(differences.isEmpty, "Diagrams/targets.dot is stale: run Diagrams/generate\n\(differences)")
    }

    /// The first picture: the product alone (no tests, testing helpers or tools), each arrow a dependency
    /// that no longer path implies.
    @Test func layersDiagramMatchesTheProduct() async throws {
        let actual = try await TargetGraph.fromPackage().graph
        let layers = TargetGraph.layersFromDOT(try PackageRoot.read("Diagrams/targets.dot"))
        let tests = try await TargetGraph.testTargets()
        let product = Set(actual.dependencies.keys).subtracting(tests)
            .filter { !["testing", "tool"].contains(layers[$0]) }
        let drawn = TargetGraph.fromDOT(try PackageRoot.read("Diagrams/layers.dot"))
        let differences = actual.reduced(to: product).differences(fromDrawn: drawn)
        #expect(differences.isEmpty, "Diagrams/layers.dot is stale: run Diagrams/generate\n\(differences)")
    }

    /// A target the generator does not know is drawn as "no layer"; it must be given one.
    @Test func everyTargetHasALayer() throws {
        let unassigned = TargetGraph.layersFromDOT(try PackageRoot.read("Diagrams/targets.dot"))
            .filter { $0.value == "unassigned" }.keys.sorted()
        #expect(unassigned.isEmpty, "add \(unassigned) to LAYERS (or SUPPORT) in Diagrams/generate, then run it")
    }

    /// Each SVG is rendered from its DOT in the same run, so it must show the same targets.
    @Test(arguments: ["targets", "layers"])
    func renderedDiagramShowsEveryTarget(picture: String) throws {
        let svg = try PackageRoot.read("Diagrams/\(picture).svg")
        let titles = Set(svg.matches(of: #/<title>(\w+)</title>/#).map { String($0.1) })
        let targets = Set(TargetGraph.fromDOT(try PackageRoot.read("Diagrams/\(picture).dot")).dependencies.keys)
        #expect(titles.subtracting([picture]) == targets, "Diagrams/\(picture).svg is stale: run Diagrams/generate")
    }

    @Test func packageNamesNoPackageDependency() async throws {
        let dependencies = try await TargetGraph.fromPackage().packageDependencies
        #expect(dependencies == 0)
        let manifest = try PackageRoot.read("Package.swift")
        let offending = manifest.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") && $0.element.contains(".package(") }
            .map { "Package.swift:\($0.offset + 1): \($0.element)" }
        #expect(offending.isEmpty, "the package must build with the toolchain alone:\n\(offending.joined(separator: "\n"))")
    }
}
