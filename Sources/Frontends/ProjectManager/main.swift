// The `project-manager` executable: everything happens in the CLI and the App; this file only hands
// over the process's arguments, environment and terminal, and plugs in the stores beyond the file
// stores (a board shared on etcd) and the QR code `serve` draws for a network address.
import CLI
import Foundation
import QRCode
import TerminalBoard
import WebBoard

// A write past `ulimit -f` must fail with EFBIG (reported as "cannot write"), not kill the process
// half-way through a command.
signal(SIGXFSZ, SIG_IGN)
// Nor a reader that went away (`| head`): the change may be saved already, and the run must say so.
signal(SIGPIPE, SIG_IGN)

let environment = ProcessEnvironment.current()
let status = await CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    console: .standard(),
    openBoard: { app, options in
        await InteractiveBoard.run(factory: app.viewModels, environment: environment, noColor: options.noColor)
    },
    serve: { app, options in
        await ServeCommand.run(factory: app.viewModels, port: options.port, host: options.host, lan: options.lan,
                               allowedHosts: options.allowedHosts, newToken: options.newToken, environment: environment,
                               qrDrawing: { try? QRCode(encoding: $0).terminalDrawing() })
    },
    stores: [EtcdStoreOpener()]
)
exit(status)
