import Foundation
import Presentation

/// Every tab being served, by browser (channel): opens and closes tabs, hands each its inputs, and
/// keeps every board current when the store changes.
///
/// Live: one board view model of its own (the watcher) reads the store every `refreshInterval`; when what
/// it reads changed (another process, the terminal board), every tab reads the store again. A change made
/// through one tab wakes the watcher at once, so the other tabs follow without waiting for the interval.
/// The watcher runs only while some browser is connected.
///
/// Bounds: a browser holds at most ``maximumTabsPerChannel`` tabs and the server ``maximumChannels``
/// browsers; past them the oldest goes.
@MainActor
final class TabRegistry {
    static let maximumChannels = 32
    static let maximumTabsPerChannel = 100
    /// Heartbeats go out every this many watcher rounds.
    static let heartbeatRounds = 15

    private struct ChannelEntry {
        let channel: EventChannel
        var tabIDs: [String] = []
        var isStreaming = false
    }

    private let factory: ViewModelFactory
    private let refreshInterval: Duration
    private var channels: [String: ChannelEntry] = [:]
    /// Channel ids, oldest first.
    private var channelOrder: [String] = []
    private var tabs: [String: BrowserTab] = [:]
    private var watching: Task<Void, Never>?
    private var wakeUp: CheckedContinuation<Void, Never>?
    private var storeMayHaveChanged = false

    init(factory: ViewModelFactory, refreshInterval: Duration) {
        self.factory = factory
        self.refreshInterval = refreshInterval
    }

    /// How many tabs are open (for tests and benchmarks).
    var tabCount: Int { tabs.count }

    /// Opens a tab speaking `language` in the browser `channelID`; returns its id. Its board loads with
    /// the tab's first input (`appear`).
    func openTab(channel channelID: String, language: Language) -> String {
        var entry = channelEntry(channelID)
        let id = UUID().uuidString.lowercased()
        let channel = entry.channel
        tabs[id] = BrowserTab(id: id, factory: factory.speaking(language)) { channel.send(.output($0.json(tab: id))) }
        entry.tabIDs.append(id)
        if entry.tabIDs.count > Self.maximumTabsPerChannel { closeTab(entry.tabIDs.removeFirst(), in: &entry) }
        channels[channelID] = entry
        return id
    }

    /// The tab `id`, if it is open.
    func tab(_ id: String) -> BrowserTab? {
        tabs[id]
    }

    /// Closes the tab `id` (the browser tab went away).
    func closeTab(_ id: String) {
        for (channelID, var entry) in channels where entry.tabIDs.contains(id) {
            entry.tabIDs.removeAll { $0 == id }
            channels[channelID] = entry
        }
        tabs.removeValue(forKey: id)?.close()
    }

    private func closeTab(_ id: String, in entry: inout ChannelEntry) {
        entry.tabIDs.removeAll { $0 == id }
        tabs.removeValue(forKey: id)?.close()
    }

    /// The channel `id` for its stream, or `nil` when a stream already sends it.
    func attachStream(channel channelID: String) -> EventChannel? {
        var entry = channelEntry(channelID)
        guard !entry.isStreaming else { return nil }
        entry.isStreaming = true
        channels[channelID] = entry
        if watching == nil { watching = Task { await watch() } }
        return entry.channel
    }

    /// The stream of `channelID` ended: the browser has gone, and its tabs with it.
    func streamEnded(channel channelID: String) {
        dropChannel(channelID)
        if !channels.values.contains(where: \.isStreaming) {
            watching?.cancel()
            watching = nil
        }
    }

    /// A tab changed the store, or may have: every tab reads it again soon.
    func storeChanged() {
        storeMayHaveChanged = true
        wake()
    }

    private func channelEntry(_ channelID: String) -> ChannelEntry {
        if let entry = channels[channelID] { return entry }
        if channelOrder.count >= Self.maximumChannels { dropChannel(channelOrder[0]) }
        channelOrder.append(channelID)
        let entry = ChannelEntry(channel: EventChannel(id: channelID))
        channels[channelID] = entry
        return entry
    }

    private func dropChannel(_ channelID: String) {
        guard let entry = channels.removeValue(forKey: channelID) else { return }
        channelOrder.removeAll { $0 == channelID }
        for id in entry.tabIDs { tabs.removeValue(forKey: id)?.close() }
        entry.channel.finish()
    }

    /// Reads the store every interval (or at once when woken) until cancelled; when the board changed,
    /// every tab reads it again.
    private func watch() async {
        let watcher = factory.makeBoard(coordinator: nil)
        await watcher.appear()
        var seen = watcher.content.value
        var round = 0
        while !Task.isCancelled {
            await sleep()
            guard !Task.isCancelled else { return }
            round += 1
            if round.isMultiple(of: Self.heartbeatRounds) {
                for entry in channels.values where entry.isStreaming { entry.channel.send(.heartbeat) }
            }
            let changedByTab = storeMayHaveChanged
            storeMayHaveChanged = false
            await watcher.appear()
            guard changedByTab || watcher.content.value != seen else { continue }
            seen = watcher.content.value
            for tab in Array(tabs.values) { await tab.refresh() }
        }
    }

    /// Waits for the interval, a change from a tab, or cancellation, whichever comes first.
    private func sleep() async {
        guard !storeMayHaveChanged else { return }
        let timer = Task { [weak self, refreshInterval] in
            try? await Task.sleep(for: refreshInterval)
            self?.wake()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { continuation.resume() } else { wakeUp = continuation }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.wake() }
        }
        timer.cancel()
    }

    private func wake() {
        wakeUp?.resume()
        wakeUp = nil
    }
}
