/// Everything one run of `project-manager` was asked to do.
public struct Invocation: Sendable, Equatable {
    /// The options that apply to every command.
    public var options: GlobalOptions
    /// The command to run.
    public var command: Command

    /// Pairs a command with its global options.
    public init(options: GlobalOptions = GlobalOptions(), command: Command) {
        self.options = options
        self.command = command
    }
}
