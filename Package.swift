// swift-tools-version: 6.2
// ProjectManager: a kanban board as a Clean Architecture reference package.
// The target graph below *is* the dependency rule: inner layers cannot see outer ones.
// The five layers stand alone at the top of Sources/; everything else lives in a wing that says what it is.
import PackageDescription

// The layers' async functions run where their caller runs (what Swift's approachable concurrency makes
// the default): a command on the main actor reads the store with no hop to the cooperative pool and back.
let runOnTheCaller: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

// The SwiftUI example names each module whose members it uses, as a new Xcode app project requires.
let importsWhatItUses: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
#if os(Linux)
// SwiftUI is Apple's: here the example's views are type-checked against a stand-in declaring the part
// of SwiftUI they use, as the SDK declares it (Sources/Testing/SwiftUI).
let swiftUI: [Target.Dependency] = ["SwiftUI"]
#else
let swiftUI: [Target.Dependency] = []
#endif

let package = Package(
    name: "ProjectManager",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The layers.
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "PresentationObservation", targets: ["PresentationObservation"]),
        .library(name: "App", targets: ["App"]),
        // Frontends and what they run on.
        .library(name: "CLI", targets: ["CLI"]),
        .library(name: "TerminalBoard", targets: ["TerminalBoard"]),
        .library(name: "WebBoard", targets: ["WebBoard"]),
        .executable(name: "project-manager", targets: ["ProjectManager"]),
        .executable(name: "project-manager-shell", targets: ["LineShell"]),
        // The program's own stores and document formats, and the record forms its stores share.
        .library(name: "JournalStore", targets: ["JournalStore"]),
        .library(name: "EtcdStore", targets: ["EtcdStore"]),
        .library(name: "ProjectArchive", targets: ["ProjectArchive"]),
        .library(name: "StoreRecords", targets: ["StoreRecords"]),
        // Kits that know no project.
        .library(name: "FastCoding", targets: ["FastCoding"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "HTTPKit", targets: ["HTTPKit"]),
        .library(name: "EtcdKit", targets: ["EtcdKit"]),
        .library(name: "QRCode", targets: ["QRCode"]),
        // Testing kits, for this package's tests and an adopter's.
        .library(name: "DomainTesting", targets: ["DomainTesting"]),
        .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
        .library(name: "ProcessTesting", targets: ["ProcessTesting"]),
        .library(name: "HTTPTesting", targets: ["HTTPTesting"]),
        .library(name: "EtcdTesting", targets: ["EtcdTesting"]),
        // Tools.
        .executable(name: "project-manager-bench", targets: ["Benchmarks"]),
        .executable(name: "project-manager-floor", targets: ["Floor"]),
    ],
    targets: [
        // MARK: The layers (Sources/)

        // Entities, use cases and the ports they need. Depends on nothing but Foundation.
        .target(name: "Domain", path: "Sources/Domain", swiftSettings: runOnTheCaller),
        // The JSON file repository: Codable DTOs mapped to the Domain, atomic replace, the lock.
        .target(name: "Data", dependencies: ["Domain"], path: "Sources/Data", swiftSettings: runOnTheCaller),
        // Input/Output view models, the homegrown publisher, localization. No UI.
        .target(name: "Presentation", dependencies: ["Domain"], path: "Sources/Presentation", swiftSettings: runOnTheCaller),
        // The board session and the view models. outputs as @Observable models, for SwiftUI. Presentation and
        // Observation only (and Foundation, for dates).
        .target(name: "PresentationObservation", dependencies: ["Presentation"], path: "Sources/PresentationObservation"),
        // The composition root: picks the store and wires repositories, use cases and view models. It opens
        // Data's store; the program plugs in its own stores and formats through App's ports.
        .target(name: "App", dependencies: ["Domain", "Data", "Presentation"], path: "Sources/App"),

        // MARK: Frontends (Sources/Frontends/)
        // They see view models (Presentation), never Data; the one that opens the store (the CLI) gets them
        // wired by App, and the others are handed a factory. No frontend sees another.

        .target(name: "CLI", dependencies: ["Presentation", "App", "TerminalKit", "FastCoding"], path: "Sources/Frontends/CLI"),
        .target(name: "TerminalBoard", dependencies: ["Presentation", "TerminalKit"], path: "Sources/Frontends/TerminalBoard"),
        .target(name: "WebBoard", dependencies: ["Presentation", "HTTPKit", "FastCoding"], path: "Sources/Frontends/WebBoard"),
        // The program: the CLI opens the store and hands the factory to the board or the web board; the
        // program plugs in the store on etcd (App's StoreOpener port), so App itself knows no socket.
        .executableTarget(
            name: "ProjectManager",
            dependencies: ["CLI", "TerminalBoard", "WebBoard", "App", "JournalStore", "ProjectArchive", "EtcdStore", "OfflineFirstStore", "EtcdKit", "QRCode"],
            path: "Sources/Frontends/ProjectManager"
        ),
        // The worked example of plugging in a frontend: a line-mode shell in one page (see the README).
        .executableTarget(name: "LineShell", dependencies: ["Presentation", "App"], path: "Sources/Frontends/LineShell"),
        // The SwiftUI example: the board's views, which an iPad app links (the KanbanViews product), and
        // the Mac app that shows them in a window (`swift run KanbanApp`).
        .target(
            name: "KanbanViews", dependencies: ["Presentation", "PresentationObservation", "App"] + swiftUI,
            path: "Sources/Frontends/KanbanViews", swiftSettings: importsWhatItUses
        ),
        .executableTarget(name: "KanbanApp", dependencies: ["KanbanViews"] + swiftUI, path: "Sources/Frontends/KanbanApp", swiftSettings: importsWhatItUses),

        // MARK: Stores (Sources/Stores/)

        // The program's local store: an append-only journal with compaction, migration and repair.
        .target(name: "JournalStore", dependencies: ["Domain", "FastCoding", "StoreRecords"], path: "Sources/Stores/JournalStore", swiftSettings: runOnTheCaller),
        // Export and import: the program's JSON document, Taskwarrior's export, an iCalendar of deadlines.
        .target(name: "ProjectArchive", dependencies: ["Domain", "FastCoding", "StoreRecords"], path: "Sources/Stores/ProjectArchive"),

        // The repository on etcd: one board under a key prefix, one transaction per change.
        .target(name: "EtcdStore", dependencies: ["Domain", "EtcdKit", "FastCoding", "OfflineFirstStore", "StoreRecords"], path: "Sources/Stores/EtcdStore", swiftSettings: runOnTheCaller),
        // A shared board that keeps working offline: a local board and an outbox of intents, synced once each.
        .target(name: "OfflineFirstStore", dependencies: ["Domain", "StoreRecords"], path: "Sources/Stores/OfflineFirstStore"),
        // A project and a history action as the program's stores keep them (the journal's lines, etcd's values):
        // for the stores alone, never a frontend.
        .target(name: "StoreRecords", dependencies: ["Domain", "FastCoding"], path: "Sources/Stores/StoreRecords"),

        // MARK: Kits that know no project (Sources/Kits/)

        // Text codecs kept out of the layers a learner reads first: byte-level JSON reader and writer,
        // escaping, project ids and ISO 8601 instants as text. What a frontend may import.
        .target(name: "FastCoding", dependencies: ["Domain"], path: "Sources/Kits/FastCoding"),
        // Terminal plumbing shared by the frontends: raw mode, keys, display width, drawing.
        .target(name: "TerminalKit", path: "Sources/Kits/TerminalKit"),
        // HTTP/1.1 plumbing for the browser frontend: server, strict parser, event streams.
        .target(name: "HTTPKit", path: "Sources/Kits/HTTPKit"),
        // etcd plumbing: a client of its JSON gateway with failover, bounded timeouts and sizes.
        .target(name: "EtcdKit", dependencies: ["FastCoding"], path: "Sources/Kits/EtcdKit", swiftSettings: runOnTheCaller),
        // A QR code encoder written to be read (byte mode, level M, versions 1-10), drawn in the terminal.
        .target(name: "QRCode", path: "Sources/Kits/QRCode"),

        // MARK: Testing kits (Sources/Testing/)

        // Fakes of the Domain's ports and the repository contract suite, for anyone's tests.
        .target(name: "DomainTesting", dependencies: ["Domain"], path: "Sources/Testing/DomainTesting"),
        // A recorder and ready-made fakes so an adopter tests a view model in a few lines.
        .target(name: "PresentationTesting", dependencies: ["Presentation", "DomainTesting"], path: "Sources/Testing/PresentationTesting"),
        // Programs in tests: every child started with posix_spawn, reaped by its pid, every wait bounded.
        .target(name: "ProcessTesting", path: "Sources/Testing/ProcessTesting"),
        // Clients for testing a server: a bare socket, URLSession helpers, an event-stream reader, and
        // WebDriver to a headless Chromium (no package).
        .target(name: "HTTPTesting", dependencies: ["ProcessTesting"], path: "Sources/Testing/HTTPTesting"),
        // Real etcd members (single and three-member clusters) on loopback and a hostile fake server.
        .target(name: "EtcdTesting", dependencies: ["EtcdKit", "HTTPTesting", "ProcessTesting"], path: "Sources/Testing/EtcdTesting"),

        // MARK: Tools (Sources/Tools/)

        // Measures the store, view models and publisher in-process (release builds); the scripts beside it
        // compare whole commands with Taskwarrior and the etcd store with the file store.
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Domain", "JournalStore", "Presentation", "App", "TerminalKit", "TerminalBoard", "EtcdKit", "WebBoard", "HTTPKit", "HTTPTesting", "EtcdStore", "EtcdTesting"],
            path: "Sources/Tools/Benchmarks",
            exclude: ["README.md", "compare-etcd", "compare-offline", "compare-taskwarrior", "etcd-latency", "generate-tasks", "trace-filter",
                      "trace-filter-summary.js"]
        ),
        // The floor the benchmarks divide by: start, append one line to a journal, fsync, print, exit.
        // The C library alone, so it stays the least a one-project change can cost.
        .executableTarget(name: "Floor", path: "Sources/Tools/Floor"),

        // MARK: Tests (Tests/)

        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTesting"]),
        .testTarget(name: "DataTests", dependencies: ["Data", "DomainTesting"]),
        .testTarget(name: "JournalStoreTests", dependencies: ["JournalStore", "Data", "ProjectArchive", "FastCoding", "DomainTesting"], exclude: ["Fixtures"]),
        .testTarget(name: "ProjectArchiveTests", dependencies: ["ProjectArchive", "FastCoding", "DomainTesting"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "PresentationTesting"]),
        .testTarget(name: "PresentationObservationTests", dependencies: ["PresentationObservation", "PresentationTesting"]),
        .testTarget(name: "AppTests", dependencies: ["App", "DomainTesting"]),
        .testTarget(name: "CLITests", dependencies: ["CLI", "App", "PresentationTesting", "ProcessTesting", "ProjectManager"]),
        .testTarget(name: "TerminalBoardTests", dependencies: ["TerminalBoard", "PresentationTesting", "ProcessTesting", "EtcdTesting", "ProjectManager"]),
        .testTarget(name: "WebBoardTests", dependencies: ["WebBoard", "HTTPKit", "HTTPTesting", "PresentationTesting", "ProcessTesting", "EtcdTesting", "ProjectManager"]),
        .testTarget(name: "LineShellTests", dependencies: ["LineShell", "PresentationTesting", "ProcessTesting"]),
        // The repository contract, concurrent writers, failover, offline and auth on real etcd members.
        .testTarget(name: "EtcdStoreTests", dependencies: ["EtcdStore", "OfflineFirstStore", "EtcdTesting", "DomainTesting", "ProcessTesting", "ProjectManager"]),
        .testTarget(name: "FastCodingTests", dependencies: ["FastCoding"]),
        // The outbox file, and the sync's rules against a board in memory behind a switch.
        .testTarget(name: "OfflineFirstStoreTests", dependencies: ["OfflineFirstStore", "DomainTesting"]),
        // Runs the benchmarks' floor binary: one line appended, one printed, errors told.
        .testTarget(name: "FloorTests", dependencies: ["Floor", "ProcessTesting"]),
        .testTarget(name: "StoreRecordsTests", dependencies: ["StoreRecords"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        // The parser and its limits, the server end to end over loopback, and a page driven in Chromium.
        .testTarget(name: "HTTPKitTests", dependencies: ["HTTPKit", "HTTPTesting"]),
        // Runs real etcd members (single and three-member clusters) and a hostile fake server on loopback.
        .testTarget(name: "EtcdKitTests", dependencies: ["EtcdKit", "EtcdTesting"]),
        // Known answers for each step, and every code scanned back by a real decoder (zbarimg).
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "ProcessTesting", "ProjectManager"]),
        // The harness that starts, reaps and bounds every child a test starts.
        .testTarget(name: "ProcessTestingTests", dependencies: ["ProcessTesting"]),
        // Black-box tests of the built `project-manager`: concurrent writers, SIGKILL, file-size limits,
        // damaged stores and hostile text. They run the executable, so they depend on it and on nothing else.
        .testTarget(name: "ReliabilityTests", dependencies: ["ProcessTesting", "ProjectManager"]),
        // Guards that read the package itself: the dependency rule, doc comments, the diagrams are current.
        .testTarget(name: "ArchitectureTests", dependencies: ["ProcessTesting"]),
    ]
)

#if os(macOS)
// Where SwiftUI is (an iPad app's Xcode reads this manifest on the Mac too): the example's products.
package.products += [
    .library(name: "KanbanViews", targets: ["KanbanViews"]),
    .executable(name: "KanbanApp", targets: ["KanbanApp"]),
]
#elseif os(Linux)
package.targets.append(.target(name: "SwiftUI", path: "Sources/Testing/SwiftUI"))
#endif
