// The `project-manager` executable: everything happens in the CLI and the App; this file only hands
// over the process's arguments, environment and terminal.
import CLI
import Foundation

// Under a file-size limit (`ulimit -f`) a write past it raises SIGXFSZ, which kills by default. Ignored,
// the write fails with EFBIG instead, and the store and the console report it as an `error:` line.
signal(SIGXFSZ, SIG_IGN)

let status = await CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: .standard()
)
exit(status)
