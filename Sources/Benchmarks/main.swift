// `project-manager-bench`: measures the store, the board view model and the publisher in-process, on
// temporary stores, and prints Markdown tables of medians. Build it in release mode:
//
//     swift run -c release project-manager-bench [--quick]
//
// --quick measures the smallest board only, with few runs: a smoke test that the benchmark still works.
// --etcd ADDRESS measures only the etcd client's round trips against that cluster (see Benchmarks/etcd-latency).
import EtcdKit
import Foundation

if let flag = CommandLine.arguments.firstIndex(of: "--etcd") {
    do {
        guard flag + 1 < CommandLine.arguments.count else { throw BenchmarkFailure("--etcd needs an address, as in etcd://127.0.0.1:2379/bench") }
        let address = try EtcdAddress(parsing: CommandLine.arguments[flag + 1])
        print(try await EtcdBenchmarks.run(address: address, runs: CommandLine.arguments.contains("--quick") ? 20 : 1000).markdown)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}

let quick = CommandLine.arguments.contains("--quick")
let sizes = quick ? [1000] : [1000, 10_000, 100_000]
func runs(for size: Int) -> Int {
    if quick { return 3 }
    return size >= 100_000 ? 5 : size >= 10_000 ? 15 : 31
}

do {
    print("project-manager-bench\(quick ? " --quick" : ""): medians of repeated in-process runs on temporary stores\n")
    print(try await StoreBenchmarks.run(sizes: sizes, runs: runs).markdown)

    var screens = ResultTable(title: "screens (median)", columns: ["time"])
    let boardSize = quick ? 1000 : 10_000
    screens.add("board view model rebuild at \(StoreBenchmarks.label(boardSize))",
                [ResultTable.format(seconds: try await ScreenBenchmarks.boardRebuild(size: boardSize, runs: runs(for: boardSize)))])
    for subscribers in [1, 100] {
        let seconds = try await ScreenBenchmarks.publisherCostPerValue(subscribers: subscribers, values: quick ? 1000 : 100_000, runs: quick ? 3 : 11)
        screens.add("publisher: one value to \(subscribers) subscriber\(subscribers == 1 ? "" : "s")", [ResultTable.format(seconds: seconds)])
    }
    screens.add("interactive board redraw after a key at \(StoreBenchmarks.label(boardSize)), 200×60",
                [ResultTable.format(seconds: try await ScreenBenchmarks.boardRedraw(size: boardSize, runs: quick ? 20 : 500))])
    print("\n" + screens.markdown)

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
