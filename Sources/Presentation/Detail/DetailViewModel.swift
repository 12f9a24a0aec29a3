import Domain
import Foundation

/// The detail sheet: create, view or edit one project. The rules come from the Domain; the sheet shows
/// them per field as the user types, except "title is required", which waits for the first Done so a
/// new sheet does not open red. A second ``done()`` while a save is in flight does nothing: it would add
/// the project twice.
@MainActor
final class DetailViewModel: DetailViewModelInput, DetailViewModelOutput {
    var content: Property<DetailContent> { Property(contentSubject) }
    var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let contentSubject: MutableProperty<DetailContent>
    private let alertEmitter = EventEmitter<Alert>()
    private let addProject: AddProject
    private let editProject: EditProject
    private let clock: any CalendarClock
    private let localizer: Localizer
    private weak var coordinator: (any Coordinator)?
    private let didSave: @MainActor (Project) async -> Void
    private let didFail: @MainActor (any Error) -> Void
    private var mode: DetailMode
    private var title: String
    private var body: String
    private var deadline: String
    private var hasTriedToSave = false
    private var isSaving = false

    /// `didFail` is told of a failed save besides the alert (the board turns read-only on a storage
    /// error); `didSave` is awaited before the sheet closes (the board reloads and selects the project).
    init(
        mode: DetailMode, addProject: AddProject, editProject: EditProject, clock: any CalendarClock, localizer: Localizer,
        coordinator: (any Coordinator)?, didFail: @escaping @MainActor (any Error) -> Void,
        didSave: @escaping @MainActor (Project) async -> Void
    ) {
        self.didFail = didFail
        self.mode = mode
        self.addProject = addProject
        self.editProject = editProject
        self.clock = clock
        self.localizer = localizer
        self.coordinator = coordinator
        self.didSave = didSave
        switch mode {
        case .create:
            (title, body, deadline) = ("", "", "")
        case let .view(project), let .edit(project):
            (title, body, deadline) = (project.title, project.body, project.deadline?.description ?? "")
        }
        contentSubject = MutableProperty(Self.content(
            mode: mode, title: title, body: body, deadline: deadline, hasTriedToSave: false,
            today: clock.today(), localizer: localizer
        ))
    }

    func setTitle(_ title: String) { typing { self.title = title } }

    func setBody(_ body: String) { typing { self.body = body } }

    func setDeadline(_ text: String) { typing { deadline = text } }

    /// A field changed: ignored while read-only.
    private func typing(_ change: () -> Void) {
        guard isEditable else { return }
        change()
        publish()
    }

    func stepDeadline(byDays count: Int) {
        guard isEditable else { return }
        let today = clock.today()
        // From the day the field names; an empty (or unreadable) field starts from today.
        let start = (try? Self.parseDeadline(deadline, today: today)).flatMap { $0 }
        let day = start.flatMap { $0.adding(days: count) } ?? (start == nil ? today : nil)
        guard let day else { return }  // past the year 9999: stay
        setDeadline(day.description)
    }

    func setDeadlineToday() {
        setDeadline(clock.today().description)
    }

    func edit() {
        guard case let .view(project) = mode else { return }
        mode = .edit(project)
        publish()
    }

    func cancel() {
        coordinator?.dismiss()
    }

    func done() async {
        if case .view = mode {
            coordinator?.dismiss()
            return
        }
        guard !isSaving else { return }
        hasTriedToSave = true
        publish()
        let day: CalendarDay?
        do { day = try Self.parseDeadline(deadline, today: clock.today()) } catch { return }
        guard contentSubject.value.validationMessages.isEmpty else { return }
        isSaving = true
        defer { isSaving = false }
        let draft = ProjectDraft(title: title, body: body, deadline: day)
        do {
            let saved: Project = switch mode {
            case let .create(state): try await addProject(draft, in: state)
            case let .edit(project), let .view(project):
                // Only the fields this sheet changed, checked against the project as the sheet showed it: a
                // field changed elsewhere meanwhile is kept, or, if this sheet changed it too, a conflict.
                try await editProject(ProjectReference(project.id), applying: ProjectEdit(from: project, to: draft), seen: project).after
            }
            await didSave(saved)
            coordinator?.dismiss()
        } catch {
            didFail(error)
            alertEmitter.send(Alert(reporting: error, localizer: localizer))
        }
    }

    private var isEditable: Bool {
        if case .view = mode { return false }
        return true
    }

    /// Sends the sheet's content if it changed (so Done on a valid sheet or a repeated keystroke is silent).
    private func publish() {
        let content = Self.content(
            mode: mode, title: title, body: body, deadline: deadline, hasTriedToSave: hasTriedToSave,
            today: clock.today(), localizer: localizer
        )
        if content != contentSubject.value { contentSubject.send(content) }
    }

    /// `nil` for an empty field, the day it names otherwise (`tomorrow` as of `today`).
    private static func parseDeadline(_ text: String, today: CalendarDay) throws(CalendarDayError) -> CalendarDay? {
        try DeadlineExpression.deadline(in: text, today: today)
    }

    private static func content(
        mode: DetailMode, title: String, body: String, deadline: String, hasTriedToSave: Bool,
        today: CalendarDay, localizer: Localizer
    ) -> DetailContent {
        var messages: [String] = []
        // Each field is checked on its own (with a stand-in for the other) so every broken rule shows,
        // not only the first one the Domain meets.
        do { _ = try ProjectDraft(title: title).validated() } catch {
            if error != .titleIsEmpty || hasTriedToSave { messages.append(localizer.message(for: error)) }
        }
        do { _ = try ProjectDraft(title: "-", body: body).validated() } catch {
            messages.append(localizer.message(for: error))
        }
        var deadlineDay: CalendarDay?
        do { deadlineDay = try parseDeadline(deadline, today: today) } catch {
            messages.append(localizer.message(for: error))
        }
        let heading: String, leading: DetailButton, isEditable: Bool
        switch mode {
        case .create:
            (heading, isEditable) = (localizer.newProjectHeading, true)
            leading = DetailButton(role: .cancel, label: localizer.cancelLabel)
        case .view:
            (heading, isEditable) = (localizer.projectHeading, false)
            leading = DetailButton(role: .edit, label: localizer.editLabel)
        case .edit:
            (heading, isEditable) = (localizer.editProjectHeading, true)
            leading = DetailButton(role: .cancel, label: localizer.cancelLabel)
        }
        return DetailContent(
            mode: mode, heading: heading, isEditable: isEditable, title: title, body: body, deadline: deadline,
            deadlineDayText: deadlineDay.map { localizer.weekdayText($0) },
            bodyCounter: localizer.bodyCounter(length: body.count),
            isBodyTooLong: body.count > ProjectDraft.maximumBodyLength,
            validationMessages: isEditable ? messages : [],
            leadingButton: leading, trailingButton: DetailButton(role: .done, label: localizer.doneLabel)
        )
    }
}
