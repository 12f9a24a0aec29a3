import Domain
import Foundation

/// The file's bytes: a header line naming the format's version and the body's checksum, then the
/// workspace as one line of JSON.
///
/// ```
/// {"checksum":"9f2c…","version":4}
/// {"history":[…],"projects":[…],"redo":{},"undo":{}}
/// ```
///
/// Every byte read is checked: a body whose checksum differs is damage, never a smaller board.
/// Documents of earlier releases (versions 1 to 3, one JSON object without a checksum) are read as they are.
enum WorkspaceDocument {
    static let version = 4

    private struct Header: Codable {
        var version: Int
        var checksum: String?
    }

    private struct EarlierDocument: Decodable {
        var workspace: WorkspaceDTO
    }

    static func encode(_ workspace: Workspace) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = try encoder.encode(WorkspaceDTO(workspace))
        let header = try encoder.encode(Header(version: version, checksum: Checksum.of(body)))
        return header + Data("\n".utf8) + body + Data("\n".utf8)
    }

    /// The workspace in `data`, read from `path` (which errors name). A file of versions before 3 kept
    /// changes that named nobody: they are `legacyAuthor`'s.
    static func decode(_ data: Data, path: String, legacyAuthor: Author) throws(StorageError) -> Workspace {
        let newline = data.firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
        let decoder = JSONDecoder()
        do {
            let header: Header
            do { header = try decoder.decode(Header.self, from: data[..<newline]) } catch {
                header = try decoder.decode(Header.self, from: data) // an earlier release's one-line document
            }
            guard header.version <= version else { throw StorageError.newerVersion(file: path, found: header.version, supported: version) }
            let dto: WorkspaceDTO
            if header.version < version {
                dto = try decoder.decode(EarlierDocument.self, from: data).workspace
            } else {
                let body = newline < data.endIndex ? data[data.index(after: newline)...].dropLast() : Data()
                guard data.last == UInt8(ascii: "\n"), newline < data.endIndex, header.checksum == Checksum.of(body) else {
                    throw StorageError.corrupt(file: path, reason: "its checksum does not match its contents (it was cut short or changed)")
                }
                dto = try decoder.decode(WorkspaceDTO.self, from: body)
            }
            return try dto.toDomain(legacyAuthor: legacyAuthor)
        } catch let error as StorageError {
            throw error
        } catch let error as MappingError {
            throw .corrupt(file: path, reason: error.description)
        } catch {
            throw .corrupt(file: path, reason: "it is not a workspace document (\(error))")
        }
    }
}
