import Foundation
import Testing

/// The guided tour links to real files; a link that points at nothing fails here, so renaming a file
/// means updating every page that links to it.
@Suite struct DocumentLinkTests {
    @Test(arguments: PackageRoot.markdownFiles())
    func everyRelativeLinkPointsAtAFile(document: String) throws {
        let text = try PackageRoot.read(document)
        let folder = PackageRoot.url.appendingPathComponent(document).deletingLastPathComponent()
        var broken: [String] = []
        for match in text.matches(of: #/\]\(([^)\s#]+)(?:#[^)]*)?\)/#) {
            let target = String(match.1)
            if target.contains("://") || target.hasPrefix("mailto:") { continue }
            if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path) {
                broken.append(target)
            }
        }
        #expect(broken.isEmpty, "\(document) links to missing files: \(broken.joined(separator: ", "))")
    }
}
