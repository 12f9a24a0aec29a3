import Presentation

/// What one key press does: the screen's next state, and the session inputs to send, in order.
struct KeyOutcome: Equatable {
    /// The state after the key (the view models' answers arrive later, through their outputs).
    var state: BoardScreenState
    /// The inputs to send to the board session.
    var inputs: [BoardSessionInput] = []
    /// Whether the key ends the program.
    var quits = false
}
