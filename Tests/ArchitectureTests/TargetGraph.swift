import Foundation
import ProcessTesting

/// The package's targets and what each depends on: the model behind Diagrams/targets.{mmd,dot} and, reduced
/// to the product, Diagrams/layers.dot.
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

    /// The graph of `targets` alone, with an edge only where no longer path links the same two targets
    /// (the transitive reduction): what the layers picture draws.
    func reduced(to targets: Set<String>) -> TargetGraph {
        func reaches(_ source: String, _ target: String, skipping edge: (String, String)) -> Bool {
            var stack = Array((dependencies[source] ?? []).filter { targets.contains($0) && (source, $0) != edge })
            var seen = Set<String>()
            while let node = stack.popLast() {
                if node == target { return true }
                if seen.insert(node).inserted { stack += Array((dependencies[node] ?? []).filter(targets.contains)) }
            }
            return false
        }
        var graph = TargetGraph(dependencies: [:])
        for source in targets {
            graph.dependencies[source] = (dependencies[source] ?? []).filter {
                targets.contains($0) && !reaches(source, $0, skipping: (source, $0))
            }
        }
        return graph
    }

    /// The graph `swift package dump-package` reports, and the package dependencies it names.
    static func fromPackage() async throws -> (graph: TargetGraph, packageDependencies: Int) {
        try readPackage(try await dumped.value)
    }

    // Read once per test run: each reading starts a `swift` process that compiles the manifest.
    private static let dumped = Task { try await dumpPackage() }

    /// The names of the package's test targets.
    static func testTargets() async throws -> Set<String> {
        guard let manifest = try JSONSerialization.jsonObject(with: try await dumped.value) as? [String: Any],
              let targets = manifest["targets"] as? [[String: Any]] else {
            throw GraphError("dump-package printed no targets")
        }
        return Set(targets.filter { $0["type"] as? String == "test" }.compactMap { $0["name"] as? String })
    }

    /// Each source target's folder (relative to the package root), by target name, as Package.swift
    /// places it.
    static func sourceFolders() async throws -> [String: String] {
        guard let manifest = try JSONSerialization.jsonObject(with: try await dumped.value) as? [String: Any],
              let targets = manifest["targets"] as? [[String: Any]] else {
            throw GraphError("dump-package printed no targets")
        }
        var folders: [String: String] = [:]
        for target in targets where target["type"] as? String != "test" {
            guard let name = target["name"] as? String else { throw GraphError("a target without a name") }
            folders[name] = target["path"] as? String ?? "Sources/\(name)"
        }
        return folders
    }

    private static func readPackage(_ json: Data) throws -> (graph: TargetGraph, packageDependencies: Int) {
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

    /// The graph drawn in a Diagrams/*.dot file: `    "Name" [...];` nodes and `    "A" -> "B";` edges
    /// (attributes allowed); an invisible edge only holds a row in order, so it is not a dependency.
    static func fromDOT(_ text: String) -> TargetGraph {
        let visible = text.split(separator: "\n").filter { !$0.contains("style=invis") }.joined(separator: "\n")
        return parse(visible, node: #/^\s+"(\w+)" \[/#, edge: #/^\s+"(\w+)" -> "(\w+)"(?: \[[^\]]*\])?;$/#)
    }

    /// The layer each node of a Diagrams/*.dot file is drawn in: its `class` attribute.
    static func layersFromDOT(_ text: String) -> [String: String] {
        var layers: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if let match = line.prefixMatch(of: #/^\s+"(\w+)" \[class="(\w+)"/#) { layers[String(match.1)] = String(match.2) }
        }
        return layers
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
    private static func dumpPackage() async throws -> Data {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("ArchitectureTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try await ProgramRun.run(
            "/usr/bin/env", ["swift", "package", "--package-path", PackageRoot.url.path, "--scratch-path", scratch.path, "dump-package"])
        guard run.status == 0 else {
            throw GraphError("swift package dump-package failed: \(run)")
        }
        let json = run.outputData
        return json
    }
}

/// Why the package's graph could not be read.
struct GraphError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
