import Foundation
import ProcessTesting

/// `chromedriver` running on a free loopback port, for the length of a test.
///
/// It is started with `--port=0`, so the system picks the port, and the port is read from the line it
/// prints once it is listening: no guessing a free port, no race with another test doing the same.
public final class ChromeDriver: Sendable {
    /// The driver program, as found on `PATH`.
    public static let executable = SystemTool.find("chromedriver") ?? "chromedriver"
    /// The browser it drives, as found on `PATH`.
    public static let browser = SystemTool.find("chromium") ?? "chromium"

    /// Whether both programs are installed (CI installs the `chromium` and `chromium-driver` packages).
    public static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: executable) && FileManager.default.isExecutableFile(atPath: browser)
    }

    /// Whether browser tests run: when both are installed, and always under CI on Linux, where a
    /// missing browser must fail the tests rather than skip them.
    public static var testsShouldRun: Bool {
        isInstalled || SystemTool.isDemandedByCI
    }

    /// The loopback port where it serves the WebDriver protocol.
    public let port: Int
    private let program: RunningProgram

    private init(program: RunningProgram, port: Int) {
        self.program = program
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
        // Its output goes to a file, read until it names its port: "…started successfully on port 40361."
        let program = try RunningProgram(executable, ["--port=0"], environment: ProcessInfo.processInfo.environment)
        let announcement = "started successfully on port "
        let port = try await Deadline(timeout, waitingFor: "chromedriver to name its port").poll(seen: { program.outputSoFar }) { () -> Int?? in
            let output = program.outputSoFar
            if let range = output.range(of: announcement) { return .some(Int(output[range.upperBound...].prefix { $0.isNumber })) }
            return program.child.isRunning ? nil : .some(nil)  // it exited without a word
        }
        guard let port else {
            program.child.kill()
            throw WebDriverError(error: "chromedriver did not start", message: "it exited without naming a port: \(program.outputSoFar)")
        }
        return ChromeDriver(program: program, port: port)
    }

    /// Stops chromedriver and reaps it.
    ///
    /// With SIGKILL: a test runner blocks most signals and its children inherit that, so chromedriver
    /// never sees a SIGTERM. Its browser is gone by now (the session was deleted) and it has nothing to save.
    public func stop() async {
        program.child.kill()
    }
}
