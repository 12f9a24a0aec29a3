/// The first line of a journal: its schema version and the sequence number its entries continue from
/// (the snapshot's `sequence` when the journal was started).
struct JournalHeader: Codable {
    var version: Int
    var base: Int

    private enum CodingKeys: String, CodingKey {
        case version, base
    }

    init(base: Int) {
        version = StoreFormat.version
        self.base = base
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        try StoreFormat.check(version)
        base = try container.decode(Int.self, forKey: .base)
    }
}
