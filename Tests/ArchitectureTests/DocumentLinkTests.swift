import Foundation
import Testing

/// The guided tour links to real files; a link that points at nothing fails here, so renaming a file
/// means updating the README and the diagrams' pages too.
@Suite struct DocumentLinkTests {
    @Test(arguments: ["README.md", "Diagrams/README.md", "Diagrams/MoveToDoing.md", "Diagrams/Domain.md"])
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
