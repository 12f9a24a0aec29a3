import App
import Domain
import Foundation
import Presentation
import TerminalBoard
import TerminalKit

/// What a screen costs on top of the store: the board view model's rebuild and the publisher's delivery.
@MainActor
enum ScreenBenchmarks {
    /// `appear()` again of a board view model over a warm store: load from the cache, sort into columns, build
    /// every row (with its localized deadline and body preview) and publish.
    static func boardRebuild(size: Int, runs: Int) async throws -> Double {
        let clock = SystemClock(timeZone: .gmt)
        let store = try await TemporaryStore.make(count: size, clock: clock)
        defer { store.remove() }
        let board = store.makeBoard(clock: clock)
        await board.appear() // reads the store once, so what follows is the rebuild alone
        guard board.content.value.columns.map(\.rows.count).reduce(0, +) == size + Workspace.undoLimit else {
            throw BenchmarkFailure("the board shows the wrong number of projects")
        }
        return try await Stopwatch.median(runs: runs) { await board.appear() }
    }

    /// One key press's redraw on a board of `size` projects at 200×60: the selection moves one row down,
    /// the board is laid out, and the renderer works out (and encodes) the rows that changed.
    static func boardRedraw(size: Int, runs: Int) async throws -> Double {
        let clock = SystemClock(timeZone: .gmt)
        let store = try await TemporaryStore.make(count: size, clock: clock)
        defer { store.remove() }
        let localizer = Localizer(locale: Locale(identifier: "en_US"))
        let board = store.makeBoard(clock: clock, localizer: localizer)
        await board.appear()
        var content = board.content.value
        let rows = content.columns[0].rows
        guard rows.count > 1 else { throw BenchmarkFailure("the TODO column is empty") }
        let terminal = TerminalSize(rows: 60, columns: 200)
        let policy = ColorPolicy(allowsColor: true, allowsAttributes: true)
        var renderer = ScreenRenderer(policy: policy)
        _ = renderer.render(BoardFrame.render(content, size: terminal, localizer: localizer, policy: policy)) // the first, full frame
        var index = 0, bytes = 0
        let seconds = try await Stopwatch.median(runs: runs) {
            index = (index + 1) % rows.count
            content.selectedID = rows[index].id
            bytes += renderer.render(BoardFrame.render(content, size: terminal, localizer: localizer, policy: policy)).utf8.count
        }
        guard bytes > 0 else { throw BenchmarkFailure("moving the selection redrew nothing") }
        return seconds
    }

    /// The cost of one delivered value: `sends` sends on a property with `subscribers` subscribers, each
    /// adding the value up, divided by `sends × subscribers`. The same workload runs against OpenCombine's
    /// `CurrentValueSubject` out of tree (see Sources/Tools/Benchmarks/README.md).
    static func publisherCostPerDelivery(subscribers: Int, sends: Int, runs: Int) async throws -> Double {
        let property = MutableProperty(0)
        let total = Counter()
        let tokens = (0..<subscribers).map { _ in property.subscribe { total.value &+= $0 } }
        let seconds = try await Stopwatch.median(runs: runs) {
            for value in 0..<sends { property.send(value) }
        }
        withExtendedLifetime(tokens) {}
        guard total.value != 0 else { throw BenchmarkFailure("no subscriber received a value") }
        return seconds / Double(sends * subscribers)
    }
}
