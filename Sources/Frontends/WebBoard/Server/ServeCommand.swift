#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import HTTPKit
import Presentation

/// `project-manager serve`: serves the board until Ctrl-C or SIGTERM, then stops cleanly.
///
/// The first line on standard output is the address to open, with the secret (`http://HOST:PORT/?token=…`),
/// so a script can read it (with `--port 0` the system picks the port). The secret is kept between runs
/// (see ``SecretFile``). Listening beyond this machine (`--lan`, `--host`) is allowed, with one warning on
/// standard error that the traffic is not encrypted.
public enum ServeCommand {
    /// Serves the board `factory` builds; returns the exit status once stopped.
    ///
    /// - Parameters:
    ///   - host: the address to listen on (`nil`: loopback, or the LAN address with `lan`).
    ///   - lan: listen on this machine's address on the local network (see ``NetworkInterface/lanAddress(in:routes:)``).
    ///   - allowedHosts: more names the browser may use for the server.
    ///   - newToken: replace the kept secret.
    ///   - environment: where the secret is kept (`XDG_STATE_HOME`, `HOME`).
    ///   - qrDrawing: a terminal drawing of an address (a QR code), printed under an address asked for;
    ///     without its colours when `noColor`, `NO_COLOR` or standard output is not a terminal.
    ///   - noColor: `--no-color` was given.
    @MainActor
    public static func run(
        factory: ViewModelFactory, port: Int, host: String?, lan: Bool = false, allowedHosts: [String] = [], newToken: Bool = false,
        environment: [String: String], qrDrawing: (String) -> String? = { _ in nil }, noColor: Bool = false
    ) async -> Int32 {
        let say = ServeMessages(localizer: factory.localizer)
        let token: AccessToken
        let address: String
        let server: WebBoardServer
        do {
            address = try host ?? (lan ? lanAddress(say) : "127.0.0.1")
            token = try SecretFile(environment: environment).token(renew: newToken)
            server = try WebBoardServer.start(factory: factory, configuration: ServerConfiguration(host: address, port: port, extraHostNames: allowedHosts),
                                              token: token)
        } catch let error as SecretFileError {
            write("error: \(say.text(error.english, error.korean))\n", to: .standardError)
            return 1
        } catch {
            write("error: \(say.cannotServe) \(error)\n", to: .standardError)
            return 1
        }
        write(server.addressWithToken + "\n", to: .standardOutput)
        // An address asked for (`--lan`, `--host`) is for another device: drawn for its camera to read.
        if lan || host != nil {
            let everywhere = server.address.host == "0.0.0.0" || server.address.host == "::"
            let lanURLs = everywhere ? NetworkInterface.all().filter { $0.isIPv4 && !$0.isLoopback }.map {
                ServerAddress(host: $0.address, port: server.address.port).url + "?token=" + token.value
            } : [server.addressWithToken]
            if everywhere { write(lanURLs.map { $0 + "\n" }.joined(), to: .standardOutput) }
            if let first = lanURLs.first, let drawing = qrDrawing(first) {
                let plain = noColor || !(environment["NO_COLOR"] ?? "").isEmpty || isatty(STDOUT_FILENO) == 0
                write(plain ? withoutEscapes(drawing) : drawing, to: .standardOutput)
            }
        }
        if !server.address.isLoopback {
            write("warning: \(say.notEncrypted(server.address.host))\n", to: .standardError)
        }
        if newToken { write("\(say.newSecret)\n", to: .standardError) }
        _ = await StopSignal.next()
        // Stopped within a second whatever a tab does: past that the process ends, and the system closes
        // every socket left.
        let (stopped, stop) = AsyncStream.makeStream(of: Void.self)
        Task { await server.stop(); stop.yield() }
        Task { try? await Task.sleep(for: .milliseconds(900)); stop.yield() }
        for await _ in stopped { break }
        return 0
    }

    /// The address `--lan` listens on.
    private static func lanAddress(_ say: ServeMessages) throws(ServeMessages.Failure) -> String {
        guard let address = NetworkInterface.lanAddress(in: NetworkInterface.all(), routes: NetworkRoutes.current()) else { throw .init(message: say.noNetwork) }
        return address
    }

    /// `text` without its terminal escape sequences (`ESC [ … m`): the same modules, in the terminal's own colours.
    private static func withoutEscapes(_ text: String) -> String {
        text.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    }

    /// Unbuffered, so the address is out before anyone waits for it.
    private static func write(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
