import Testing

/// The README's install command builds the binary the benchmarks measure, so the figures it quotes are
/// the figures of what a user installs.
@Suite struct InstallCommandTests {
    static let build = "swift build -c release --static-swift-stdlib"

    @Test func theInstallCommandBuildsWhatTheBenchmarksMeasure() throws {
        let readme = try PackageRoot.read("README.md")
        let install = try #require(readme.split(separator: "\n").first { $0.hasPrefix(Self.build) && $0.contains("~/.local/bin") })
        #expect(install.contains("--product project-manager") && install.contains("--show-bin-path"))
        #expect(readme.contains("rm ~/.local/bin/project-manager"))  // and the way back
        #expect(readme.contains("(the installed build, `\(Self.build)`"))
        let compare = try PackageRoot.read("Sources/Tools/Benchmarks/compare-taskwarrior")
        #expect(compare.contains("BUILD=(\(Self.build)"))
        #expect(try PackageRoot.read("Sources/Tools/Benchmarks/README.md").contains("`\(Self.build)`"))
    }
}
