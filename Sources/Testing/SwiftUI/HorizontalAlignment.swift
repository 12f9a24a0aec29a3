/// SwiftUICore's `@frozen public struct HorizontalAlignment : Equatable`: where a `VStack` lines up its views.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline let position: Int

    /// SwiftUICore's `public static let leading: HorizontalAlignment`: at the start of a line of text.
    public static let leading = HorizontalAlignment(position: 0)
    /// SwiftUICore's `public static let center: HorizontalAlignment`: in the middle, a stack's default.
    public static let center = HorizontalAlignment(position: 1)
}
