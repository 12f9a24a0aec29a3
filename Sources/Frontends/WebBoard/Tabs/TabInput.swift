import Foundation
import Presentation

/// One thing the user did in a tab, as the page sends it: `{"name":"move","id":"…","state":"doing"}`.
///
/// Each case is one input of a view model (the screen it belongs to is the case's prefix where the names
/// would clash), plus the delete confirmation, which is this frontend's own step before the board's
/// ``BoardViewModelInput/delete(_:)``. The page names inputs; it never decides what they do.
enum TabInput: Equatable, Sendable {
    // The board.
    case appear, add, showHistory, undo, redo
    case select(ProjectID?), open(ProjectID), showMoveMenu(ProjectID), move(ProjectID, ProjectState)
    // The delete confirmation.
    case askDelete(ProjectID), confirmDelete, cancelDelete
    // The detail sheet.
    case setTitle(String), setBody(String), setDeadline(String), stepDeadline(Int), setDeadlineToday
    case edit, cancelDetail, done
    // The move menu and the history list.
    case choose(ProjectState), cancelMove, closeHistory
}

extension TabInput: Decodable {
    private enum Key: String, CodingKey { case name, id, state, text, days }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: Key.self)
        func id() throws -> ProjectID {
            let text = try fields.decode(String.self, forKey: .id)
            guard let id = ProjectID(uuidString: text) else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: fields, debugDescription: "not a project id")
            }
            return id
        }
        func state() throws -> ProjectState {
            let text = try fields.decode(String.self, forKey: .state)
            guard let state = ProjectState(rawValue: text) else {
                throw DecodingError.dataCorruptedError(forKey: .state, in: fields, debugDescription: "not a state")
            }
            return state
        }
        func text() throws -> String { try fields.decode(String.self, forKey: .text) }
        let name = try fields.decode(String.self, forKey: .name)
        switch name {
        case "appear": self = .appear
        case "add": self = .add
        case "showHistory": self = .showHistory
        case "undo": self = .undo
        case "redo": self = .redo
        case "select": self = .select(try fields.decodeIfPresent(String.self, forKey: .id) == nil ? nil : try id())
        case "open": self = .open(try id())
        case "showMoveMenu": self = .showMoveMenu(try id())
        case "move": self = .move(try id(), try state())
        case "askDelete": self = .askDelete(try id())
        case "confirmDelete": self = .confirmDelete
        case "cancelDelete": self = .cancelDelete
        case "setTitle": self = .setTitle(try text())
        case "setBody": self = .setBody(try text())
        case "setDeadline": self = .setDeadline(try text())
        case "stepDeadline": self = .stepDeadline(try fields.decode(Int.self, forKey: .days))
        case "setDeadlineToday": self = .setDeadlineToday
        case "edit": self = .edit
        case "cancelDetail": self = .cancelDetail
        case "done": self = .done
        case "choose": self = .choose(try state())
        case "cancelMove": self = .cancelMove
        case "closeHistory": self = .closeHistory
        default:
            throw DecodingError.dataCorruptedError(forKey: .name, in: fields, debugDescription: "no input is called \(name)")
        }
    }
}
