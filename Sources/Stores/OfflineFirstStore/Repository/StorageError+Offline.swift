import Domain

extension StorageError {
    /// Whether the error says the board's servers are out of reach (none answers, or too few to agree),
    /// so that the replica takes the command.
    var meansOffline: Bool {
        switch self {
        case .offline, .quorumLost: true
        default: false
        }
    }
}
