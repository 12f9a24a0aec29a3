// swift-tools-version: 6.2
// ProjectManager: a kanban board as a Clean Architecture reference package.
// The target graph below *is* the dependency rule: inner layers cannot see outer ones.
import PackageDescription

let package = Package(
    name: "ProjectManager",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "DomainTesting", targets: ["DomainTesting"]),
        .library(name: "FastCoding", targets: ["FastCoding"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
        .library(name: "PresentationObservation", targets: ["PresentationObservation"]),
        .library(name: "App", targets: ["App"]),
        .library(name: "CLI", targets: ["CLI"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "EtcdKit", targets: ["EtcdKit"]),
        .library(name: "EtcdStore", targets: ["EtcdStore"]),
        .library(name: "TerminalBoard", targets: ["TerminalBoard"]),
        .library(name: "HTTPKit", targets: ["HTTPKit"]),
        .library(name: "HTTPTesting", targets: ["HTTPTesting"]),
        .library(name: "EtcdTesting", targets: ["EtcdTesting"]),
        .library(name: "ProcessTesting", targets: ["ProcessTesting"]),
        .library(name: "WebBoard", targets: ["WebBoard"]),
        .executable(name: "project-manager", targets: ["ProjectManager"]),
        .executable(name: "project-manager-bench", targets: ["Benchmarks"]),
        .executable(name: "project-manager-shell", targets: ["LineShell"]),
    ],
    targets: [
        // Entities, use cases and the ports they need. Depends on nothing but Foundation.
        .target(name: "Domain"),
        // Fakes of the Domain's ports and the repository contract suite, for anyone's tests.
        .target(name: "DomainTesting", dependencies: ["Domain"]),
        // The fast path, kept out of the layers a learner reads first: byte-level JSON reader and writer,
        // project ids and ISO 8601 instants as text. Encoding only, no project rules; Data and the CLI's
        // JSON output share it, so the package has one of each.
        .target(name: "FastCoding", dependencies: ["Domain"]),
        // JSON file repositories (snapshot, journal) and the export/import formats.
        .target(name: "Data", dependencies: ["Domain", "FastCoding"]),
        // Input/Output view models, the homegrown publisher, localization. No UI.
        .target(name: "Presentation", dependencies: ["Domain"]),
        // A recorder and ready-made fakes so an adopter tests a view model in a few lines.
        .target(name: "PresentationTesting", dependencies: ["Presentation", "DomainTesting"]),
        // The view models' outputs as @Observable screen models, for SwiftUI. Presentation and Observation only.
        .target(name: "PresentationObservation", dependencies: ["Presentation"]),
        // The composition root: picks the store and wires repositories, use cases and view models.
        .target(name: "App", dependencies: ["Domain", "Data", "Presentation", "EtcdStore", "EtcdKit"]),
        // Terminal plumbing shared by the frontends: raw mode, keys, display width, drawing. Knows no project.
        .target(name: "TerminalKit"),
        // etcd plumbing: a client of its JSON gateway with failover, bounded timeouts and sizes. Knows no project.
        .target(name: "EtcdKit"),
        // The repository on etcd: one board under a key prefix, one transaction per change. Domain, EtcdKit and the shared stored forms (FastCoding).
        .target(name: "EtcdStore", dependencies: ["Domain", "EtcdKit", "FastCoding"]),
        // Real etcd members (single and three-member clusters) on loopback and a hostile fake server, for tests.
        .target(name: "EtcdTesting", dependencies: ["EtcdKit", "ProcessTesting"]),
        // HTTP/1.1 plumbing for the browser frontend: server, strict parser, event streams. Knows no project.
        .target(name: "HTTPKit"),
        // Clients for testing a server: a bare socket, URLSession helpers, an event-stream reader, and
        // WebDriver to a headless Chromium (no package).
        .target(name: "HTTPTesting", dependencies: ["ProcessTesting"]),
        // Programs in tests: where this package built an executable, and children started with posix_spawn and reaped here.
        .target(name: "ProcessTesting"),
        // Frontends: they see view models (Presentation), never Data; the one that opens the store (the CLI)
        // gets them wired by App, and the others are handed a factory. No frontend sees another.
        .target(name: "CLI", dependencies: ["Presentation", "App", "TerminalKit", "FastCoding"]),
        .target(name: "TerminalBoard", dependencies: ["Presentation", "TerminalKit"]),
        .target(name: "WebBoard", dependencies: ["Presentation", "HTTPKit", "FastCoding"]),
        // The program: the CLI opens the store and hands the factory to the board or the web board.
        .executableTarget(name: "ProjectManager", dependencies: ["CLI", "TerminalBoard", "WebBoard"]),
        // A tool, not a layer: measures the store, view models and publisher in-process (release builds).
        .executableTarget(name: "Benchmarks", dependencies: ["Domain", "Data", "Presentation", "App", "TerminalKit", "TerminalBoard", "EtcdKit", "WebBoard", "HTTPKit", "HTTPTesting", "EtcdStore"]),
        // The worked example of plugging in a frontend: a line-mode shell in one page (see the README).
        .executableTarget(name: "LineShell", dependencies: ["Presentation", "App"]),

        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTesting"]),
        .testTarget(name: "FastCodingTests", dependencies: ["FastCoding"]),
        .testTarget(name: "DataTests", dependencies: ["Data", "FastCoding", "DomainTesting"], exclude: ["Fixtures"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "PresentationTesting"]),
        .testTarget(name: "PresentationObservationTests", dependencies: ["PresentationObservation", "PresentationTesting"]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
        .testTarget(name: "CLITests", dependencies: ["CLI", "App", "PresentationTesting", "ProcessTesting", "ProjectManager"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        // Runs real etcd members (single and three-member clusters) and a hostile fake server on loopback.
        .testTarget(name: "EtcdKitTests", dependencies: ["EtcdKit", "EtcdTesting"]),
        // The repository contract, concurrent writers, failover, offline and auth on real etcd members.
        .testTarget(name: "EtcdStoreTests", dependencies: ["EtcdStore", "EtcdTesting", "DomainTesting", "ProcessTesting", "ProjectManager"]),
        // The parser and its limits, the server end to end over loopback, and a page driven in Chromium.
        .testTarget(name: "HTTPKitTests", dependencies: ["HTTPKit", "HTTPTesting"]),
        .testTarget(name: "WebBoardTests", dependencies: ["WebBoard", "HTTPKit", "HTTPTesting", "PresentationTesting", "ProcessTesting", "ProjectManager"]),
        .testTarget(name: "TerminalBoardTests", dependencies: ["TerminalBoard", "PresentationTesting", "ProcessTesting", "ProjectManager"]),
        .testTarget(name: "LineShellTests", dependencies: ["LineShell", "PresentationTesting", "ProcessTesting"]),
        // Black-box tests of the built `project-manager`: concurrent writers, SIGKILL, file-size limits,
        // damaged stores and hostile text. They run the executable, so they depend on it and on nothing else.
        .testTarget(name: "ReliabilityTests", dependencies: ["ProcessTesting", "ProjectManager"]),
        // The harness that starts, reaps and bounds every child a test starts.
        .testTarget(name: "ProcessTestingTests", dependencies: ["ProcessTesting"]),
        // Guards that read the package itself: the dependency rule, doc comments, the diagrams are current.
        .testTarget(name: "ArchitectureTests", dependencies: ["ProcessTesting"]),
    ]
)
