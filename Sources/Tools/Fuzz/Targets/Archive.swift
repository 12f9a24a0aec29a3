// Fuzz target `archive`: both import formats, `ProjectArchiveCoder.decode` (our export document and
// Taskwarrior's `task export`).
//
// Whatever imports must survive an export and a re-import: every field the same, instants to the
// millisecond (the export's precision; an import may carry finer ones), and from then on exactly.
@testable import ProjectArchive
import Domain
import Foundation

/// libFuzzer calls this with each input it makes up; a crash or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func archiveTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count > 0 ? Data(bytes: start!, count: count) : Data()
    let coder = ProjectArchiveCoder(clock: KiritimatiClock())
    guard let projects = try? coder.decode(bytes) else { return 0 }
    // Only instants an export can write are imported (years 0001 to 9999 in UTC, offsets applied).
    for project in projects where !ArchiveTimestamp.writable.contains(project.createdAt) || !ArchiveTimestamp.writable.contains(project.updatedAt) {
        fatalError("an import accepted an instant no export can write: \(project)")
    }
    guard let exported = try? coder.encode(projects), let reimported = try? coder.decode(exported) else {
        fatalError("imported projects do not export and import again: \(projects)")
    }
    let sameToTheMillisecond = reimported.count == projects.count && zip(reimported, projects).allSatisfy { again, first in
        again.id == first.id && again.title == first.title && again.body == first.body && again.deadline == first.deadline
            && again.state == first.state && abs(again.createdAt.timeIntervalSince(first.createdAt)) < 0.001
            && abs(again.updatedAt.timeIntervalSince(first.updatedAt)) < 0.001
    }
    guard sameToTheMillisecond, (try? coder.decode(try coder.encode(reimported))) == reimported else {
        fatalError("an import does not survive export and re-import: \(projects)")
    }
    return 0
}

/// Days counted in Kiritimati (UTC+14 today, UTC−10:40 once): the farthest a due instant's day can move.
private struct KiritimatiClock: CalendarClock {
    static let zone = TimeZone(identifier: "Pacific/Kiritimati")!
    func now() -> Date { Date() }
    func utcOffset(at date: Date) -> Int { Self.zone.secondsFromGMT(for: date) }
}
