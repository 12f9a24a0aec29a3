import Foundation
import Presentation

/// One thing the user did in a tab, as the page sends it: `{"name":"move","id":"…","state":"doing"}`,
/// read as the board session's input of that name. The page names inputs; it never decides what they do.
struct PageInput: Decodable {
    /// The input the page named.
    let input: BoardSessionInput

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
        case "appear": input = .appear
        case "add": input = .add
        case "showHistory": input = .showHistory
        case "undo": input = .undo
        case "redo": input = .redo
        case "select": input = .select(try fields.decodeIfPresent(String.self, forKey: .id) == nil ? nil : try id())
        case "open": input = .open(try id())
        case "showMoveMenu": input = .showMoveMenu(try id())
        case "move": input = .move(try id(), try state())
        case "askDelete": input = .askDelete(try id())
        case "confirmDelete": input = .confirmDelete
        case "cancelDelete": input = .cancelDelete
        case "setTitle": input = .setTitle(try text())
        case "setBody": input = .setBody(try text())
        case "setDeadline": input = .setDeadline(try text())
        case "stepDeadline": input = .stepDeadline(try fields.decode(Int.self, forKey: .days))
        case "setDeadlineToday": input = .setDeadlineToday
        case "edit": input = .edit
        case "cancelDetail": input = .cancelDetail
        case "done": input = .done
        case "choose": input = .choose(try state())
        case "cancelMove": input = .cancelMove
        case "closeHistory": input = .closeHistory
        case "dismiss": input = .dismiss
        case "dismissAlert": input = .dismissAlert
        default:
            throw DecodingError.dataCorruptedError(forKey: .name, in: fields, debugDescription: "no input is called \(name)")
        }
    }
}
