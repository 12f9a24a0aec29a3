/// SwiftUI's `@MainActor @preconcurrency public protocol Scene`: a part of an app's user interface (a window).
@MainActor @preconcurrency public protocol Scene {
    /// SwiftUI's `associatedtype Body : Scene`: the scene this one is made of.
    associatedtype Body: Scene
    /// SwiftUI's `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SwiftUI's `extension Swift.Never : SwiftUI.Scene`: the body of a scene SwiftUI makes itself (its
/// `body` is the one `Never` has as a view).
extension Never: Scene {}

/// What SwiftUI's own scenes answer for a body: nothing to read here.
extension Scene where Body == Never {
    /// Traps: a scene SwiftUI makes has no body to read.
    public var body: Never { fatalError("the SwiftUI stand-in shows nothing") }
}
