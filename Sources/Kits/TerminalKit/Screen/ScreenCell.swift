/// One cell of a ``ScreenBuffer``: a character with its style.
///
/// A wide character fills two cells: the first holds it, the second is a continuation, which draws
/// nothing because the terminal already advanced two columns.
struct ScreenCell: Sendable, Hashable {
    /// The character drawn, or `nil` in the right half of a wide character.
    var character: Character?
    var style: TextStyle

    static let blank = ScreenCell(character: " ", style: .plain)
    static func continuation(_ style: TextStyle) -> ScreenCell { ScreenCell(character: nil, style: style) }

    var isContinuation: Bool { character == nil }
}
