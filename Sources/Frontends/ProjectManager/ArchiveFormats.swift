import App
import Domain
import ProjectArchive

/// The program's documents: its own JSON export (which Taskwarrior's export also imports through) and
/// an iCalendar of the deadlines.
struct ArchiveFormats: DocumentFormats {
    func archive(clock: any CalendarClock) -> any ProjectArchiveCoding { ProjectArchiveCoder(clock: clock) }
    func calendar(clock: any CalendarClock) -> any ProjectArchiveEncoding { ICalendarEncoder(clock: clock) }
}
