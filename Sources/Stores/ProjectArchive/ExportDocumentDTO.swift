import Domain
import FastCoding

/// Our export document as it is written: `{"format": "project-manager", "version": 1, "projects": [...]}`.
///
/// Decoding checks `format` and `version` *before* the projects, so a document from a newer version is
/// refused for what it is rather than for a field this version does not know.
struct ExportDocumentDTO: Codable {
    static let formatName = "project-manager"
    static let currentVersion = 1

    let format: String
    let version: Int
    let projects: [ExportedProjectDTO]

    init(projects: [ExportedProjectDTO]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.projects = projects
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, projects
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decodeIfPresent(String.self, forKey: .format) == Self.formatName else {
            throw ImportError.unknownFormat
        }
        guard let version = try container.decodeIfPresent(Int.self, forKey: .version) else {
            throw ImportError.invalidDocument(.missing(field: "version"))
        }
        guard version <= Self.currentVersion else {
            throw ImportError.newerVersion(found: version, supported: Self.currentVersion)
        }
        guard version >= 1 else { throw ImportError.invalidDocument(.unknownVersion(version)) }
        guard let projects = try container.decodeIfPresent([ExportedProjectDTO].self, forKey: .projects) else {
            throw ImportError.invalidDocument(.missing(field: "projects"))
        }
        self.format = Self.formatName
        self.version = version
        self.projects = projects
    }
}
