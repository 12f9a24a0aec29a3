// The `project-manager-shell` executable: the composition root wires the store, and the shell talks to
// this process's standard input and output.
import App
import Foundation

let app = AppContainer(configuration: .resolve(storeFlag: nil, localeFlag: nil))
let shell = LineShell(viewModels: app.viewModels, write: { print($0) })
// A prompt helps a person typing; a script piping commands in gets only the boards.
let prompt = isatty(STDIN_FILENO) == 1 ? "> " : ""
await shell.run(lines: AnyIterator {
    print(prompt, terminator: "")
    return readLine()
})
