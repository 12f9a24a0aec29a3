import Testing

/// The README is the tutorial, short enough to read in one sitting (the manual lives in the wings'
/// READMEs), and the tutorial's entry point survives a configuration it cannot resolve.
@Suite struct TutorialTests {
    @Test func theReadmeIsShortEnoughToReadInOneSitting() throws {
        let lines = try PackageRoot.read("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 400, "README.md has \(lines) lines: move what is manual to a wing's README")
    }

    /// The tutorial's `main.swift` is top-level code, which no test target compiles, so its handling of a
    /// configuration error (an empty `HOME`) is held to the line shell's, which is compiled and tested.
    @Test func theTutorialsEntryPointReportsAConfigurationErrorAsTheLineShellDoes() throws {
        let template = try PackageRoot.read("Sources/Presentation/Presentation.docc/Resources/main.swift.txt")
        let shell = try PackageRoot.read("Sources/Frontends/LineShell/main.swift")
        let start = try #require(template.range(of: "let app: AppContainer\n"))
        let end = try #require(template.range(of: "    exit(3)\n}\n", range: start.upperBound..<template.endIndex))
        #expect(shell.contains(template[start.lowerBound..<end.upperBound]))
    }
}
