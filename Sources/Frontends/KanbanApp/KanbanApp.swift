import KanbanViews
import SwiftUI

/// The board as a Mac app: `swift run KanbanApp` opens it in a window. An iPad app's own `App` is the
/// same few lines (its project adds the package's `KanbanViews` product).
@main
struct KanbanApp: SwiftUI.App {
    #if os(macOS)
    @NSApplicationDelegateAdaptor(FrontmostLaunch.self) private var launch
    #endif

    var body: some Scene {
        WindowGroup {
            KanbanWindow()
        }
    }
}
