/// One subscriber in a ``SubscriberList``: its callback (`nil` once cancelled during a delivery) and the
/// id its token removes it by.
@usableFromInline
struct SubscriberEntry<Value> {
    @usableFromInline let id: Int
    @usableFromInline var receive: (@MainActor (Value) -> Void)?

    @usableFromInline init(id: Int, receive: @escaping @MainActor (Value) -> Void) {
        self.id = id
        self.receive = receive
    }
}
