/// SwiftUI's `public struct ButtonRole : Equatable, Sendable`: what a button does, so that each platform
/// shows it as it shows such buttons.
public struct ButtonRole: Equatable, Sendable {
    @usableFromInline let name: String

    /// SwiftUI's `public static let destructive: ButtonRole`: it deletes (red, apart from the others).
    public static let destructive = ButtonRole(name: "destructive")
}
