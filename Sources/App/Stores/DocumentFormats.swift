import Domain

/// The port for the documents `export` and `import` read and write, given the clock whose time zone
/// turns instants into the user's days.
public protocol DocumentFormats: Sendable {
    /// The document `export` writes and `import` reads.
    func archive(clock: any CalendarClock) -> any ProjectArchiveCoding
    /// The calendar `export --ics` writes.
    func calendar(clock: any CalendarClock) -> any ProjectArchiveEncoding
}
