/// The dependency rule, in one table: which modules each target under Sources/ may import.
///
/// Inner layers never see outer ones; frontends see view models (Presentation) and, when they open the
/// store themselves, get them wired (App), never Data and never Domain. Each frontend has its own row,
/// so no frontend imports another (only the program that bundles them does). A new target must be added
/// here, or the architecture test fails; a new frontend goes in ``frontends`` too.
enum DependencyRule {
    /// Modules of the platform a target may need, besides Foundation.
    static let platform: Set<String> = ["Foundation", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization"]

    /// Every target that shows the board to a person, and the plumbing each may use besides Presentation.
    static let frontends: [String: Set<String>] = [
        // Opens the store (App) and prints; its terminal output goes through TerminalKit, its JSON (ids,
        // instants, escaped strings) through the package's one set of codecs (FastCoding).
        "CLI": ["App", "TerminalKit", "FastCoding"],
        // Handed a ViewModelFactory: it needs no App.
        "TerminalBoard": ["TerminalKit"],
        // Serves the page over HTTPKit; its JSON strings go through the one escaper (FastCoding).
        "WebBoard": ["HTTPKit", "FastCoding"],
        // The worked example: a frontend and its own `main` that wires it (App).
        "LineShell": ["App"],
        // The SwiftUI example's views: the session as observable state, the store opened through App.
        "KanbanViews": ["App", "PresentationObservation", "SwiftUI"],
    ]

    /// The program bundling the frontends: it only hands the process to the CLI, which opens the others.
    static let program = "ProjectManager"

    /// Target folder under Sources/ to the modules its files may import.
    static let allowedImports: [String: Set<String>] = {
        var table: [String: Set<String>] = [
            "Domain": ["Foundation"],
            "DomainTesting": ["Domain", "Foundation", "Synchronization"],
            // Text codecs: byte-level JSON, escaping, the Domain's ids and instants as text, nothing else.
            "FastCoding": ["Domain", "Foundation"],
            // The stores' record forms: for the journal and etcd stores, never a frontend.
            "StoreRecords": ["Domain", "FastCoding", "Foundation"],
            // The layer a learner reads first: Codable DTOs over the Domain, and the platform for files.
            "Data": platform.union(["Domain"]),
            // The program's local store: the journal, its byte-level codecs and record forms.
            "JournalStore": platform.union(["Domain", "FastCoding", "StoreRecords"]),
            // Export and import documents: JSON, Taskwarrior's export, iCalendar.
            "ProjectArchive": ["Domain", "FastCoding", "StoreRecords", "Foundation"],
            "Presentation": ["Domain", "Foundation", "Synchronization"],
            "PresentationTesting": ["Presentation", "DomainTesting", "Domain", "Foundation", "Synchronization"],
            "PresentationObservation": ["Presentation", "Observation", "Foundation"],
            "App": platform.union(["Domain", "Data", "Presentation"]),
            "TerminalKit": platform,
            // A QR code encoder: arithmetic on bytes and bits, nothing of the platform.
            "QRCode": ["Foundation"],
            // Plumbing for a store on etcd: it speaks HTTP over its own sockets, not URLSession, and its
            // JSON through the package's one byte-level reader and writer (FastCoding).
            "EtcdKit": platform.union(["FastCoding"]),
            // The repository on etcd: the Domain's port over EtcdKit, and nothing of Data.
            "EtcdStore": ["Domain", "EtcdKit", "FastCoding", "OfflineFirstStore", "StoreRecords", "Foundation", "Synchronization"],
            // A shared board that works offline: the Domain's ports composed, an outbox file of its own.
            "OfflineFirstStore": platform.union(["Domain", "StoreRecords", "Synchronization"]),
            // Real etcd members and a hostile server for tests; the harness talks to etcd with URLSession.
            "EtcdTesting": platform.union(["EtcdKit", "HTTPTesting", "ProcessTesting"]),
            // Programs in tests: built executables and children started with posix_spawn.
            "ProcessTesting": platform,
            // HTTP plumbing for the browser frontend: like TerminalKit, it knows nothing of projects.
            "HTTPKit": platform,
            // Test clients for servers and a browser driver (its chromedriver a child of the harness); URLSession
            // lives in FoundationNetworking on Linux.
            "HTTPTesting": platform.union(["ProcessTesting", "FoundationNetworking"]),
            // A tool, not a layer: the benchmarks measure every layer, so they may import all of them.
            "Benchmarks": platform.union(["Domain", "Data", "JournalStore", "Presentation", "App", "CLI", "TerminalKit", "TerminalBoard", "EtcdKit", "WebBoard", "HTTPKit", "HTTPTesting", "EtcdStore", "EtcdTesting"]),
            // The benchmarks' floor: a process, an fsynced append and a line of output, on the C library alone.
            "Floor": ["Darwin", "Glibc", "Musl"],
            // The SwiftUI example's Mac app: a window on the views, brought to the front through AppKit.
            "KanbanApp": ["KanbanViews", "SwiftUI", "AppKit"],
            // A stand-in for SwiftUI where there is none, for type-checking the example: SwiftUI's own imports.
            "SwiftUI": ["Foundation", "Observation"],
        ]
        for (frontend, plumbing) in frontends {
            table[frontend] = platform.union(["Presentation"]).union(plumbing)
        }
        // The program also plugs in its own stores and documents, through App's ports.
        table[program] = platform.union(["CLI", "TerminalBoard", "WebBoard", "App", "Presentation", "Domain", "JournalStore", "ProjectArchive", "EtcdStore",
                                         "OfflineFirstStore", "EtcdKit", "QRCode"])
        return table
    }()

    /// Modules no target or test may import anywhere.
    static let forbiddenEverywhere: Set<String> = ["Combine"]
}
