/// A command that could not do what was asked: the line to print after `error:`, an optional hint,
/// and the exit status.
struct CommandFailure: Error {
    let message: String
    let hint: String?
    let status: ExitStatus

    init(_ message: String, hint: String? = nil, status: ExitStatus) {
        self.message = message
        self.hint = hint
        self.status = status
    }
}
