import Foundation
import Presentation

/// The language a page is served in: `?lang=ko` or `?lang=en` first, then the browser's
/// `Accept-Language` (the first of Korean or English it prefers), then the server's own.
enum PageLanguage {
    static func choose(query: String?, acceptLanguage: String?, fallback: Language) -> Language {
        if let query, let language = language(of: query) { return language }
        guard let acceptLanguage else { return fallback }
        // `ko-KR,ko;q=0.9,en;q=0.8`: by weight, highest first; equal weights keep their order.
        let ranges = acceptLanguage.split(separator: ",").enumerated().compactMap { index, item -> (Double, Int, Language)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, let language = language(of: tag) else { return nil }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0 ? (weight, index, language) : nil
        }
        return ranges.min { ($0.0, -$0.1) > ($1.0, -$1.1) }?.2 ?? fallback
    }

    /// `ko`, `ko-KR` → Korean; `en`, `en-GB` → English; anything else → `nil`.
    private static func language(of tag: some StringProtocol) -> Language? {
        let primary = tag.split(separator: "-").first.map { $0.lowercased() }
        return Language.allCases.first { $0.rawValue == primary }
    }
}
