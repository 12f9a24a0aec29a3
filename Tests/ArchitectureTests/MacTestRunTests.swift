import Testing

/// `swift test` passes on a Mac: no test, and no testing kit, compiled there names a path, a tool or an
/// address only Linux has, outside a Linux branch. No Mac runs here, so this reads the code as macOS
/// would compile it.
@Suite(.timeLimit(.minutes(5))) struct MacTestRunTests {
    /// What a Mac does not have, by pattern and what to do instead.
    static var linuxOnly: [(Regex<Substring>, String)] { [
        (#/"\/usr\/bin\/(?:chromium|chromedriver|zbarimg|setpriv|flock|task|etcd|tmux)"/#, "a tool at Debian's path: find it on PATH"),
        (#/\b127\.0\.0\.(?:[02-9]|\d\d+)\b/#, "a loopback address macOS's lo0 does not have: only 127.0.0.1 is there"),
        (#/"timeout \d/#, "the timeout command, which macOS lacks: bound the run with a Deadline"),
        (#/"\/proc\/[^"]*"/#, "a /proc path: macOS has no /proc"),
        (#/\bBundle\.main\b/#, "Bundle.main, which under Xcode or a release build is not the build folder"),
    ] }

    /// Files that spell an address or a path as data, never binding, connecting or running it, and why.
    static let asData: [String: String] = [
        "Tests/CLITests/CommandLineParserTests.swift": "the address is parsed, never listened on",
        "Tests/HTTPKitTests/Security/HostPolicyTests.swift": "the address is compared with a Host header, never listened on",
        "Tests/EtcdKitTests/Live/SickMemberTests.swift": "the address is a line in a file of failures, never dialled",
        "Tests/WebBoardTests/WebBoardBrowserTests.swift": "a store under /proc cannot be made on either system",
        "Tests/WebBoardTests/WebBoardIPadTests+Accessibility.swift": "a store under /proc cannot be made on either system",
        "Tests/ArchitectureTests/MacTestRunTests.swift": "the guard's own patterns and samples",
        "Tests/ArchitectureTests/PortabilityTests.swift": "a guard's samples",
    ]

    @Test func nothingLinuxOnlyRunsInTestsOnAMac() throws {
        var breaks: [String] = []
        for file in PackageRoot.swiftFiles(under: "Tests") + PackageRoot.swiftFiles(under: "Sources/Testing") where Self.asData[file] == nil {
            breaks += Self.linuxOnlyLines(in: try PackageRoot.read(file), file: file)
        }
        #expect(breaks.isEmpty, "these fail on a Mac; each needs a Linux branch or a portable spelling:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func theGuardCatchesWhatItIsFor() {
        // What the tests said before they ran on a Mac.
        #expect(Self.linuxOnlyLines(in: #"static let executable = "/usr/bin/zbarimg""#, file: "F.swift").count == 1)
        #expect(Self.linuxOnlyLines(in: #"try await withBoard(arguments: ["--host", "127.0.0.2"])"#, file: "F.swift").count == 1)
        #expect(Self.linuxOnlyLines(in: #"let result = try await sandbox.shell("timeout 30 \"$PM\" \(command)")"#, file: "F.swift").count == 1)
        #expect(Self.linuxOnlyLines(in: "let folders = [Bundle.main.bundleURL]", file: "F.swift").count == 1)
        #expect(Self.linuxOnlyLines(in: #"#expect(address.hasPrefix("http://127.0.0.2:")) // served"#, file: "F.swift").count == 1)
        // Checked for before it is used, in a Linux branch, or in a comment: fine.
        let checked = #"@Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))"# + "\n" + #"run("/usr/bin/flock")"#
        #expect(Self.linuxOnlyLines(in: checked, file: "F.swift").isEmpty)
        #expect(Self.linuxOnlyLines(in: "#if os(Linux)\nlet second = \"127.0.0.2\"\n#endif", file: "F.swift").isEmpty)
        #expect(Self.linuxOnlyLines(in: "// 127.0.0.2 stands in for the network", file: "F.swift").isEmpty)
        #expect(Self.linuxOnlyLines(in: "let address = \"127.0.0.1\"", file: "F.swift").isEmpty)
    }

    /// The lines of `text` macOS compiles that name what only Linux has; a path is fine in a file that
    /// checks it exists first (its test is then skipped where it does not).
    static func linuxOnlyLines(in text: String, file: String) -> [String] {
        let lines = PlatformLines(text, for: .macOS)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where lines.compiled[index] {
            // A plain search first: a regular expression on every line of the tests would take minutes.
            guard ["/usr/bin/", "127.0.0.", "timeout ", "/proc/", "Bundle.main"].contains(where: line.includes) else { continue }
            let code = PlatformLines.code(of: line)
            for (pattern, why) in linuxOnly {
                guard let match = code.firstMatch(of: pattern.wordBoundaryKind(.simple)) else { continue }
                // A path the file checks for first: its test is skipped where the path is not.
                if match.output.hasPrefix("\""), text.contains("File(atPath: \(match.output))") || text.contains("fileExists(atPath: \(match.output))") { continue }
                found.append("\(file):\(index + 1): \(why)")
            }
        }
        return found
    }
}
