import Testing

/// The install command (in the program's manual, the Frontends README) builds the binary the benchmarks
/// measure, so the figures quoted are the figures of what a user installs.
@Suite struct InstallCommandTests {
    static let build = "swift build -c release --static-swift-stdlib"
    /// What the install command adds, and the benchmark builds with too.
    static let flags = "-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors "
        + "-Xswiftc -cross-module-optimization -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs"

    /// The page that holds the install command.
    static let manual = "Sources/Frontends/README.md"

    @Test func theInstallCommandBuildsWhatTheBenchmarksMeasure() throws {
        // The manual breaks the command over lines; read it as the shell does.
        let manual = try PackageRoot.read(Self.manual).components(separatedBy: " \\\n")
            .map { $0.drop { $0 == " " } }.joined(separator: " ")
        let install = try #require(manual.split(separator: "\n").first { $0.hasPrefix(Self.build) && $0.contains("~/.local/bin") })
        #expect(install.contains("--product project-manager") && install.contains("--show-bin-path"))
        #expect(install.hasPrefix(Self.build + " " + Self.flags + " "))
        #expect(manual.contains("rm ~/.local/bin/project-manager"))  // and the way back
        #expect(try PackageRoot.read("Sources/Tools/README.md").contains("(the installed build, `\(Self.build)`"))
        let compare = try PackageRoot.read("Sources/Tools/Benchmarks/compare-taskwarrior")
        #expect(compare.contains("BUILD=(\(Self.build) \(Self.flags) "))
        #expect(try PackageRoot.read("Sources/Tools/Benchmarks/compare-etcd").contains("BUILD=(\(Self.build) \(Self.flags) "))
        #expect(try PackageRoot.read("Sources/Tools/Benchmarks/README.md").contains("`\(Self.build)`"))
    }
}
