import Testing

/// A change reported saved survives a power loss on a Mac too: on Apple's systems `fsync` leaves the data
/// in the drive's cache, and only `fcntl(F_FULLFSYNC)` empties it. Every file of a store (and of the floor
/// the benchmarks divide by, so the figures stay comparable; and the browser board's secret) that flushes
/// asks for it.
@Suite struct DurabilityTests {
    @Test func everyFlushAsksForAFullSyncOnApplesSystems() throws {
        var breaks: [String] = []
        let folders = ["Sources/Data", "Sources/Stores", "Sources/Tools/Floor", "Sources/Frontends/WebBoard"]
        for file in folders.flatMap(PackageRoot.swiftFiles(under:)) {
            breaks += Self.plainFlushes(in: try PackageRoot.read(file), file: file)
        }
        #expect(breaks.isEmpty, "fsync without F_FULLFSYNC beside it (flush through the file's own helper):\n\(breaks.joined(separator: "\n"))")
    }

    @Test func theGuardCatchesWhatItIsFor() {
        #expect(Self.plainFlushes(in: "try check { fsync(descriptor) }", file: "F.swift") == ["F.swift:1"])
        let helper = "#if canImport(Darwin)\nif fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }\n#endif\nreturn fsync(descriptor)"
        #expect(Self.plainFlushes(in: helper, file: "F.swift").isEmpty)
        #expect(Self.plainFlushes(in: "// fsync(descriptor) leaves it in the cache", file: "F.swift").isEmpty)
    }

    /// The lines of `text` that call `fsync` in a file that never asks macOS for `F_FULLFSYNC`.
    static func plainFlushes(in text: String, file: String) -> [String] {
        let lines = PlatformLines(text, for: .macOS)
        let asksForFullSync = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().contains { index, line in
            lines.compiled[index] && line.includes("F_FULLFSYNC") && PlatformLines.code(of: line).contains("F_FULLFSYNC")
        }
        if asksForFullSync { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.includes("fsync") && PlatformLines.code(of: line).contains(#/\bfsync\s*\(/#.wordBoundaryKind(.simple)) ? "\(file):\(index + 1)" : nil
        }
    }
}
