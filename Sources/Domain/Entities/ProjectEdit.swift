/// The fields one edit changes; a field left `nil` keeps what the store holds, so two people editing
/// different fields of one project both keep their change.
public struct ProjectEdit: Sendable, Equatable {
    /// The new title, or `nil` to keep it.
    public var title: String?
    /// The new body, or `nil` to keep it.
    public var body: String?
    /// The new deadline (`.some(nil)` removes it), or `nil` to keep it.
    public var deadline: CalendarDay??

    /// An edit of the given fields only.
    public init(title: String? = nil, body: String? = nil, deadline: CalendarDay?? = nil) {
        (self.title, self.body, self.deadline) = (title, body, deadline)
    }

    /// The edit that turns `original` into `draft`: only the fields that differ.
    public init(from original: Project, to draft: ProjectDraft) {
        self.init(
            title: draft.title == original.title ? nil : draft.title,
            body: draft.body == original.body ? nil : draft.body,
            deadline: draft.deadline == original.deadline ? nil : .some(draft.deadline)
        )
    }

    /// `project` with this edit's fields set.
    public func applied(to project: Project) -> Project {
        var edited = project
        if let title { edited.title = title }
        if let body { edited.body = body }
        if let deadline { edited.deadline = deadline }
        return edited
    }

    /// Whether `stored` changed, since `seen`, a field this edit sets to another value: saving would
    /// silently overwrite someone else's change.
    public func conflicts(with stored: Project, seen: Project) -> Bool {
        func clash<Value: Equatable>(_ field: KeyPath<Project, Value>, _ value: Value?) -> Bool {
            guard let value else { return false }
            return stored[keyPath: field] != seen[keyPath: field] && stored[keyPath: field] != value
        }
        return clash(\.title, title) || clash(\.body, body) || clash(\.deadline, deadline)
    }

    /// The edit checked (and its title trimmed) by ``ProjectDraft``'s rules, or the first ``ValidationError``.
    public func validated() throws(ValidationError) -> ProjectEdit {
        var edit = self
        if let title { edit.title = try ProjectDraft(title: title).validated().title }
        if let body { _ = try ProjectDraft(title: "-", body: body).validated() }
        return edit
    }
}
