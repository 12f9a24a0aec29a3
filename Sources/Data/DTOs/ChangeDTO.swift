import Domain

/// An undoable ``Domain/Change`` as stored: its action and the projects before and after it.
struct ChangeDTO: Codable, Equatable {
    /// One image of a project. Files of earlier releases wrote an image equal to the project as it
    /// stands as just its id; this store writes every image whole.
    enum Image: Codable, Equatable {
        case id(String)
        case project(ProjectDTO)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let id = try? value.decode(String.self) { self = .id(id) } else { self = .project(try value.decode(ProjectDTO.self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var value = encoder.singleValueContainer()
            switch self {
            case let .id(id): try value.encode(id)
            case let .project(project): try value.encode(project)
            }
        }

        func toDomain(current: [ProjectID: Project]) throws(MappingError) -> Project {
            switch self {
            case let .project(project): return try project.toDomain()
            case let .id(id):
                guard let project = ProjectID(uuidString: id).flatMap({ current[$0] }) else {
                    throw MappingError("a change names project '\(id)', which the file does not hold")
                }
                return project
            }
        }
    }

    var action: HistoryActionDTO
    var before: [Image]
    var after: [Image]

    init(_ change: Change) {
        action = HistoryActionDTO(change.action)
        before = change.before.map { .project(ProjectDTO($0)) }
        after = change.after.map { .project(ProjectDTO($0)) }
    }

    func toDomain(current: [ProjectID: Project]) throws(MappingError) -> Change {
        var (beforeImages, afterImages) = ([Project](), [Project]())
        for image in before { beforeImages.append(try image.toDomain(current: current)) }
        for image in after { afterImages.append(try image.toDomain(current: current)) }
        return Change(action: try action.toDomain(), before: beforeImages, after: afterImages)
    }
}
