/// A button of the detail sheet's bar: what it does and its localized label.
public struct DetailButton: Sendable, Equatable {
    /// What tapping the button does: call the input of the same name.
    public enum Role: Sendable, Equatable {
        /// ``DetailViewModelInput/cancel()``: close without saving.
        case cancel
        /// ``DetailViewModelInput/edit()``: unlock the fields.
        case edit
        /// ``DetailViewModelInput/done()``: save (or close, when read-only).
        case done
    }

    /// What the button does.
    public let role: Role
    /// What the button says: `Cancel`, `Edit`, `Done` (`취소`, `편집`, `완료`).
    public let label: String

    /// Creates a button.
    public init(role: Role, label: String) { (self.role, self.label) = (role, label) }

    /// The session input tapping it sends.
    public var input: BoardSessionInput {
        switch role {
        case .cancel: .cancelDetail
        case .edit: .edit
        case .done: .done
        }
    }
}
