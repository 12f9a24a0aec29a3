import StoreRecords

extension JournalRecord {
    /// Why the bytes after a journal's last newline are not what a crash mid-append leaves; `nil` when
    /// they are. An append writes one record, newline last, so an unfinished one is the beginning of the
    /// record numbered `next` whose checksum cannot match: a whole record missing only its newline, zeros
    /// (a file system that extended the file before writing it), or bytes of any other shape were not
    /// left by a crash, and are damage.
    static func whyNotUnfinished(_ tail: UnsafeRawBufferPointer, next: Int) -> String? {
        if tail.contains(0) { return "they hold zero bytes" }
        let opening = Array(#"{"seq":"#.utf8) + Array(String(next).utf8) + [UInt8(ascii: ",")]
        let shared = min(opening.count, tail.count)
        guard tail.prefix(shared).elementsEqual(opening.prefix(shared)) else {
            return "they are not the beginning of change \(next)"
        }
        if (try? verify(tail)) != nil { return "they are a whole change missing only its newline" }
        return nil
    }
}
