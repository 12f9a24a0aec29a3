#if os(macOS)
import AppKit

/// Brings the board to the front: a program `swift run` starts is not an app bundle, so AppKit would
/// leave it without a Dock icon, its window behind the terminal that typed the command.
@MainActor final class FrontmostLaunch: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        _ = NSApplication.shared.setActivationPolicy(.regular)
        NSApplication.shared.activate()
    }
}
#endif
