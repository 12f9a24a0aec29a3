import FastCoding
import Presentation

/// Where a shared board stands and its changes to settle, as the page's banner and conflicts sheet
/// show them: every word from the session's state and the localizer.
struct SharedBoardBanner: Sendable, Equatable {
    /// A change to settle: what settling it names, and the line that says what it was and why it could not apply.
    struct Conflict: Sendable, Equatable {
        let id: String
        let text: String
    }

    /// `online`, `offline`, `syncing` or `conflicts`, for the banner's look.
    let state: String
    /// What the banner says: `Offline: 3 changes waiting`.
    let title: String
    let conflicts: [Conflict]

    init(_ state: SharedBoardState, conflicts: [SharedBoardConflict], localizer: Localizer) {
        self.state = switch state {
        case .online: "online"
        case .offline: "offline"
        case .syncing: "syncing"
        case .conflicts: "conflicts"
        }
        title = localizer.title(for: state)
        self.conflicts = conflicts.map { Conflict(id: $0.id, text: localizer.conflictLine($0)) }
    }

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("state", state)
            json.member("title", title)
            json.key("conflicts")
            json.array(conflicts) { json, conflict in
                json.object { json in
                    json.member("id", conflict.id)
                    json.member("text", conflict.text)
                }
            }
        }
    }
}
