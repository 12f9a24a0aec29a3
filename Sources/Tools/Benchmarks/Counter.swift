/// What the subscribers add up, so the compiler cannot drop the delivery.
@MainActor
final class Counter {
    var value = 0
}
