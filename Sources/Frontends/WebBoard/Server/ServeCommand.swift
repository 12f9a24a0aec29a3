import Foundation
import HTTPKit
import Presentation

/// `project-manager serve`: serves the board until Ctrl-C or SIGTERM, then stops cleanly.
///
/// The first line on standard output is the address to open, so a script can read it (with `--port 0`
/// the system picks the port). Listening beyond this machine is allowed, with a warning on standard error.
public enum ServeCommand {
    /// Serves the board `factory` builds on `host`:`port`; returns the exit status once stopped.
    @MainActor
    public static func run(factory: ViewModelFactory, port: Int, host: String) async -> Int32 {
        let server: WebBoardServer
        do {
            server = try WebBoardServer.start(factory: factory, configuration: ServerConfiguration(host: host, port: port))
        } catch {
            write("error: cannot serve the board: \(error)\n", to: .standardError)
            return 1
        }
        write(server.address.url + "\n", to: .standardOutput)
        if !server.address.isLoopback {
            write("warning: listening on \(server.address.host): other machines can open the board\n", to: .standardError)
        }
        _ = await StopSignal.next()
        await server.stop()
        return 0
    }

    /// Unbuffered, so the address is out before anyone waits for it.
    private static func write(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
