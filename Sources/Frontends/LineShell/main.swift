// The `project-manager-shell` executable: the composition root wires the store, and the shell talks to
// this process's standard input and output.
import App
import Foundation

// An empty or relative HOME leaves the store's place unknown: say so, as the CLI does.
let app: AppContainer
do {
    app = AppContainer(configuration: try .resolve(storeFlag: nil, localeFlag: nil))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\nhint: \(error.hint)\n".utf8))
    exit(3)
}
let shell = LineShell(viewModels: app.viewModels, write: { print($0) })
// A prompt helps a person typing; a script piping commands in gets only the boards.
let prompt = isatty(STDIN_FILENO) == 1 ? "> " : ""
await shell.run(lines: AnyIterator {
    print(prompt, terminator: "")
    return readLine()
})
