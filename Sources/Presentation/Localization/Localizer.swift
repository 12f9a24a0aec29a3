import Domain
import Foundation

/// Every user-visible text, in an injected ``Language``: view models never read the process's locale,
/// so a test pins it. The texts live in code, not bundles, so Linux and macOS behave alike.
public struct Localizer: Sendable {
    /// The language texts and dates are written in.
    public let language: Language

    /// The locale of ``language`` (`en_US`, `ko_KR`), for a frontend that formats with the system.
    public var locale: Locale { language.locale }

    /// Speaks `language`.
    public init(language: Language) {
        self.language = language
    }

    /// Speaks Korean when `locale`'s language is Korean (`ko`, `ko_KR`), English otherwise.
    public init(locale: Locale) {
        // The identifier's first letters, not `locale.language`: asking that loads the locale data.
        let code = locale.identifier.prefix { $0.isASCII && $0.isLetter }.lowercased()
        self.init(language: code == "ko" ? .korean : .english)
    }

    /// Picks the text of the current language: every sentence is chosen here, so a third language is added in one place.
    public func text(_ english: String, _ korean: String) -> String {
        language == .korean ? korean : english
    }

    /// A deadline as people read it: `Nov 22, 2026`, `2026년 11월 22일`.
    public func dayText(_ day: CalendarDay) -> String {
        DateText(language: language).day(day)
    }

    /// A deadline with its weekday, for the sheet's deadline field: `Tue, Dec 1, 2026`, `2026년 12월 1일 (화)`.
    public func weekdayText(_ day: CalendarDay) -> String {
        DateText(language: language).weekday(day)
    }

    /// An instant as the user's clock shows it: `Nov 22, 2026 at 9:05 AM`, `2026년 11월 22일 오전 9:05`.
    public func timestampText(_ date: Date, clock: any CalendarClock) -> String {
        DateText(language: language).timestamp(date, utcOffset: clock.utcOffset(at: date))
    }

    /// A line of the history list: `Added 'X'.`, `Undid: Added 'X'.`.
    public func historyLine(_ entry: HistoryEntry) -> String {
        let line = historyLine(entry.action)
        return switch entry.kind {
        case .change: line
        case .undo: text("Undid: \(line)", "되돌림: \(line)")
        case .redo: text("Redid: \(line)", "다시 실행: \(line)")
        case .letGo: text("Let go of an offline change: \(line)", "오프라인 변경 포기: \(line)")
        }
    }

    /// The history line of a change: `Moved 'X' from TODO to DOING.`, `'X'을(를) TODO에서 DOING(으)로 옮겼습니다.`
    public func historyLine(_ action: HistoryAction) -> String {
        switch action {
        case let .added(title, _):
            text("Added '\(title)'.", "'\(title)'을(를) 추가했습니다.")
        case let .edited(title):
            text("Edited '\(title)'.", "'\(title)'을(를) 수정했습니다.")
        case let .moved(title, from, to):
            text("Moved '\(title)' from \(from.title) to \(to.title).", "'\(title)'을(를) \(from.title)에서 \(to.title)(으)로 옮겼습니다.")
        case let .removed(title, from):
            text("Removed '\(title)' from \(from.title).", "'\(title)'을(를) \(from.title)에서 삭제했습니다.")
        case let .imported(count):
            text("Imported \(count) \(count == 1 ? "project" : "projects").", "프로젝트 \(count)개를 가져왔습니다.")
        case let .importUndone(count):
            text("Undid the import of \(count) \(count == 1 ? "project" : "projects").", "프로젝트 \(count)개 가져오기를 취소했습니다.")
        }
    }
}
