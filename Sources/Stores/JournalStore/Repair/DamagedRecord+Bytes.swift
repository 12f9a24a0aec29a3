import Domain

extension DamagedRecord {
    /// A damaged record; `bytes` are what is left of it, searched for a legible id, title and author.
    init(file: String, line: Int, offset: Int, kind: Kind, bytes: ArraySlice<UInt8> = [], reason: String) {
        self.init(
            file: file, line: line, offset: offset, kind: kind,
            id: LegibleText.field("id", in: bytes).flatMap { $0.count == 36 ? $0 : nil },
            title: LegibleText.field("title", in: bytes), author: LegibleText.field("author", in: bytes), reason: reason
        )
    }
}
