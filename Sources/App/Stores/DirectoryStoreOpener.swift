import Domain
import Foundation

/// The port through which the store kept in a directory plugs into the composition root. App opens the
/// Data layer's JSON file store (``JSONFileStoreOpener``); the program plugs in its journal store.
public protocol DirectoryStoreOpener: Sendable {
    /// The store in `directory`; changes of an earlier format that named nobody are `author`'s. A process
    /// that `runsOneCommand` and exits may have its store wait for the disk on the caller's thread.
    func open(directory: URL, author: Author, runsOneCommand: Bool) -> OpenedStore
}
