import JournalStore
import Foundation
import Testing

/// A store's path is made standard only when it is not: what comes out is always what
/// `standardizedFileURL` makes of it.
@Suite("Standard store paths")
struct StandardPathTests {
    @Test("a path with a dot, two dots, an empty part or no leading slash is standardized; a standard one is kept",
          arguments: [("/tmp/a/b", true), ("/tmp/a/b/", true), ("/", true), ("/tmp/./b", false), ("/tmp/a/../b", false),
                      ("/tmp//b", false), ("/tmp/a/..", false), ("/tmp/.hidden/b", true), ("/tmp/.../b", true)])
    func standardizesOnlyWhatIsNot(path: String, standard: Bool) {
        #expect(StandardPath.isStandard(path) == standard)
        let url = URL(fileURLWithPath: path, isDirectory: true)
        #expect(StandardPath.standardized(url) == url.standardizedFileURL)
    }

    @Test("a relative path is made absolute")
    func relativeIsMadeAbsolute() {
        let url = URL(fileURLWithPath: "relative/store", isDirectory: true)
        #expect(StandardPath.standardized(url) == url.standardizedFileURL)
        #expect(StandardPath.standardized(url).baseURL == nil)
    }
}
