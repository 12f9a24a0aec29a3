/// SwiftUI's `@resultBuilder public struct SceneBuilder`: builds an app's `body` from its scenes.
@resultBuilder public struct SceneBuilder {
    /// SwiftUI's `public static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`:
    /// one scene, as it is.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }
}
