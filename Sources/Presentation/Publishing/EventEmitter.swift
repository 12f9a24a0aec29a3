/// The owner's side of an ``EventStream``: the one a view model keeps privately to send events.
@MainActor
public final class EventEmitter<Event>: EventStream<Event> {
    /// Creates an emitter with no subscribers.
    public override init() {
        super.init()
    }

    /// Tells the current subscribers of `event`; it is not kept for later ones.
    public func send(_ event: Event) {
        subscribers.send(event)
    }
}
