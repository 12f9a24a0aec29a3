import Domain
import EtcdKit

extension EtcdProjectRepository: BoardChangeFeed {
    /// A signal after every change anyone makes to the board, from etcd's watch of the head key (which
    /// every change rewrites): no polling, and another machine's change is heard within a round trip.
    ///
    /// The first signal comes once the watch is in place (a signal for nothing, which the port allows):
    /// every change after it is signalled. When the watch's revision was compacted away, or no member answers, it signals (so the screen
    /// reads the board again, or shows it offline) and watches again from now, once a second until a
    /// member answers; then it signals again, so a board that was offline becomes writable by itself.
    public func changes() -> AsyncStream<Void> {
        let (signals, sink) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let (client, head) = (client, keys.head)
        let watcher = Task {
            var watching = false
            while !Task.isCancelled {
                do {
                    let events = try await client.watch(.key(head))
                    if !watching { sink.yield() }  // in place (again): whatever happened before, read again
                    watching = true
                    for try await _ in events { sink.yield() }
                } catch {
                    if Task.isCancelled { break }
                    if watching { sink.yield() }  // compacted, or the members went away: read again (or show offline)
                    watching = false
                    try? await Task.sleep(for: .seconds(1))
                }
            }
            sink.finish()
        }
        sink.onTermination = { _ in watcher.cancel() }
        return signals
    }
}
