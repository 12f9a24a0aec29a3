import Testing

/// The pictures of the package (the Mermaid flowcharts in its Markdown pages: the layers in the README,
/// each wing in its own README) show the package as it is: add a target or a dependency without drawing
/// it and these fail, saying which line to add or remove.
@Suite(.timeLimit(.minutes(5))) struct TargetGraphTests {
    /// The package as the pictures see it: each target's dependencies, and each wing's targets.
    private struct Drawable {
        let graph: TargetGraph
        let tests: Set<String>
        let wings: [String: Set<String>]

        static func read() async throws -> Drawable {
            var wings: [String: Set<String>] = [:]
            for (target, folder) in try await TargetGraph.sourceFolders() {
                let parts = folder.split(separator: "/")
                if parts.count == 3 { wings[String(parts[1]), default: []].insert(target) }
            }
            return Drawable(graph: try await TargetGraph.fromPackage().graph, tests: try await TargetGraph.testTargets(), wings: wings)
        }

        /// The targets a box stands for: itself, or every target of its wing; `nil` for a name that is neither.
        func targets(of box: String) -> Set<String>? {
            wings[box] ?? (graph.dependencies[box] != nil ? [box] : nil)
        }
    }

    private static func pictures() throws -> [TargetPicture] {
        try PackageRoot.markdownFiles().flatMap { TargetPicture.all(in: $0, text: try PackageRoot.read($0)) }
    }

    @Test func thereArePicturesToCheck() throws {
        let places = try Self.pictures().map(\.place)
        #expect(places.contains { $0.hasPrefix("README.md,") }, "the README draws the layers")
        #expect(places.count >= 4, "\(places)")
    }

    @Test func everyBoxIsATargetOrAWing() async throws {
        let package = try await Drawable.read()
        for picture in try Self.pictures() {
            #expect(picture.unreadable.isEmpty, "\(picture.place): lines these tests cannot read: \(picture.unreadable)")
            let unknown = picture.boxes.filter { package.targets(of: $0) == nil }.sorted()
            #expect(unknown.isEmpty, "\(picture.place): \(unknown) is neither a target nor a wing (\(package.wings.keys.sorted()))")
            var drawnBy: [String: String] = [:]
            for box in picture.boxes.sorted() {
                for target in package.targets(of: box) ?? [] {
                    #expect(drawnBy.updateValue(box, forKey: target) == nil, "\(picture.place): \(target) is drawn twice (alone and in its wing)")
                }
            }
        }
    }

    /// Between the boxes a picture draws there is an arrow for every dependency, and no other arrow; a wing's
    /// box uses what any of its targets uses.
    @Test func everyArrowIsADependencyAndEveryDependencyBetweenBoxesAnArrow() async throws {
        let package = try await Drawable.read()
        for picture in try Self.pictures() {
            var expected = Set<TargetPicture.Arrow>()
            for user in picture.boxes {
                for used in picture.boxes where used != user {
                    let uses = (package.targets(of: user) ?? []).flatMap { package.graph.dependencies[$0, default: []] }
                    if !Set(uses).isDisjoint(with: package.targets(of: used) ?? []) {
                        expected.insert(.init(user: user, used: used))
                    }
                }
            }
            let missing = expected.subtracting(picture.arrows).sorted().map { "add `\($0)`" }
            let wrong = picture.arrows.subtracting(expected).sorted().map { "remove `\($0)` (no such dependency)" }
            #expect(missing.isEmpty && wrong.isEmpty, "\(picture.place) differs from Package.swift:\n\((missing + wrong).joined(separator: "\n"))")
        }
    }

    /// A subgraph named after a wing holds that wing's targets, every one of them.
    @Test func aWingsSubgraphHoldsEveryTargetOfTheWing() async throws {
        let package = try await Drawable.read()
        for picture in try Self.pictures() {
            for (name, boxes) in picture.subgraphs {
                guard let targets = package.wings[name] else { continue }
                let missing = targets.subtracting(boxes).sorted(), strangers = boxes.subtracting(targets).sorted()
                #expect(missing.isEmpty, "\(picture.place): draw \(missing) inside `subgraph \(name)`")
                #expect(strangers.isEmpty, "\(picture.place): \(strangers) are not in Sources/\(name)")
            }
        }
    }

    /// Every target that ships (all but the tests and the tools) is drawn as a box of its own somewhere:
    /// a layer in the README's picture, any other in its wing's README.
    @Test func everyTargetThatShipsIsDrawn() async throws {
        let package = try await Drawable.read()
        let drawn = Set(try Self.pictures().flatMap(\.boxes))
        let shipping = Set(package.graph.dependencies.keys).subtracting(package.tests).subtracting(package.wings["Tools"] ?? [])
        let undrawn = shipping.subtracting(drawn).sorted().map { target in
            let wing = package.wings.first { $0.value.contains(target) }?.key
            return "\(target): draw it in " + (wing.map { "a picture in Sources/\($0)/README.md" } ?? "the README's picture of the layers")
        }
        #expect(undrawn.isEmpty, "\(undrawn.joined(separator: "\n"))")
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
