import Domain
import Foundation

/// A ``Domain/HistoryEntry`` as stored. `kind` is absent for a change (only undo and redo are named);
/// `author` is absent from files written before there were several people, which are read as the
/// person opening the store's.
struct HistoryEntryDTO: Codable, Equatable {
    var action: HistoryActionDTO
    var kind: String?
    var author: String?
    var date: Date
    var ids: [String]?

    init(_ entry: HistoryEntry) {
        action = HistoryActionDTO(entry.action)
        kind = entry.kind == .change ? nil : entry.kind.rawValue
        author = entry.author.name
        date = entry.date
        ids = entry.projectIDs.isEmpty ? nil : entry.projectIDs.map { $0.rawValue.uuidString.lowercased() }
    }

    func toDomain(legacyAuthor: Author) throws(MappingError) -> HistoryEntry {
        guard let entryKind = kind.map(HistoryEntry.Kind.init(rawValue:)) ?? .change else {
            throw MappingError("unknown history kind '\(kind ?? "")'")
        }
        var projectIDs: [ProjectID] = []
        for id in ids ?? [] {
            guard let projectID = ProjectID(uuidString: id) else { throw MappingError("'\(id)' is not a project id") }
            projectIDs.append(projectID)
        }
        return HistoryEntry(
            action: try action.toDomain(), kind: entryKind, author: author.map(Author.init) ?? legacyAuthor,
            date: date, projectIDs: projectIDs
        )
    }
}
