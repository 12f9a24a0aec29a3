import EtcdKit
import Foundation
import ProcessTesting

/// Certificates for tests of TLS, made by the `openssl` command-line tool in a temporary directory: a
/// CA, a member certificate it signed for `127.0.0.1`, one it signed for another name only, one for
/// `127.0.0.1` that expired yesterday, and an unrelated CA that signed nothing here.
///
/// Use ``with(_:)``: it removes the directory whether the test passed, failed or threw.
public struct TestCertificates: Sendable {
    /// A certificate and its private key, as PEM files: what an etcd member serves TLS with.
    public struct Identity: Sendable {
        /// The certificate's PEM file.
        public let certificate: String
        /// The private key's PEM file.
        public let key: String
    }

    /// The `openssl` executable, if this machine has one.
    public static let binary = SystemTool.find("openssl")

    /// Whether this process can speak TLS at all: the client loads OpenSSL 3 at run time, which a Mac
    /// has not (its `openssl` command is another library's).
    public static let clientCanSpeakTLS: Bool = {
        do throws(EtcdError) {
            try EtcdTrust.system.prepare()
            return true
        } catch .secureConnectionUnsupported {
            return false
        } catch {
            return true
        }
    }()

    /// Whether TLS tests must run: etcd and openssl are here and the client loads OpenSSL, or this is CI
    /// on Linux (where anything missing is a failure).
    public static let shouldRun = (EtcdCluster.binary != nil && binary != nil && clientCanSpeakTLS) || SystemTool.isDemandedByCI

    /// Why a suite was skipped, shown by the test runner.
    public static let skipReason = "needs etcd, openssl and OpenSSL 3's libssl (apt-get install etcd-server openssl); set CI on Linux to make their absence a failure"

    /// The temporary directory of every file.
    public let directory: URL
    /// The CA's certificate (PEM): what `PROJECT_MANAGER_ETCD_CA` names to trust the members.
    public var authority: String { path("ca.pem") }
    /// Another CA's certificate, which signed none of the members' certificates.
    public var otherAuthority: String { path("other-ca.pem") }
    /// A member certificate for `IP:127.0.0.1`, signed by ``authority``.
    public var member: Identity { Identity(certificate: path("member.pem"), key: path("member.key")) }
    /// A member certificate for `DNS:elsewhere.invalid` only, signed by ``authority``: right CA, wrong host.
    public var wrongName: Identity { Identity(certificate: path("wrong-name.pem"), key: path("wrong-name.key")) }
    /// A member certificate for `IP:127.0.0.1`, signed by ``authority``, that expired yesterday.
    public var expired: Identity { Identity(certificate: path("expired.pem"), key: path("expired.key")) }

    /// Makes the certificates, runs `body`, and removes them.
    public static func with<Result>(_ body: (TestCertificates) async throws -> Result) async throws -> Result {
        guard let binary else { throw HarnessError("openssl was not found on PATH or in /usr/bin (apt-get install openssl)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-test-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let certificates = TestCertificates(directory: directory)
        try await certificates.make(with: binary)
        return try await body(certificates)
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    private func make(with binary: String) async throws {
        for name in ["ca", "other-ca"] {
            try await run(binary, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                          "-keyout", path("\(name).key"), "-out", path("\(name).pem"), "-days", "2", "-subj", "/CN=Test \(name)")
        }
        // `-days -1`: valid until yesterday.
        for (name, names, days) in [("member", "IP:127.0.0.1", "2"), ("wrong-name", "DNS:elsewhere.invalid", "2"), ("expired", "IP:127.0.0.1", "-1")] {
            try await run(binary, "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                          "-keyout", path("\(name).key"), "-out", path("\(name).csr"), "-subj", "/CN=etcd member")
            try "subjectAltName=\(names)\n".write(toFile: path("\(name).ext"), atomically: true, encoding: .utf8)
            try await run(binary, "x509", "-req", "-in", path("\(name).csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
                          "-CAcreateserial", "-out", path("\(name).pem"), "-days", days, "-extfile", path("\(name).ext"))
        }
    }

    /// Runs openssl to its end; a failure throws with what it said.
    private func run(_ binary: String, _ arguments: String...) async throws {
        let log = path("openssl.log")
        let child = try ChildProcess(binary, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], output: .appending(log))
        guard try await child.wait(within: .seconds(60)).status == 0 else {
            throw HarnessError("openssl \(arguments.joined(separator: " ")) failed:\n\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
    }
}
