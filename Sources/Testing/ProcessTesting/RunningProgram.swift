import Foundation

/// A child whose standard output and error go to files of its own (never pipes, so it never blocks on a
/// reader), read back when it ends: a program a test starts now and finishes later.
public final class RunningProgram: Sendable {
    /// The child itself, to signal it.
    public let child: ChildProcess
    /// Where its output goes, when it is captured.
    private let outputPath: String?
    private let errorPath: String

    /// Starts `path` with `arguments` (any bytes) and exactly `environment`; output files go in `scratch`.
    ///
    /// - Parameter output: where standard output goes instead of a captured file (`/dev/full`, a pipe).
    public init(
        _ path: String, bytes arguments: [[UInt8]], environment: [String: String], input: ChildProcess.Stream = .null,
        output: ChildProcess.Stream? = nil, directory: String? = nil, scratch: String = NSTemporaryDirectory()
    ) throws {
        let name = UUID().uuidString
        let captured = output == nil ? scratch + "/stdout-" + name : nil
        outputPath = captured
        errorPath = scratch + "/stderr-" + name
        child = try ChildProcess(path, bytes: arguments, environment: environment, input: input,
                                 output: output ?? .file(captured!), errors: .file(errorPath), directory: directory)
    }

    /// Starts `path` with `arguments`; see ``init(_:bytes:environment:input:output:directory:scratch:)``.
    public convenience init(
        _ path: String, _ arguments: [String], environment: [String: String], input: ChildProcess.Stream = .null,
        output: ChildProcess.Stream? = nil, directory: String? = nil, scratch: String = NSTemporaryDirectory()
    ) throws {
        try self.init(path, bytes: arguments.map { Array($0.utf8) }, environment: environment, input: input,
                      output: output, directory: directory, scratch: scratch)
    }

    deinit {
        child.kill()
        removeFiles()
    }

    /// What it has printed on standard output so far (empty when not captured).
    public var outputSoFar: String {
        outputPath.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Waits (at most `limit`, else it is killed and ``Overran`` thrown) until it ends; how it ended and
    /// everything it wrote.
    public func finish(within limit: Duration) async throws -> ProgramRun {
        let termination: Termination
        do {
            termination = try await child.wait(within: limit)
        } catch let overran as Overran {
            throw Overran(what: overran.what, limit: overran.limit, seen: "stdout: \(outputSoFar.suffix(2000))")
        }
        let output = outputPath.flatMap { FileManager.default.contents(atPath: $0) } ?? Data()
        let errors = FileManager.default.contents(atPath: errorPath) ?? Data()
        return ProgramRun(termination: termination, outputData: output, errorData: errors)
    }

    private func removeFiles() {
        if let outputPath { unlink(outputPath) }
        unlink(errorPath)
    }
}
