import Foundation
import ProcessTesting

/// The package's targets and what each depends on, as `swift package dump-package` reports them: what the
/// guards hold the code, the layout and the pictures of the package to.
struct TargetGraph {
    /// Target name to the names of its dependencies.
    var dependencies: [String: Set<String>]

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

    /// Each target's settings as `swift package dump-package` prints them (its JSON, as text), by target name:
    /// enough to tell whether a target turns on an upcoming feature.
    static func settings() async throws -> [String: String] {
        guard let manifest = try JSONSerialization.jsonObject(with: try await dumped.value) as? [String: Any],
              let targets = manifest["targets"] as? [[String: Any]] else {
            throw GraphError("dump-package printed no targets")
        }
        var settings: [String: String] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { throw GraphError("a target without a name") }
            let json = try JSONSerialization.data(withJSONObject: target["settings"] ?? [Any]())
            settings[name] = String(decoding: json, as: UTF8.self)
        }
        return settings
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

/// A picture of the package drawn in Mermaid in a Markdown page (a ```` ```mermaid ```` block that starts
/// with `flowchart`): its boxes, the subgraphs that group them, and its arrows.
///
/// A box is a target, or a wing (`Frontends`, a folder under `Sources/`) standing for every target in
/// it. The pictures keep to a small part of Mermaid so that they can be read here: one statement a
/// line, `Name` or `Name[label]` (any bracket shape, an optional `:::class`) for a box, `A --> B` or
/// `A -- "label" --> B` for an arrow between boxes declared by name, `subgraph Name[label]` … `end`, and
/// `classDef`, `class`, `style`, `linkStyle`, `direction` and `%%` comments, which draw no dependency.
struct TargetPicture {
    /// Where it is: the page and the picture's number on it, from 1.
    var place: String
    /// Every box, by name.
    var boxes: Set<String> = []
    /// Each subgraph's name, to the boxes declared inside it.
    var subgraphs: [String: Set<String>] = [:]
    /// Each arrow, from the box that uses to the box it uses.
    var arrows: Set<Arrow> = []
    /// Lines of the block this reading does not understand.
    var unreadable: [String] = []

    /// One arrow: `user --> used`.
    struct Arrow: Hashable, Comparable, CustomStringConvertible {
        let user: String
        let used: String
        var description: String { "\(user) --> \(used)" }
        static func < (lhs: Arrow, rhs: Arrow) -> Bool { (lhs.user, lhs.used) < (rhs.user, rhs.used) }
    }

    /// Every flowchart drawn in `page` (a path relative to the package root).
    static func all(in page: String, text: String) -> [TargetPicture] {
        let blocks = text.matches(of: #/```mermaid\n((?:.*\n)*?)```/#).map { String($0.1) }
            .filter { $0.split(separator: "\n").first { !$0.hasPrefix("%%") }?.hasPrefix("flowchart") == true }
        return blocks.enumerated().map { read($0.element, place: "\(page), picture \($0.offset + 1)") }
    }

    private static func read(_ block: String, place: String) -> TargetPicture {
        var picture = TargetPicture(place: place)
        var open: [String] = []
        let ignored = ["%%", "flowchart", "classDef ", "class ", "style ", "linkStyle ", "direction "]
        for raw in block.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || ignored.contains(where: line.hasPrefix) { continue }
            if let match = line.wholeMatch(of: #/subgraph (\w+)(?:\[.*\])?/#) {
                open.append(String(match.1))
                picture.subgraphs[String(match.1), default: []].formUnion([])
            } else if line == "end" {
                if open.popLast() == nil { picture.unreadable.append(line) }
            } else if let match = line.wholeMatch(of: #/(\w+) (?:-->|-- "[^"]*" -->) (\w+)/#) {
                picture.arrows.insert(Arrow(user: String(match.1), used: String(match.2)))
                picture.boxes.formUnion([String(match.1), String(match.2)])
            } else if let match = line.wholeMatch(of: #/(\w+)(?:[\[\(\{].*[\]\)\}])?(?::::\w+)?/#) {
                picture.boxes.insert(String(match.1))
                if let subgraph = open.last { picture.subgraphs[subgraph, default: []].insert(String(match.1)) }
            } else {
                picture.unreadable.append(line)
            }
        }
        if !open.isEmpty { picture.unreadable.append("subgraph \(open.joined(separator: ", ")) without its end") }
        return picture
    }
}
