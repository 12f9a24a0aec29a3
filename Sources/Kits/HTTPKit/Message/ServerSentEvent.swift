/// One server-sent event, as a browser's `EventSource` receives it: optional name and id, and data text.
public struct ServerSentEvent: Sendable, Equatable {
    /// The event's name: the page listens with `addEventListener(name, …)`; `nil` is the default "message".
    public var name: String?
    /// The data, any text; a line break becomes a new `data:` line and comes out as `\n` in the browser.
    public var data: String
    /// The id the browser sends back as `Last-Event-ID` when it reconnects.
    public var id: String?

    /// An event with `data`, and optionally a `name` and an `id`.
    public init(name: String? = nil, data: String, id: String? = nil) {
        self.name = name
        self.data = data
        self.id = id
    }

    /// The event in the wire format: `event:`, `id:` and one `data:` line per line, then a blank line.
    ///
    /// A line break in the name or id is dropped, so no text can end the event early or forge a field.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.utf8.count + 64)
        if let name { bytes += "event: \(Self.oneLine(name))\n".utf8 }
        if let id { bytes += "id: \(Self.oneLine(id))\n".utf8 }
        // CR LF, CR and LF all end a line in the format; each line of data gets its own field. Byte by
        // byte: a board of 10,000 rows is megabytes of data, which a pass over its Characters would crawl through.
        let field = Array("data: ".utf8), lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        bytes += field
        var afterCarriageReturn = false
        for byte in data.utf8 {
            if byte == lineFeed, afterCarriageReturn {
                afterCarriageReturn = false
            } else if byte == lineFeed || byte == carriageReturn {
                bytes.append(lineFeed)
                bytes += field
                afterCarriageReturn = byte == carriageReturn
            } else {
                bytes.append(byte)
                afterCarriageReturn = false
            }
        }
        bytes += [lineFeed, lineFeed]
        return bytes
    }

    private static func oneLine(_ text: String) -> String {
        text.filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" && $0 != "\0" }
    }
}
