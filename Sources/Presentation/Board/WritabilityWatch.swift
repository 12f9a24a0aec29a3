import Domain

/// Whether the store can be written (a probe, not permission bits), and the alert when that changes
/// with no input of the user's to blame (a failed change says so itself).
@MainActor
final class WritabilityWatch {
    private let check: CheckWritability?
    private let localizer: Localizer
    /// The first load only sets the state, without an alert.
    private var hasLoaded = false

    /// `check` is `nil` for a board that never probes (a one-shot listing).
    init(check: CheckWritability?, localizer: Localizer) {
        self.check = check
        self.localizer = localizer
    }

    /// Why the store cannot be written now, or `nil`. A store that was writable and has just taken a
    /// change (`written`) is writable: it is not probed again.
    func reason(written: Bool, wasReadOnly: Bool) async -> String? {
        guard let check, !(written && !wasReadOnly) else { return nil }
        do { try await check() } catch { return localizer.message(for: error) }
        return nil
    }

    /// The alert for a store that became read-only (`reason`), or writable again, since the last load.
    func announcement(from wasReadOnly: Bool, to reason: String?) -> Alert? {
        defer { hasLoaded = true }
        guard hasLoaded, wasReadOnly != (reason != nil) else { return nil }
        return reason.map { Alert(title: localizer.readOnlyHeading, message: $0, kind: .storage) }
            ?? Alert(title: localizer.writableHeading, message: localizer.writableAgainMessage, kind: .storage)
    }
}
