/// A weak reference to a ``Receiver``: it turns `nil` when its subscription is cancelled or released.
struct WeakReceiver<Value> {
    weak var receiver: Receiver<Value>?
}
