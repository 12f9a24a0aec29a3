// `project-manager-bench`: measures the store, the board view model and the publisher in-process, on
// temporary stores, and prints Markdown tables of medians. Build it in release mode:
//
//     swift run -c release project-manager-bench [--quick] [--publisher] [--etcd ADDRESS] [--etcd-follower ADDRESS]
//
// --quick measures the smallest board only, with few runs: a smoke test that the benchmark still works.
// --publisher measures the publisher alone (the figures to hold against another publisher's).
// --etcd ADDRESS measures only the etcd client's round trips against that cluster (see Sources/Tools/Benchmarks/etcd-latency).
// --etcd-load ADDRESS runs 20 clients × 50 mixed changes on the board at ADDRESS and checks that every
// acknowledged change is on it (see Sources/Tools/Benchmarks/compare-etcd).
// --etcd-follower ADDRESS follows the board at ADDRESS while two people change it, one project at a time,
// and prints the bytes the follower reads per change (see Sources/Tools/Benchmarks/compare-etcd).
// --web measures only the board in a browser: first paint in headless Chromium, an input to the pushed
// board, and many tabs at once (needs chromium and chromedriver).
// --serve [N] serves a temporary board of N projects until standard input closes (see trace-filter).
import EtcdKit
import Foundation
import HTTPTesting

