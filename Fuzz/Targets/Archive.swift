// Fuzz target `archive`: both import formats, `ProjectArchiveCoder.decode` (our export document and
// Taskwarrior's `task export`).
//
// Whatever imports must survive an export and a re-import unchanged: that is what makes a backup a backup.
import Data
import Domain
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func archiveTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count > 0 ? Data(bytes: start!, count: count) : Data()
    let coder = ProjectArchiveCoder(timeZone: TimeZone(identifier: "Pacific/Kiritimati")!)
    guard let projects = try? coder.decode(bytes) else { return 0 }
    guard let exported = try? coder.encode(projects) else { fatalError("imported projects cannot be exported") }
    guard let reimported = try? coder.decode(exported), reimported == projects else {
        fatalError("an import does not survive export and re-import: \(projects)")
    }
    return 0
}
