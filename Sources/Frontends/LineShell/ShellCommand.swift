import Presentation

/// One line the user typed, understood. Projects are named by the number the board prints before them.
enum ShellCommand: Equatable {
    case add(title: String)
    case move(number: Int, to: ProjectState)
    case delete(number: Int)
    case undo, redo, help, quit

    static let usage = """
        add TITLE       add a project to TODO
        move N STATE    move project N to todo, doing or done
        delete N        delete project N
        undo, redo      take back the last change, or apply it again
        help, quit
        """

    /// Understands `line`, or returns `nil` when it is not a command.
    init?(parsing line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard let verb = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        switch (verb, arguments.count) {
        case ("add", 1...): self = .add(title: arguments.joined(separator: " "))
        case ("move", 2):
            guard let number = Int(arguments[0]), let state = ProjectState(rawValue: arguments[1].lowercased()) else { return nil }
            self = .move(number: number, to: state)
        case ("delete", 1):
            guard let number = Int(arguments[0]) else { return nil }
            self = .delete(number: number)
        case ("undo", 0): self = .undo
        case ("redo", 0): self = .redo
        case ("help", 0): self = .help
        case ("quit", 0): self = .quit
        default: return nil
        }
    }
}
