import Foundation
import Presentation

/// Every tab being served, by browser (channel): opens and closes tabs and hands each its inputs.
///
/// Live: each tab's board follows the store's feed of changes itself (see ``BrowserTab``), whoever
/// changed the store: another tab, the CLI, the terminal board. One task per tab, not one shared
/// watcher: a shared one would read the whole store once more on every change only to learn that it
/// changed, while a tab's own follower costs a few `stat` calls a second and reads the store only for
/// the board it then sends. While some browser is connected, a heartbeat goes down every stream.
///
/// Bounds: a browser holds at most ``maximumTabsPerChannel`` tabs and the server ``maximumChannels``
/// browsers; past them the oldest goes.
@MainActor
final class TabRegistry {
    static let maximumChannels = 32
    static let maximumTabsPerChannel = 100
    /// How often a heartbeat goes down every stream.
    static let heartbeatInterval = Duration.seconds(15)

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
    private var heartbeats: Task<Void, Never>?
    /// The board new pages are served with, per language (see ``PageBoard``).
    private var pageBoards: [Language: PageBoard] = [:]

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
        tabs[id] = BrowserTab(id: id, factory: factory.speaking(language), refreshInterval: refreshInterval) { channel.send(.output($0.json(tab: id))) }
        entry.tabIDs.append(id)
        if entry.tabIDs.count > Self.maximumTabsPerChannel { closeTab(entry.tabIDs.removeFirst(), in: &entry) }
        channels[channelID] = entry
        return id
    }

    /// The board as it is now, in `language`, as JSON: a page draws it at once, before its tab's own board
    /// arrives on the stream. One board per language, shared by every page.
    func firstBoard(language: Language) async -> String {
        if let board = pageBoards[language] { return await board.current() }
        let board = PageBoard(factory: factory.speaking(language))
        pageBoards[language] = board
        return await board.current()
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
        if heartbeats == nil { heartbeats = Task { await beat() } }
        return entry.channel
    }

    /// The stream of `channelID` ended: the browser has gone, and its tabs with it.
    func streamEnded(channel channelID: String) {
        dropChannel(channelID)
        if !channels.values.contains(where: \.isStreaming) {
            heartbeats?.cancel()
            heartbeats = nil
        }
    }

    /// Every browser and tab goes (the server stops).
    func closeAll() {
        for channelID in channelOrder { dropChannel(channelID) }
        for board in pageBoards.values { board.close() }
        pageBoards = [:]
        heartbeats?.cancel()
        heartbeats = nil
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

    /// Sends a heartbeat down every stream each interval, until cancelled.
    private func beat() async {
        while (try? await Task.sleep(for: Self.heartbeatInterval)) != nil {
            for entry in channels.values where entry.isStreaming { entry.channel.send(.heartbeat) }
        }
    }
}
