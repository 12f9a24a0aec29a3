import Domain

/// A whole ``Domain/Workspace`` as stored: the projects, the history and every author's undo and redo
/// stacks, history and stacks oldest first.
struct WorkspaceDTO: Codable, Equatable {
    /// Each author's stack of changes. Files of earlier releases kept one stack for everybody, an array,
    /// read as the stack of the person opening the store.
    enum Stacks: Codable, Equatable {
        case byAuthor([String: [ChangeDTO]])
        case shared([ChangeDTO])

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let shared = try? value.decode([ChangeDTO].self) { self = .shared(shared) } else {
                self = .byAuthor(try value.decode([String: [ChangeDTO]].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var value = encoder.singleValueContainer()
            switch self {
            case let .byAuthor(stacks): try value.encode(stacks)
            case let .shared(stack): try value.encode(stack)
            }
        }

        func toDomain(current: [ProjectID: Project], legacyAuthor: Author) throws(MappingError) -> [Author: [Change]] {
            let named: [String: [ChangeDTO]] = switch self {
            case let .byAuthor(stacks): stacks
            case let .shared(stack): [legacyAuthor.name: stack]
            }
            var stacks: [Author: [Change]] = [:]
            for (name, changes) in named {
                var stack: [Change] = []
                for change in changes { stack.append(try change.toDomain(current: current)) }
                stacks[Author(name)] = stack
            }
            return stacks
        }
    }

    var projects: [ProjectDTO]
    var history: [HistoryEntryDTO]
    var undo: Stacks
    var redo: Stacks

    init(_ workspace: Workspace) {
        projects = workspace.projects.values.sorted { $0.id < $1.id }.map(ProjectDTO.init)
        history = workspace.history.map(HistoryEntryDTO.init)
        func stacks(_ stacks: [Author: ArraySlice<Change>]) -> Stacks {
            .byAuthor(Dictionary(uniqueKeysWithValues: stacks.map { ($0.key.name, $0.value.map(ChangeDTO.init)) }))
        }
        undo = stacks(workspace.undoStacks)
        redo = stacks(workspace.redoStacks)
    }

    func toDomain(legacyAuthor: Author) throws(MappingError) -> Workspace {
        var domainProjects: [Project] = []
        for project in projects { domainProjects.append(try project.toDomain()) }
        let current = Dictionary(domainProjects.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
        var entries: [HistoryEntry] = []
        for entry in history { entries.append(try entry.toDomain(legacyAuthor: legacyAuthor)) }
        return Workspace(
            projects: domainProjects, history: entries,
            undoStacks: try undo.toDomain(current: current, legacyAuthor: legacyAuthor),
            redoStacks: try redo.toDomain(current: current, legacyAuthor: legacyAuthor)
        )
    }
}
