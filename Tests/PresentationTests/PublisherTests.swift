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

    @Test func mapFilterAndRemoveDuplicatesKeepTheReplayRule() {
        let property = MutableProperty(1)
        let recorder = Recorder(property.map { $0 * 10 }.filter { $0 != 30 }.removeDuplicates())
        for value in [2, 2, 3, 4, 4, 1] { property.send(value) }
        #expect(recorder.values == [10, 20, 40, 10])
    }

    @Test func aMappedEventStreamStillReplaysNothing() {
        let events = EventEmitter<Int>()
        events.send(1)
        let recorder = Recorder(events.map(String.init))
        events.send(2)
        #expect(recorder.values == ["2"])
    }

    @Test func combiningTwoPublishersPairsTheirLatestValuesOnceBothHaveOne() {
        let number = MutableProperty(1)
        let word = EventEmitter<String>()
        let recorder = Recorder(number.combineLatest(word).map { "\($0.0)\($0.1)" })
        number.send(2)
        word.send("a")
        number.send(3)
        word.send("b")
        #expect(recorder.values == ["2a", "3a", "3b"])
    }

    @Test func cancellingACombinedSubscriptionLeavesBothSources() {
        let left = MutableProperty(1)
        let right = MutableProperty(2)
        let subscription = left.combineLatest(right).subscribe { _ in }
        #expect(left.subscriberCount == 1 && right.subscriberCount == 1)
        subscription.cancel()
        #expect(left.subscriberCount == 0 && right.subscriberCount == 0)
    }

    @Test func theAsyncSequenceYieldsTheCurrentValueThenEachNewOneAndFinishesWhenThePublisherGoes() async {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let values = property!.values
        property!.send(2)
        property!.send(3)
        property = nil
        var received: [Int] = []
        for await value in values { received.append(value) }
        #expect(received == [1, 2, 3])
    }

    @Test func cancellingTheReadingTaskEndsTheSubscription() async {
        let events = EventEmitter<Int>()
        let values = events.values
        #expect(events.subscriberCount == 1)
        let reader = Task { for await _ in values {} }
        reader.cancel()
        await reader.value
        #expect(events.subscriberCount == 0)
    }

    @Test func droppingTheStreamEndsTheSubscription() {
        let events = EventEmitter<Int>()
        var values: AsyncStream<Int>? = events.values
        #expect(events.subscriberCount == 1)
        withExtendedLifetime(values) {}
        values = nil
        #expect(events.subscriberCount == 0)
    }
}
