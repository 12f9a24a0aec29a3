import Observation
import Presentation

/// A view model's outputs as `@Observable` state, for SwiftUI: a thin bridge over the publisher. Inputs
/// are not copied here: a view calls them on ``viewModel``.
@MainActor @Observable
public final class ScreenModel<ViewModel, Content: Equatable> {
    /// What the screen shows now: the view model's latest content.
    public private(set) var content: Content
    /// The alert to show, or `nil`; set it to `nil` when the user dismisses it.
    public var alert: Alert?
    /// The view model whose inputs the screen calls (`await screen.viewModel.move(id, to: .doing)`).
    @ObservationIgnored public let viewModel: ViewModel
    @ObservationIgnored private var subscriptions: [Subscription] = []

    /// Observes `content` and `alerts`, outputs of `viewModel`.
    public init(_ viewModel: ViewModel, content: Property<Content>, alerts: EventStream<Alert>) {
        self.viewModel = viewModel
        self.content = content.value
        // @Observable skips a write equal to what it holds: a view redraws only for what changed.
        content.subscribe { [weak self] in self?.content = $0 }.store(in: &subscriptions)
        alerts.subscribe { [weak self] alert in self?.alert = alert }.store(in: &subscriptions)
    }
}

/// A screen model is its own identity, so `.sheet(item:)` presents it.
extension ScreenModel: Identifiable {}
