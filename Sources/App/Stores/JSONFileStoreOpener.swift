import Data
import Domain
import Foundation

/// Opens the Data layer's store: what an app that plugs in nothing gets.
public struct JSONFileStoreOpener: DirectoryStoreOpener {
    /// The opener; it keeps nothing.
    public init() {}

    /// The JSON file store in `directory`, whose earlier documents name `author` where they named nobody.
    public func open(directory: URL, author: Author, runsOneCommand: Bool) -> OpenedStore {
        OpenedStore(repository: JSONFileProjectRepository(directory: directory, migratingAs: author))
    }
}
