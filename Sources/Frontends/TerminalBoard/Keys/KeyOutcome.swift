/// What one key press does: the screen's next state, and the view-model inputs to call, in order.
struct KeyOutcome: Equatable {
    /// The state after the key (the view models' answers arrive later, through their outputs).
    var state: BoardScreenState
    /// The inputs to call.
    var actions: [BoardAction] = []
}
