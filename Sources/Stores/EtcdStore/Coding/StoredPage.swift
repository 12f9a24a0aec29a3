import FastCoding
import Foundation

/// Several records of one kind written by one transaction under one key, numbered from the key's:
/// a sync's history lines (`history/N`) and change records (`changes/SEQ/`). A key costs etcd about as
/// much to write as its value's bytes cost in all, so a sync of many changes writes one of each per
/// transaction rather than one per change. The value is a JSON array of the records; a key that holds a
/// single JSON object holds one record, as every key did before pages.
enum StoredPage {
    /// The page of `records`, each one JSON value.
    static func value(of records: [Data]) -> Data {
        var page = Data("[".utf8)
        page.reserveCapacity(records.reduce(2) { $0 + $1.count + 1 })
        for (index, record) in records.enumerated() {
            if index > 0 { page.append(UInt8(ascii: ",")) }
            page.append(record)
        }
        page.append(UInt8(ascii: "]"))
        return page
    }

    /// The records `value` holds, in order: a page's elements, or the value itself when it is one record.
    static func records(in value: Data) throws(JSONReadError) -> [Data] {
        let spans = try JSONReader.read(value) { (reader) throws(JSONReadError) -> [Range<Int>]? in
            guard try reader.peek() == UInt8(ascii: "[") else {
                try reader.skipValue()
                return nil
            }
            var spans: [Range<Int>] = []
            try reader.readArray { (reader) throws(JSONReadError) in
                _ = try reader.peek()
                let start = reader.offset
                try reader.skipValue()
                spans.append(start..<reader.offset)
            }
            return spans
        }
        guard let spans else { return [value] }
        return spans.map { Data(value[value.startIndex + $0.lowerBound ..< value.startIndex + $0.upperBound]) }
    }
}
