import Testing

/// Diagrams/Domain.md is drawn by hand, so these keep it honest: it shows every public Domain type, and
/// each use case's arrows are exactly the ports its initializer takes.
@Suite struct DomainPageTests {
    private let page: String

    init() throws {
        page = try PackageRoot.read("Diagrams/Domain.md")
    }

    @Test func pageShowsEveryPublicDomainType() throws {
        let drawn = Set(page.matches(of: #/^\s+class (\w+)/#.anchorsMatchLineEndings()).map { String($0.1) })
        var missing: [String] = []
        for file in PackageRoot.swiftFiles(under: "Sources/Domain") {
            // Top-level types only (no indentation): nested ones such as ImportProjects.Summary stay off the page.
            for match in try PackageRoot.read(file).matches(
                of: #/^public (?:final )?(?:struct|enum|class|actor|protocol) (\w+)/#.anchorsMatchLineEndings()
            ) where !drawn.contains(String(match.1)) {
                missing.append("\(file): \(match.1)")
            }
        }
        #expect(missing.isEmpty, "add these types to Diagrams/Domain.md:\n\(missing.joined(separator: "\n"))")
    }

    @Test func eachUseCaseArrowsToExactlyThePortsItTakes() throws {
        var arrows: [String: Set<String>] = [:]
        for match in page.matches(of: #/^\s+(\w+) \.\.> (\w+)$/#.anchorsMatchLineEndings()) {
            arrows[String(match.1), default: []].insert(String(match.2))
        }
        let useCases = PackageRoot.swiftFiles(under: "Sources/Domain/UseCases")
        #expect(!useCases.isEmpty)
        for file in useCases {
            let name = String(file.split(separator: "/").last!.dropLast(".swift".count))
            // A use case keeps each port it needs as `let name: any Port`, or the ports of every change in
            // one `ChangeContext`.
            let ports = Set(try PackageRoot.read(file).matches(of: #/let \w+: (?:any (\w+)|(ChangeContext))/#).map { String($0.1 ?? $0.2!) })
            #expect(arrows[name, default: []] == ports, "Diagrams/Domain.md: arrows of \(name)")
        }
    }
}
