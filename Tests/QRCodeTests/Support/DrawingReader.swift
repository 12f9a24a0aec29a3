/// Reads a terminal drawing back into modules, the way a camera sees it: each character is two modules,
/// one above the other, and the colour escape sequences carry no module.
enum DrawingReader {
    /// The modules of `drawing` (what `QRCode.terminalDrawing` returns), two rows per line; `nil` when
    /// it holds a character that is not a half block, a full block or a space.
    static func modules(of drawing: String) -> ModuleImage? {
        var rows: [[Bool]] = []
        for line in drawing.split(separator: "\n") {
            let plain = line.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
            var top: [Bool] = [], bottom: [Bool] = []
            for character in plain {
                switch character {
                case "█": top.append(true); bottom.append(true)
                case "▀": top.append(true); bottom.append(false)
                case "▄": top.append(false); bottom.append(true)
                case " ": top.append(false); bottom.append(false)
                default: return nil
                }
            }
            rows += [top, bottom]
        }
        return ModuleImage(rows: rows)
    }
}
