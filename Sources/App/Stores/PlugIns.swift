import Domain

/// What a program plugs into the composition root beyond the layers: the store a directory holds, the
/// stores an address names, and the documents export and import read and write. An app that plugs in
/// nothing gets the Data layer's store and no export.
public struct PlugIns: Sendable {
    /// Opens the store in the store directory.
    public var directoryStore: any DirectoryStoreOpener
    /// Open the stores an address names (`etcd://…`), one per scheme.
    public var addressedStores: [any StoreOpener]
    /// The documents of export and import; `nil`: export and import say the format is unknown.
    public var documents: (any DocumentFormats)?

    /// The plug-ins; by default, none beyond the Data layer's store.
    public init(
        directoryStore: any DirectoryStoreOpener = JSONFileStoreOpener(), addressedStores: [any StoreOpener] = [],
        documents: (any DocumentFormats)? = nil
    ) {
        self.directoryStore = directoryStore
        self.addressedStores = addressedStores
        self.documents = documents
    }
}
