/// SwiftUICore's `@frozen public struct VerticalAlignment : Equatable`: where an `HStack` lines up its views.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline let position: Int

    /// SwiftUICore's `public static let center: VerticalAlignment`: in the middle, a stack's default.
    public static let center = VerticalAlignment(position: 1)
}
