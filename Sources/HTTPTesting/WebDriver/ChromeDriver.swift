import Foundation

/// `/usr/bin/chromedriver` running on a free loopback port, for the length of a test.
///
/// It is started with `--port=0`, so the system picks the port, and the port is read from the line it
/// prints once it is listening: no guessing a free port, no race with another test doing the same.
public final class ChromeDriver: Sendable {
    /// The driver program.
    public static let executable = "/usr/bin/chromedriver"
    /// The browser it drives.
    public static let browser = "/usr/bin/chromium"

    /// Whether both programs are installed (CI installs the `chromium` and `chromium-driver` packages).
    public static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: executable) && FileManager.default.isExecutableFile(atPath: browser)
    }

    /// Whether browser tests run: when both are installed, and always under CI (env `CI`), where a
    /// missing browser must fail the tests rather than skip them.
    public static var testsShouldRun: Bool {
        isInstalled || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// The loopback port where it serves the WebDriver protocol.
    public let port: Int
    private let process: Process

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    /// Starts chromedriver and waits (up to `timeout`) until it says where it listens.
    ///
    /// Two test suites starting one each at the same moment sometimes see one exit at once without a
    /// word; a second try then succeeds, so it is tried up to three times.
    public static func start(timeout: Duration = .seconds(30)) async throws -> ChromeDriver {
        var attempt = 1
        while true {
            do {
                return try await startOnce(timeout: timeout)
            } catch let error as WebDriverError where error.error == "chromedriver did not start" && attempt < 3 {
                attempt += 1
            }
        }
    }

    private static func startOnce(timeout: Duration) async throws -> ChromeDriver {
        guard isInstalled else {
            throw WebDriverError(error: "not installed", message: "\(executable) or \(browser) is missing: apt-get install chromium chromium-driver")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--port=0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A chromedriver that never says its port is stopped at the timeout, which ends the read below.
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            kill(process.processIdentifier, SIGKILL)
        }
        defer { watchdog.cancel() }
        // Read on a thread of its own: a blocking read must not hold one of the few cooperative threads.
        let port = try await offThread { () -> Int? in
            while let line = Self.readLine(from: output.fileHandleForReading) {
                // "ChromeDriver was started successfully on port 40361."
                if let range = line.range(of: "started successfully on port ") {
                    // Keep reading what it prints later, so a full pipe never blocks it.
                    Thread { while !output.fileHandleForReading.readData(ofLength: 4096).isEmpty {} }.start()
                    return Int(line[range.upperBound...].prefix { $0.isNumber })
                }
            }
            return nil
        }
        guard let port else {
            kill(process.processIdentifier, SIGKILL)
            throw WebDriverError(error: "chromedriver did not start", message: "no port announced on its output")
        }
        return ChromeDriver(process: process, port: port)
    }

    /// Stops chromedriver and waits (briefly) for it to exit.
    ///
    /// With SIGKILL: a test runner blocks most signals and its children inherit that, so chromedriver
    /// never sees a SIGTERM. Its browser is gone by now (the session was deleted) and it has nothing to save.
    public func stop() async {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        let deadline = ContinuousClock.now + .seconds(10)
        // Foundation reaps the child and updates `isRunning` (its `waitUntilExit()` spins a run loop instead).
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// One line of chromedriver's output, or `nil` at its end.
    private static func readLine(from handle: FileHandle) -> String? {
        var bytes: [UInt8] = []
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let first = byte.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if first == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(first)
        }
    }
}
