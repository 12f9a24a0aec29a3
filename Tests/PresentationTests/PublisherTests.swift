import Presentation
import PresentationTesting
import Testing

@MainActor
struct PublisherTests {
    @Test func aPropertyReplaysItsCurrentValueToANewSubscriberThenTellsEachNewOne() {
        let property = MutableProperty(1)
        property.send(2)
        let recorder = Recorder(property)
        property.send(3)
        property.send(3)
        #expect(recorder.values == [2, 3, 3])
        #expect(property.value == 3)
    }

    @Test func anEventStreamReplaysNothing() {
        let events = EventEmitter<String>()
        events.send("before")
        let recorder = Recorder(events)
        events.send("after")
        #expect(recorder.values == ["after"])
    }

    @Test func cancellingStopsDeliveryAtOnce() {
        let property = MutableProperty(0)
        var told: [Int] = []
        let subscription = property.subscribe { told.append($0) }
        property.send(1)
        subscription.cancel()
        property.send(2)
        #expect(told == [0, 1])
        #expect(property.subscriberCount == 0)
    }

    @Test func releasingTheTokenStopsDelivery() {
        let events = EventEmitter<Int>()
        var told: [Int] = []
        var subscription: Subscription? = events.subscribe { told.append($0) }
        events.send(1)
        withExtendedLifetime(subscription) {}
        subscription = nil
        events.send(2)
        #expect(told == [1])
        #expect(events.subscriberCount == 0)
    }

    @Test func subscribersAreToldInTheOrderTheySubscribed() {
        let events = EventEmitter<Int>()
        var log: [String] = []
        let first = events.subscribe { log.append("first \($0)") }
        let second = events.subscribe { log.append("second \($0)") }
        events.send(1)
        events.send(2)
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        withExtendedLifetime((first, second)) {}
    }

    @Test func aSendFromInsideADeliveryIsQueuedUntilEveryoneHasTheCurrentValue() {
        let property = MutableProperty(0)
        var log: [String] = []
        let echo = property.subscribe { value in
            log.append("echo \(value)")
            if value == 1 { property.send(2) }
        }
        let watcher = property.subscribe { log.append("watcher \($0)") }
        log.removeAll()
        property.send(1)
        #expect(log == ["echo 1", "watcher 1", "echo 2", "watcher 2"])
        #expect(property.value == 2)
        withExtendedLifetime((echo, watcher)) {}
    }

    @Test func aSubscriberCancelledDuringADeliveryIsNotToldAgain() {
        let events = EventEmitter<Int>()
        var log: [String] = []
        var second: Subscription?
        let first = events.subscribe { value in
            log.append("first \(value)")
            second?.cancel()
        }
        second = events.subscribe { log.append("second \($0)") }
        events.send(1)
        #expect(log == ["first 1"])
        withExtendedLifetime(first) {}
    }

    @Test func aSubscriberAddedDuringADeliveryGetsTheCurrentValueOnlyOnce() {
        let property = MutableProperty(0)
        var log: [String] = []
        var late: Subscription?
        let first = property.subscribe { value in
            guard value == 1, late == nil else { return }
            late = property.subscribe { log.append("late \($0)") }
        }
        property.send(1)
        property.send(2)
        #expect(log == ["late 1", "late 2"])
        withExtendedLifetime((first, late)) {}
    }

    @Test func aMappedPropertyStillReplaysItsCurrentValueTransformed() {
        let property = MutableProperty(1)
        let recorder = Recorder(property.map { $0 * 10 })
        for value in [2, 2, 3] { property.send(value) }
        #expect(recorder.values == [10, 20, 20, 30])
    }

    @Test func aMappedEventStreamStillReplaysNothing() {
        let events = EventEmitter<Int>()
        events.send(1)
        let recorder = Recorder(events.map(String.init))
        events.send(2)
        #expect(recorder.values == ["2"])
    }

    @Test func aValueQueuedDuringADeliveryReachesOnlyTheSubscribersThatExistedWhenItWasSent() {
        let property = MutableProperty(0)
        var log: [String] = []
        var late: Subscription?
        let first = property.subscribe { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            property.send(2) // queued: it reaches `first` alone
            late = property.subscribe { log.append("late \($0)") } // replays 2 now, and is not told of it again
        }
        log.removeAll()
        property.send(1)
        #expect(log == ["first 1", "late 2", "first 2"])
        withExtendedLifetime((first, late)) {}
    }

    @Test func aSubscriberThatCancelsItselfIsNotToldOfTheValuesQueuedBeforeIt() {
        let events = EventEmitter<Int>()
        var log: [String] = []
        var own: Subscription?
        let sender = events.subscribe { value in
            log.append("sender \(value)")
            if value == 1 { events.send(2) }
        }
        own = events.subscribe { value in
            log.append("self \(value)")
            own?.cancel()
        }
        events.send(1)
        #expect(log == ["sender 1", "self 1", "sender 2"])
        #expect(events.subscriberCount == 1) // the empty slot is dropped once the delivery is over
        withExtendedLifetime(sender) {}
    }

    @Test func releasingTheTokenLetsGoOfTheCallbackAtOnce() {
        final class Screen {}
        let property = MutableProperty(0)
        weak var weakScreen: Screen?
        var subscription: Subscription?
        do {
            let screen = Screen()
            weakScreen = screen
            subscription = property.subscribe { [screen] _ in withExtendedLifetime(screen) {} } // held strongly
        }
        #expect(weakScreen != nil)
        withExtendedLifetime(subscription) {}
        subscription = nil
        #expect(weakScreen == nil)
        #expect(property.subscriberCount == 0)
    }

    @Test func aTokenDoesNotKeepItsPublisherAlive() {
        weak var weakProperty: MutableProperty<Int>?
        var told: [Int] = []
        let subscription: Subscription
        do {
            let property = MutableProperty(1)
            weakProperty = property
            subscription = property.subscribe { told.append($0) }
            property.send(2)
        }
        #expect(weakProperty == nil)
        subscription.cancel() // harmless once the publisher is gone
        #expect(told == [1, 2])
    }

    @Test func theReadOnlyViewsCannotBeCastBackToTheirSenders() {
        let property = MutableProperty(1), events = EventEmitter<Int>()
        let views: [Any] = [Property(property), EventStream(events)]
        #expect(!(views[0] is MutableProperty<Int>))
        #expect(!(views[1] is EventEmitter<Int>))
        #expect(Property(property).value == 1)
    }
}
