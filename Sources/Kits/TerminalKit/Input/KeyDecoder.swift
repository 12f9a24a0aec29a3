/// Turns the bytes a terminal sends into ``Key``s, a read at a time.
///
/// A key can arrive split across reads (an arrow is `ESC [ A`, Hangul is three UTF-8 bytes), so the
/// decoder keeps what it has not finished. ESC is ambiguous: alone it is the Escape key, followed by `[`
/// or `O` it starts a sequence. So a lone ESC stays pending until the caller, having waited briefly for
/// more bytes and got none, calls ``flushPendingEscape()``.
///
/// Sequences it does not know (function keys, mouse reports, invalid UTF-8) are swallowed whole: they
/// never come back as characters that could be typed into a title. Text between the bracketed-paste
/// marks (`ESC [ 200 ~` … `ESC [ 201 ~`) comes back as one ``Key/paste(_:)``.
public struct KeyDecoder: Sendable {
    private enum State: Sendable, Equatable {
        case ground
        case escape                        // got ESC
        case controlSequence([UInt8])      // got ESC [ and these parameter bytes
        case singleShift                   // got ESC O
        case utf8(pending: [UInt8], needed: Int)
        case paste([UInt8])                // inside a bracketed paste, these bytes so far
    }

    /// The most bytes one paste keeps (far more than a body may hold); the rest is dropped.
    private static let maximumPasteBytes = 1 << 20
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    private var state = State.ground

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether an ESC (possibly the start of a sequence) is waiting for more bytes.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .controlSequence, .singleShift: return true
        case .ground, .utf8, .paste: return false
        }
    }

    /// The keys completed by `bytes`; an unfinished key is kept for the next call.
    public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { feed(byte, into: &keys) }
        return keys
    }

    /// Call when no byte followed a pending ESC in time: returns `[.escape]` for a lone ESC.
    ///
    /// An unfinished sequence (`ESC [` with no final byte) is dropped, not guessed at.
    public mutating func flushPendingEscape() -> [Key] {
        defer { if hasPendingEscape { state = .ground } }
        return state == .escape ? [.escape] : []
    }

    private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence([])
            case UInt8(ascii: "O"): state = .singleShift
            case 0x1B:
                keys.append(.escape)  // ESC ESC: the first one was the key; the second may start a sequence
            case 0x21...0x7E:
                // ESC then a printable key in the same burst is how terminals send Alt-key.
                keys.append(.alt(Character(Unicode.Scalar(byte))))
                state = .ground
            default:
                // ESC then another key: Escape, then the key itself.
                keys.append(.escape)
                state = .ground
                ground(byte, into: &keys)
            }
        case .controlSequence(let parameters):
            switch byte {
            case 0x40...0x7E:  // the final byte
                state = .ground
                if byte == UInt8(ascii: "~"), parameters == Array("200".utf8) {
                    state = .paste([])
                } else if let key = Self.controlSequenceKey(parameters: parameters, final: byte) {
                    keys.append(key)
                }
            case 0x20...0x3F where parameters.count < 32:
                state = .controlSequence(parameters + [byte])
            default:  // not a valid sequence, or an absurdly long one: drop it, and read the byte afresh
                state = .ground
                if !(0x20...0x3F).contains(byte) { ground(byte, into: &keys) }
            }
        case .singleShift:
            state = .ground
            if let key = Self.singleShiftKey(byte) { keys.append(key) }
        case .paste(var bytes):
            if bytes.count < Self.maximumPasteBytes + Self.pasteEnd.count { bytes.append(byte) }
            guard bytes.count >= Self.pasteEnd.count, bytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) else {
                state = .paste(bytes)
                return
            }
            state = .ground
            let text = Self.pastedText(bytes.dropLast(Self.pasteEnd.count))
            if !text.isEmpty { keys.append(.paste(text)) }
        case .utf8(let pending, let needed):
            guard byte & 0xC0 == 0x80 else {  // not a continuation byte: the character is broken
                state = .ground
                ground(byte, into: &keys)
                return
            }
            let bytes = pending + [byte]
            guard bytes.count == needed else { state = .utf8(pending: bytes, needed: needed); return }
            state = .ground
            if let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first,
               !(0x80...0x9F).contains(scalar.value) {  // C1 controls are not text either
                keys.append(.character(Character(scalar)))
            }
        }
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))  // 0x13 → "s"
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: state = .utf8(pending: [byte], needed: 2)
        case 0xE0...0xEF: state = .utf8(pending: [byte], needed: 3)
        case 0xF0...0xF4: state = .utf8(pending: [byte], needed: 4)
        default: break  // NUL, the other C0 bytes, stray continuation bytes, invalid lead bytes
        }
    }

    /// Pasted bytes as text: invalid UTF-8 repaired, `\r\n` and `\r` made `\n`, and no control
    /// character left but newline and tab.
    private static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self).replacingLineBreaks()
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }))
    }

    /// `ESC [ parameters final`: arrows and Home/End as letters, the editing keys as `n~`.
    /// Modifiers (`ESC [ 1 ; 5 A`, Ctrl-↑) are ignored, except that Ctrl or Alt with ← or → moves by word.
    private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        if final == UInt8(ascii: "C") || final == UInt8(ascii: "D") {
            // `1;5` is Ctrl, `1;3` Alt, `1;7` both (the modifier is 1 + a bit mask: 2 Alt, 4 Ctrl).
            let modifier = parameters.split(separator: UInt8(ascii: ";")).dropFirst().first
                .flatMap { Int(String(decoding: $0, as: UTF8.self)) }.map { $0 - 1 } ?? 0
            if modifier & 0b110 != 0 { return final == UInt8(ascii: "C") ? .wordRight : .wordLeft }
        }
        if let key = cursorKey(final) { return key }
        switch final {
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "2": return .insert
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// The final letters both forms share: the arrows, Home and End.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// `ESC O final`, which terminals send for the arrows in "application cursor keys" mode.
    private static func singleShiftKey(_ final: UInt8) -> Key? {
        final == UInt8(ascii: "M") ? .enter : cursorKey(final)
    }
}

extension String {
    /// The text with every `\r\n` and lone `\r` made `\n`, as a paste from any system should read.
    fileprivate func replacingLineBreaks() -> String {
        // `\r\n` is one Character in Swift, so this walks Characters rather than scalars.
        String(map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }
}
