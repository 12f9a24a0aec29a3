import Domain
import Foundation

/// Foundation's decoding errors told as an import's: which item, which field, what was expected.
extension ProjectArchiveCoder {
    /// Decodes with the item number and field in any error, e.g. `item 2: title is not a string`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as ImportError {
            throw error
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw ImportError.notJSON(reason: error.localizedDescription)
        }
    }

    private static func describe(_ error: DecodingError) -> ImportError {
        // What is wrong at the end of `path`: Foundation's words for broken JSON, else the kind expected.
        let (path, problem): ([any CodingKey], (String?) -> ImportProblem) = switch error {
        case let .dataCorrupted(context):
            (context.codingPath, { _ in .other(context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription) })
        case let .typeMismatch(type, context): (context.codingPath, { .wrongType(field: $0, expected: kind(of: type)) })
        case let .valueNotFound(type, context): (context.codingPath, { .wrongType(field: $0, expected: kind(of: type)) })
        case let .keyNotFound(key, context): (context.codingPath + [key], { .missing(field: $0 ?? key.stringValue) })
        @unknown default: ([], { _ in .other("\(error)") })
        }
        // Paths look like [projects, Index 2, title] or [Index 2, uuid]: the index is the item.
        let itemPosition = path.firstIndex { $0.intValue != nil }
        guard let itemPosition, let index = path[itemPosition].intValue else {
            if case let .dataCorrupted(context) = error, path.isEmpty {
                return .notJSON(reason: context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription)
            }
            let field = path.map(\.stringValue).joined(separator: ".")
            return .invalidDocument(problem(field.isEmpty ? nil : field))
        }
        let field = path[(itemPosition + 1)...].map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".")
        return .invalidItem(index: index + 1, problem(field.isEmpty ? nil : field))
    }

    private static func kind(of type: Any.Type) -> ImportProblem.Kind {
        switch type {
        case is String.Type: .string
        case is Int.Type: .wholeNumber
        case is [Any].Type: .array
        default: .object
        }
    }
}
