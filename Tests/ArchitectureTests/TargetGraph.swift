import Foundation

/// The package's targets and what each depends on: the model behind Diagrams/targets.{mmd,dot}.
///
/// Diagrams/generate draws it; these tests rebuild it from the package and from each committed diagram,
/// so a diagram that no longer matches the package fails without Graphviz being installed.
struct TargetGraph {
    /// Target name to the names of its dependencies.
    var dependencies: [String: Set<String>]

    /// What `drawn` lacks and what it shows that is not here, one `+`/`-` line per target or edge.
    func differences(fromDrawn drawn: TargetGraph) -> String {
        func lines(_ graph: TargetGraph) -> Set<String> {
            Set(graph.dependencies.flatMap { target, dependencies in
                ["target \(target)"] + dependencies.map { "\(target) -> \($0)" }
            })
        }
        let real = lines(self), shown = lines(drawn)
        return (real.subtracting(shown).map { "+ \($0)" } + shown.subtracting(real).map { "- \($0)" })
            .sorted { $0.dropFirst(2) < $1.dropFirst(2) }.joined(separator: "\n")
    }

    /// The graph `swift package dump-package` reports, and the package dependencies it names.
    static func fromPackage() throws -> (graph: TargetGraph, packageDependencies: Int) {
        try dumpedPackage.get()
    }

    // Read once per test run: each reading starts a `swift` process that compiles the manifest.
    private static let dumpedPackage = Result { try readPackage() }

    private static func readPackage() throws -> (graph: TargetGraph, packageDependencies: Int) {
        let json = try dumpPackage()
        guard let manifest = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let targets = manifest["targets"] as? [[String: Any]] else {
            throw GraphError("dump-package printed no targets")
        }
        var graph = TargetGraph(dependencies: [:])
        for target in targets {
            guard let name = target["name"] as? String else { throw GraphError("a target without a name") }
            var names = Set<String>()
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // Each dependency is {"byName" | "target" | "product": [name, ...]}.
                guard let parts = dependency.values.first as? [Any], let dependencyName = parts.first as? String else {
                    throw GraphError("unreadable dependency of \(name): \(dependency)")
                }
                names.insert(dependencyName)
            }
            graph.dependencies[name] = names
        }
        return (graph, (manifest["dependencies"] as? [Any])?.count ?? 0)
    }

    /// The graph drawn in Diagrams/targets.mmd: `    Name["Name"]:::layer` nodes and `    A --> B` edges.
    static func fromMermaid(_ text: String) -> TargetGraph {
        parse(text, node: #/^\s+(\w+)\[/#, edge: #/^\s+(\w+) --> (\w+)$/#)
    }

    /// The graph drawn in Diagrams/targets.dot: `    "Name" [...];` nodes and `    "A" -> "B";` edges.
    static func fromDOT(_ text: String) -> TargetGraph {
        parse(text, node: #/^\s+"(\w+)" \[/#, edge: #/^\s+"(\w+)" -> "(\w+)";$/#)
    }

    private static func parse(
        _ text: String, node: Regex<(Substring, Substring)>, edge: Regex<(Substring, Substring, Substring)>
    ) -> TargetGraph {
        var graph = TargetGraph(dependencies: [:])
        for line in text.split(separator: "\n") {
            if let match = line.wholeMatch(of: edge) {
                graph.dependencies[String(match.1), default: []].insert(String(match.2))
            } else if let match = line.prefixMatch(of: node) {
                graph.dependencies[String(match.1), default: []].formUnion([])
            }
        }
        return graph
    }

    /// Runs `swift package dump-package` on the package root with its own scratch directory: the running
    /// `swift test` holds the lock on `.build`, and waiting for it would hang forever.
    private static func dumpPackage() throws -> Data {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("ArchitectureTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", PackageRoot.url.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GraphError("swift package dump-package failed: \(String(decoding: message, as: UTF8.self))")
        }
        return json
    }
}

/// Why the package's graph could not be read.
struct GraphError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
