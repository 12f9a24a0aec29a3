/// SwiftUI's `@MainActor @preconcurrency public protocol App`: a program's scenes, and its `main`.
@MainActor @preconcurrency public protocol App {
    /// SwiftUI's `associatedtype Body : Scene`: the app's windows.
    associatedtype Body: Scene
    /// SwiftUI's `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// SwiftUI's `@MainActor @preconcurrency init()`: what `main` makes the app with.
    @MainActor @preconcurrency init()
}

/// SwiftUI's `extension App`: the entry point `@main` calls.
extension App {
    /// SwiftUI's `@MainActor @preconcurrency public static func main()`: here it says there is nothing to
    /// show, as this system has no SwiftUI.
    @MainActor @preconcurrency public static func main() {
        print("\(Self.self) needs SwiftUI: run it on a Mac (`swift run KanbanApp`) or in an iPad app.")
    }
}
