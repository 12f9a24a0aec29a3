import HTTPKit
import Testing

/// The event-stream wire format: one `data:` line per line of text, nothing that can end an event early.
@Suite struct ServerSentEventTests {
    private func text(_ event: ServerSentEvent) -> String {
        String(decoding: event.encoded, as: UTF8.self)
    }

    @Test func anEventIsItsFieldsThenABlankLine() {
        #expect(text(ServerSentEvent(data: "hello")) == "data: hello\n\n")
        #expect(text(ServerSentEvent(name: "board", data: "{}", id: "7")) == "event: board\nid: 7\ndata: {}\n\n")
    }

    @Test func everyKindOfLineBreakInDataStartsANewDataLine() {
        #expect(text(ServerSentEvent(data: "a\nb\r\nc\rd")) == "data: a\ndata: b\ndata: c\ndata: d\n\n")
        #expect(text(ServerSentEvent(data: "")) == "data: \n\n")
        #expect(text(ServerSentEvent(data: "\n\n")) == "data: \ndata: \ndata: \n\n")
    }

    @Test func aLineBreakInTheNameOrIdCannotForgeAField() {
        #expect(text(ServerSentEvent(name: "x\ndata: forged", data: "d", id: "1\r\n\r\nevent: y")) == "event: xdata: forged\nid: 1event: y\ndata: d\n\n")
    }
}
