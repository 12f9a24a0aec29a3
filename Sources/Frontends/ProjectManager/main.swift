// The `project-manager` executable: everything happens in the CLI and the App; this file only hands
// over the process's arguments, environment and terminal, and plugs in the program's own stores (the
// journal on disk, a board shared on etcd), its document formats and the QR code `serve` draws.
import App
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
// The main actor runs on this thread, in its run loop: a one-shot command (`show`, `add`, …) then runs
// from start to exit on this one thread. An `await` at the top level would park it in `dispatch_main`
// and start Dispatch's threads to run the main actor instead.
// Standard input, output or error that the caller closed stay closed to the command (`import -` says
// so), but the run loop's own descriptors must not take their numbers: /dev/null holds them until it runs.
let heldOpen = (STDIN_FILENO...STDERR_FILENO).filter { fcntl($0, F_GETFD) == -1 }.map { _ in open("/dev/null", O_RDWR) }
Task { @MainActor in
    heldOpen.forEach { close($0) }
    exit(await CommandLineTool.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: environment,
        console: .standard(),
        openBoard: { app, options in
            await InteractiveBoard.run(factory: app.viewModels, environment: environment, noColor: options.noColor)
        },
        serve: { app, options, global in
            await ServeCommand.run(factory: app.viewModels, port: options.port, host: options.host, lan: options.lan,
                                   allowedHosts: options.allowedHosts, newToken: options.newToken, environment: environment,
                                   qrDrawing: { try? QRCode(encoding: $0).terminalDrawing() }, noColor: global.noColor)
        },
        plugIns: PlugIns(directoryStore: JournalStoreOpener(), addressedStores: [EtcdStoreOpener()], documents: ArchiveFormats())
    ))
}
RunLoop.main.run()
