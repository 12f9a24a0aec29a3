import Foundation
import Testing

/// The core builds on macOS and Linux alike: the layers, the line shell and the testing helpers a
/// learner uses import nothing but Foundation, Dispatch, Synchronization and Observation, a platform
/// module only inside a `#if canImport` chain that writes every platform's branch, and no Linux-only
/// spelling anywhere stands outside a Linux branch. No Mac runs here, so these guards read the code.
@Suite(.timeLimit(.minutes(5))) struct PortabilityTests {
    /// The targets a Mac developer builds first: the layers, their codecs and record forms, the worked-example frontend
    /// and the testing helpers; and the QR code encoder, arithmetic that has no reason to touch a platform.
    static let core: Set = [
        "Domain", "Data", "Presentation", "PresentationObservation", "App", "LineShell", "DomainTesting", "PresentationTesting",
        "FastCoding", "StoreRecords", "QRCode",
    ]
    /// The system modules every platform has.
    static let portable: Set = ["Foundation", "Dispatch", "Synchronization", "Observation"]
    /// The C library's module on each platform, each imported in its own `#if canImport` branch.
    static let platformModules = ["Darwin", "Glibc", "Musl"]

    @Test func theCoreDependsOnTheCoreAlone() async throws {
        let graph = try await TargetGraph.fromPackage().graph
        var breaks: [String] = []
        for target in Self.core.sorted() {
            for dependency in graph.dependencies[target, default: []].sorted() where !Self.core.contains(dependency) {
                breaks.append("\(target) → \(dependency)")
            }
        }
        #expect(graph.dependencies["App"] == ["Domain", "Data", "Presentation"], "App wires the layers; other stores plug in through StoreOpener")
        #expect(breaks.isEmpty, "the core must build anywhere; it may not depend on: \(breaks)")
    }

    @Test func theCoreImportsOnlyPortableModules() async throws {
        let folders = try await TargetGraph.sourceFolders()
        var breaks: [String] = []
        for target in Self.core.sorted() {
            for file in PackageRoot.swiftFiles(under: try #require(folders[target])) {
                let text = try PackageRoot.read(file)
                let branches = CompilationBranches(text)
                for found in SwiftImport.all(in: text, file: file) where !folders.keys.contains(found.module) && !Self.portable.contains(found.module) {
                    if let problem = Self.platformImportProblem(found, branches) { breaks.append("\(file):\(found.line): \(problem)") }
                }
            }
        }
        #expect(breaks.isEmpty, "\(breaks.joined(separator: "\n"))")
    }

    @Test func noLinuxOnlySpellingStandsOutsideALinuxBranch() throws {
        var breaks: [String] = []
        for file in PackageRoot.swiftFiles(under: "Sources") {
            breaks += Self.linuxOnlySpellings(in: try PackageRoot.read(file), file: file)
        }
        #expect(breaks.isEmpty, "each needs a Darwin branch beside it:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func theGuardsCatchWhatTheyAreFor() {
        let unguarded = "import Foundation\nimport Glibc\n"
        let found = SwiftImport.all(in: unguarded, file: "F.swift")[1]
        #expect(Self.platformImportProblem(found, CompilationBranches(unguarded)) != nil)
        let half = "#if canImport(Glibc)\nimport Glibc\n#endif\n"
        #expect(Self.platformImportProblem(SwiftImport.all(in: half, file: "F.swift")[0], CompilationBranches(half)) != nil)
        let whole = "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#endif\n"
        #expect(SwiftImport.all(in: whole, file: "F.swift").allSatisfy { Self.platformImportProblem($0, CompilationBranches(whole)) == nil })
        #expect(Self.linuxOnlySpellings(in: "let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | SOCK_CLOEXEC, 0)", file: "F.swift").count == 2)
        #expect(Self.linuxOnlySpellings(in: "#if os(Linux)\nlet fds = \"/proc/self/fd\"\n#endif", file: "F.swift").isEmpty)
        #expect(Self.linuxOnlySpellings(in: "#if canImport(Darwin)\n#else\n_ = Glibc.close(3)\n#endif", file: "F.swift").isEmpty)
        #expect(Self.linuxOnlySpellings(in: "#if os(Windows)\n#else\n_ = Glibc.close(3)\n#endif", file: "F.swift").count == 1)
    }

    /// Why `found` (a module that is neither the package's nor portable) may not be imported there, or
    /// `nil` when it is a platform module in its own branch of a chain that writes every platform's.
    static func platformImportProblem(_ found: SwiftImport, _ branches: CompilationBranches) -> String? {
        guard platformModules.contains(found.module) else { return "imports \(found.module), which not every platform has" }
        guard let branch = branches.enclosing[found.line - 1].last, branch.condition == "canImport(\(found.module))" else {
            return "imports \(found.module) outside its #if canImport(\(found.module)) branch"
        }
        let written = branches.chains[branch.chain]
        let missing = platformModules.filter { !written.contains("canImport(\($0))") }
        return missing.isEmpty ? nil : "its #if chain has no branch for \(missing.joined(separator: ", "))"
    }

    /// What compiles with Glibc alone, by pattern and what it is.
    static var linuxOnly: [(Regex<Substring>, String)] { [
        (#/\bSOCK_NONBLOCK\b/#, "SOCK_NONBLOCK"), (#/\bSOCK_CLOEXEC\b/#, "SOCK_CLOEXEC"), (#/\bMSG_NOSIGNAL\b/#, "MSG_NOSIGNAL"),
        (#/\bGlibc\.\w/#, "a Glibc-qualified call"), (#/\bSOCK_(?:STREAM|DGRAM|RAW)\.rawValue\b/#, ".rawValue on a socket type"),
        (#/\bposix_spawn(?:_file_actions|attr)_t\(\)/#, "a posix_spawn type made with ()"), (#/"\/proc\//#, "a /proc path"),
    ] }

    /// The Linux-only spellings of `text` outside a `#if os(Linux)` or `#if canImport(Glibc)` branch, or
    /// the `#else` of a chain whose Darwin branch is written.
    static func linuxOnlySpellings(in text: String, file: String) -> [String] {
        let branches = CompilationBranches(text)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A plain search first: a regular expression on every line of the package takes minutes, and
            // holds a thread of the test runtime that servers and deadlines of other suites wait for.
            guard ["SOCK_", "MSG_NOSIGNAL", "Glibc.", "posix_spawn", "/proc/"].contains(where: line.includes) else { continue }
            // What a comment says is not compiled (a `//` inside a string literal cuts it short; rare here).
            let code = line.components(separatedBy: "//")[0]
            guard !branches.isInside(line: index, anyOf: ["os(Linux)", "canImport(Glibc)"]),
                  !branches.isInElseOfDarwin(line: index) else { continue }
            for (pattern, name) in linuxOnly where code.contains(pattern) {
                found.append("\(file):\(index + 1): \(name)")
            }
        }
        return found
    }
}
