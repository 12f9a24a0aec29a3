/// The fields one edit changes. A field left `nil` keeps whatever the store holds when the edit is
/// decided, so two people editing different fields of one project both keep their change.
public struct ProjectEdit: Sendable, Equatable {
    /// The new title, or `nil` to keep it.
    public var title: String?
    /// The new body, or `nil` to keep it.
    public var body: String?
    /// The new deadline (`.some(nil)` removes it), or `nil` to keep it.
    public var deadline: CalendarDay??

    /// An edit of the given fields only.
    public init(title: String? = nil, body: String? = nil, deadline: CalendarDay?? = nil) {
        self.title = title
        self.body = body
        self.deadline = deadline
    }

    /// The edit that turns `original` into `draft`: only the fields that differ (what a sheet opened on
    /// `original` changed).
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

    /// Whether `stored` changed, since `seen`, a field this edit also sets (to something else than this
    /// edit's value): saving would silently overwrite someone else's change.
    public func conflicts(with stored: Project, seen: Project) -> Bool {
        func clash<Value: Equatable>(_ field: KeyPath<Project, Value>, _ value: Value?) -> Bool {
            guard let value else { return false }
            return stored[keyPath: field] != seen[keyPath: field] && stored[keyPath: field] != value
        }
        return clash(\.title, title) || clash(\.body, body) || clash(\.deadline, deadline)
    }

    /// The edit with its title and body checked (and the title trimmed) by ``ProjectDraft``'s rules.
    ///
    /// - Throws: the ``ValidationError`` of the first field that breaks a rule.
    public func validated() throws(ValidationError) -> ProjectEdit {
        var edit = self
        if let title { edit.title = try ProjectDraft(title: title).validated().title }
        if let body { _ = try ProjectDraft(title: "-", body: body).validated() }
        return edit
    }
}