/// Runs one etcd mode when `flag ADDRESS` is on the command line: prints the table `measure` makes and exits.
func etcdMode(_ flag: String, example: String, _ measure: (EtcdAddress, Bool) async throws -> ResultTable) async {
    guard let index = CommandLine.arguments.firstIndex(of: flag) else { return }
    do {
        guard index + 1 < CommandLine.arguments.count else { throw BenchmarkFailure("\(flag) needs an address, as in \(example)") }
        let address = try EtcdAddress(parsing: CommandLine.arguments[index + 1])
        print(try await measure(address, CommandLine.arguments.contains("--quick")).markdown)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
await etcdMode("--etcd-load", example: "etcd://127.0.0.1:2379/load") { address, quick in
    try await EtcdLoadBenchmark.run(address: address, clients: 20, changes: quick ? 5 : 50)
}
await etcdMode("--etcd-follower", example: "etcd://127.0.0.1:2379/bench") { address, quick in
    try await EtcdFollowerBenchmark.run(address: address, changes: quick ? 10 : 50)
}
await etcdMode("--etcd", example: "etcd://127.0.0.1:2379/bench") { address, quick in
    try await EtcdBenchmarks.run(address: address, runs: quick ? 20 : 1000)
}

let quick = CommandLine.arguments.contains("--quick")
if CommandLine.arguments.contains("--session-filter") {
    // The board session's filter alone, in-process, without a browser (to profile the server's part).
    let seconds = try await WebBenchmarks.sessionFilter(size: 10_000, runs: 41)
    print("the board session's filter input alone, 10,000 projects, in-process: \(String(format: "%.2f", seconds * 1000)) ms")
    exit(0)
}
if let index = CommandLine.arguments.firstIndex(of: "--serve") {
    // A temporary board served until standard input closes, its address (with the secret) printed: what
    // `trace-filter` drives a browser against, to trace where a keystroke's time goes.
    let size = CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) } ?? 10_000
    try await WebBenchmarks.withServer(size: size) { server, _, _ in
        FileHandle.standardOutput.write(Data((server.addressWithToken + "\n").utf8))
        try await offThread { while readLine() != nil {} }
    }
    exit(0)
}
if CommandLine.arguments.contains("--web") || CommandLine.arguments.contains("--web-filter") {
    do {
        var table = ResultTable(title: "the board in a browser (median)", columns: ["time"])
        // Each figure also goes to standard error as soon as it is measured: the three take minutes.
        func report(_ name: String, _ seconds: Double) {
            table.add(name, [ResultTable.format(seconds: seconds)])
            FileHandle.standardError.write(Data("\(name): \(ResultTable.format(seconds: seconds))\n".utf8))
        }
        // `--web-filter`: the filter's keystrokes alone.
        let filterOnly = CommandLine.arguments.contains("--web-filter")
        if !filterOnly {
            let paint = try await WebBenchmarks.firstPaint(size: 1000, runs: quick ? 3 : 15)
            report("first paint of a new tab, \(StoreBenchmarks.label(1000)) board, headless Chromium", paint.painted)
            report("  Chromium's first contentful paint", paint.contentfulPaint)
            report("  the server's answer: request to first byte", paint.serverAnswer)
            report("  from navigation start: the page's last byte received", paint.received)
            report("  from navigation start: its script run, a screenful of the board built (DOMContentLoaded)", paint.scriptRun)
            let input = try await WebBenchmarks.inputToPushedBoard(size: quick ? 1000 : 10_000, runs: quick ? 3 : 21)
            report("move input to its pushed board, \(StoreBenchmarks.label(quick ? 1000 : 10_000)) board (loopback HTTP)", input.move)
            report("  a select input to its pushed board (no store work: the web board's own part)", input.select)
            let viewModel = try await WebBenchmarks.boardViewModelMove(size: quick ? 1000 : 10_000, runs: quick ? 3 : 21)
            report("  of which the board view model's move alone (store move and reload), in-process", viewModel)
            let tabs = quick ? 8 : 50
            let many = try await WebBenchmarks.manyTabs(tabs, size: 100)
            report("\(tabs) tabs (\(many.openTabs) open on the server, \(many.connections) connections): a store change shown in all", many.seconds)
        }
        let filter = try await WebBenchmarks.filterKeystrokes(size: quick ? 1000 : 10_000, runs: quick ? 3 : 11)
        report("a filter keystroke to the frame showing the rows narrowed, \(StoreBenchmarks.label(quick ? 1000 : 10_000)) board", filter.keystroke)
        report("  to the frame showing the session's board (its counts)", filter.painted)
        report("  until the session's board arrived in the page (to the server and back through the worker)", filter.answered)
        report("  the keystroke that narrows the whole board to a ninth", filter.firstKeystroke)
        report("  Escape: the filter cleared, every row drawn again", filter.cleared)
        let session = try await WebBenchmarks.sessionFilter(size: quick ? 1000 : 10_000, runs: quick ? 3 : 11)
        report("  the board session's filter input alone (the server's part), in-process", session)
        print(table.markdown)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
let publisherOnly = CommandLine.arguments.contains("--publisher")
let sizes = quick ? [1000] : [1000, 10_000, 100_000]
func runs(for size: Int) -> Int {
    if quick { return 3 }
    return size >= 100_000 ? 5 : size >= 10_000 ? 15 : 31
}

/// The publisher's table: the cost of one delivered value (a `send` divided by its subscribers).
@MainActor func publisherTable() async throws -> ResultTable {
    var table = ResultTable(title: "publisher: one delivered value (median)", columns: ["time"])
    for subscribers in [1, 100] {
        let seconds = try await ScreenBenchmarks.publisherCostPerDelivery(
            subscribers: subscribers, sends: quick ? 1000 : 1_000_000 / subscribers, runs: quick ? 3 : 21
        )
        table.add("\(subscribers) subscriber\(subscribers == 1 ? "" : "s")", [ResultTable.format(seconds: seconds)])
    }
    return table
}

do {
    if publisherOnly {
        print(try await publisherTable().markdown)
        exit(0)
    }
    print("project-manager-bench\(quick ? " --quick" : ""): medians of repeated in-process runs on temporary stores\n")
    print(try await StoreBenchmarks.run(sizes: sizes, runs: runs).markdown)

    var screens = ResultTable(title: "screens (median)", columns: ["time"])
    let boardSize = quick ? 1000 : 10_000
    screens.add("board view model rebuild at \(StoreBenchmarks.label(boardSize))",
                [ResultTable.format(seconds: try await ScreenBenchmarks.boardRebuild(size: boardSize, runs: runs(for: boardSize)))])
    screens.add("interactive board redraw after a key at \(StoreBenchmarks.label(boardSize)), 200×60",
                [ResultTable.format(seconds: try await ScreenBenchmarks.boardRedraw(size: boardSize, runs: quick ? 20 : 500))])
    print("\n" + screens.markdown)
    print("\n" + (try await publisherTable()).markdown)

    let growthSize = 1000, adds = quick ? 200 : 3000
    let growth = try await GrowthBenchmark.run(size: growthSize, adds: adds)
    var bounded = ResultTable(title: "bounded growth: \(adds) adds (cold) on a \(StoreBenchmarks.label(growthSize)) store", columns: ["value"])
    bounded.add("largest journal", [StoreBenchmarks.bytes(growth.largestJournal)])
    bounded.add("final journal / snapshot", [StoreBenchmarks.bytes(growth.finalJournal) + " / " + StoreBenchmarks.bytes(growth.finalSnapshot)])
    bounded.add("compactions", ["\(growth.compactions)"])
    bounded.add("undo steps kept", ["\(growth.undoSteps)"])
    bounded.add("add: median / slowest (with a compaction)", [ResultTable.format(seconds: growth.medianAdd) + " / " + ResultTable.format(seconds: growth.slowestAdd)])
    print("\n" + bounded.markdown)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
