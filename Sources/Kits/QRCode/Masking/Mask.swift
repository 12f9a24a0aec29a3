/// One of the eight mask patterns: a rule that flips the data modules where it holds, so that the
/// symbol avoids large blocks of one colour and shapes a reader could mistake for a finder.
struct Mask: Equatable {
    /// The pattern's number, 0–7, as the format information records it.
    let number: Int

    /// All eight, in order.
    static let all = (0..<8).map(Mask.init(number:))

    /// Whether the module in column `x`, row `y` is flipped (the standard's conditions, row i = y, column j = x).
    func flips(x: Int, y: Int) -> Bool {
        switch number {
        case 0: (y + x) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (y + x) % 3 == 0
        case 4: (y / 2 + x / 3) % 2 == 0
        case 5: (y * x) % 2 + (y * x) % 3 == 0
        case 6: ((y * x) % 2 + (y * x) % 3) % 2 == 0
        default: ((y + x) % 2 + (y * x) % 3) % 2 == 0
        }
    }

    /// `grid` with every module outside the function patterns flipped where this mask holds, and the
    /// format information rewritten to name this mask.
    func applied(to grid: ModuleGrid) -> ModuleGrid {
        var masked = grid
        for y in 0..<grid.size {
            for x in 0..<grid.size where !grid.isFunction(x: x, y: y) && flips(x: x, y: y) {
                masked[x, y].toggle()
            }
        }
        FormatInformation.draw(FormatInformation.bits(mask: number), on: &masked)
        return masked
    }

    /// The mask whose result the penalty rules score lowest (the first of them on a tie), and that result.
    /// Each is scored as the symbol a reader would see, its format bits drawn; encoders that score before
    /// drawing them may choose another mask for the same text, and both scan.
    static func best(for grid: ModuleGrid) -> (mask: Mask, grid: ModuleGrid) {
        let candidates = all.map { (mask: $0, grid: $0.applied(to: grid)) }
        let scores = candidates.map { Penalty.score($0.grid) }
        return candidates[scores.indices.min { scores[$0] < scores[$1] } ?? 0]
    }
}
