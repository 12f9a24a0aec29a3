import Domain

/// An undoable ``Domain/Change`` as stored: its history action and both images of the projects.
struct ChangeDTO: Codable {
    var action: HistoryActionDTO
    var before: [ProjectDTO]
    var after: [ProjectDTO]

    init(_ change: Change) {
        action = HistoryActionDTO(change.action)
        before = change.before.map(ProjectDTO.init)
        after = change.after.map(ProjectDTO.init)
    }

    func change() throws(InvalidRecord) -> Change {
        var old: [Project] = [], new: [Project] = []
        for project in before { old.append(try project.project()) }
        for project in after { new.append(try project.project()) }
        return Change(action: try action.action(), before: old, after: new)
    }
}
