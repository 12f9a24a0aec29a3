import Foundation
import Testing

/// The layout shows the architecture: the layers stand alone at the top of `Sources/`, every other
/// target lives in the wing that says what it is, and the repository's top level holds only what the
/// design card names.
@Suite(.timeLimit(.minutes(5))) struct LayoutTests {
    /// The layers, each a folder directly under `Sources/`.
    static let layers = ["Domain", "Data", "Presentation", "PresentationObservation", "App"]
    /// The wings: frontends, other stores, kits that know no project, testing kits, tools.
    static let wings = ["Frontends", "Stores", "Kits", "Testing", "Tools"]

    @Test func sourcesHoldsTheLayersAndTheWingsAlone() throws {
        let top = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.url.appendingPathComponent("Sources").path)
        #expect(Set(top.filter { !$0.hasPrefix(".") }) == Set(Self.layers + Self.wings))
    }

    @Test func eachLayerIsAFolderOfItsOwnAtTheTop() async throws {
        let folders = try await TargetGraph.sourceFolders()
        for layer in Self.layers {
            #expect(folders[layer] == "Sources/\(layer)")
        }
    }

    @Test func everyOtherTargetLivesInAWing() async throws {
        var misplaced: [String] = []
        for (target, folder) in try await TargetGraph.sourceFolders() where !Self.layers.contains(target) {
            let parts = folder.split(separator: "/").map(String.init)
            if !(parts.count == 3 && parts[0] == "Sources" && Self.wings.contains(parts[1]) && parts[2] == target) {
                misplaced.append("\(target) at \(folder)")
            }
        }
        #expect(misplaced.isEmpty, "put each in Sources/WING/TARGET, WING one of \(Self.wings): \(misplaced)")
    }

    /// What a build, a test run or the fuzzers leave behind is ignored (`.gitignore`) and not counted.
    @Test func theTopLevelIsTheDesignCardsFiveEntries() throws {
        let ignored = Set(try PackageRoot.read(".gitignore").split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) })
        let entries = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.url.path)
            .filter { !$0.hasPrefix(".") && !ignored.contains($0) }
        #expect(Set(entries) == ["Package.swift", "Sources", "Tests", "Diagrams", "README.md"])
    }
}
