// `project-manager-floor`: the least a one-project change can cost on this machine, the figure the
// benchmarks divide every command by. It starts, opens the store's journal, appends one line, fsyncs
// it, prints one line and exits: the work no `project-manager` change can skip (a process, a durable
// append, an answer), and nothing else: no lock, no check of the journal, no JSON, not even Foundation.
// Built the way project-manager is installed (a static release binary), so both start alike:
//
//     swift build -c release --static-swift-stdlib --product project-manager-floor
//     project-manager-floor STORE-DIRECTORY
//
// The line it appends is no record: a store it has written to is damaged. Give it a copy of a store's
// journal in a directory of its own, never a store you use (compare-taskwarrior does).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Says what went wrong on standard error and exits with `status` (2 for a usage error, 1 otherwise).
func fail(_ message: String, status: Int32) -> Never {
    let text = "project-manager-floor: \(message)" + (message.hasSuffix("\n") ? "" : "\n")
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(status)
}

let usage = "usage: project-manager-floor STORE-DIRECTORY\n"
    + "Appends one line to STORE-DIRECTORY/journal.jsonl, fsyncs it, prints one line and exits: the least a\n"
    + "one-project change can cost, for the benchmarks. The line is no record: give it a copy of a store.\n"
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--help" || arguments.first == "-h" {
    print(usage, terminator: "")
    exit(0)
}
guard arguments.count == 1, let store = arguments.first, !store.hasPrefix("-") else { fail(usage, status: 2) }
let path = store + "/journal.jsonl"
/// Exits with status 1, naming what could not be done to the journal and why.
func failed(_ what: String) -> Never { fail("cannot \(what) \(path): \(String(cString: strerror(errno)))", status: 1) }
let journal = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
guard journal >= 0 else { failed("open") }
// About the size of the record an `add` appends, so the write is the same work.
let line = #"{"floor":1,"title":"Benchmark project","column":"todo","detail":"the least a one-project change costs","padding":"................................................................"}"# + "\n"
let written = line.utf8CString.withUnsafeBufferPointer { write(journal, $0.baseAddress, $0.count - 1) }
guard written == line.utf8.count else { failed("append to") }
// As the store flushes: on Apple's systems fsync leaves the line in the drive's cache, so the figures
// stay comparable only if both ask for F_FULLFSYNC (fsync where the file system refuses it).
func flush(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return fsync(descriptor)
}
guard flush(journal) == 0 else { failed("fsync") }
close(journal)
print("appended one line to \(path)")
