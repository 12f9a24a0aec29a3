import App
import Presentation
import PresentationObservation
import SwiftUI

/// The board in a window, on the store this process is configured with (`PROJECT_MANAGER_STORE`, else
/// the platform's place for it); when the configuration cannot be used, the window says why.
public struct KanbanWindow: View {
    // Each window has its own session: its sheets and questions are its own.
    @State private var opened = Self.open()

    /// A window on the configured store.
    public init() {}

    /// The board, or why the store cannot be opened (the error and what to do about it).
    public var body: some View {
        switch opened {
        case let .success(board): BoardView(model: board.model, localizer: board.localizer)
        case let .failure(problem): Text(verbatim: problem.description + "\n" + problem.hint)
        }
    }

    /// The board's model and the texts of its language, or why the store cannot be opened.
    private static func open() -> Result<(model: BoardSessionModel, localizer: Localizer), ConfigurationError> {
        Result { () throws(ConfigurationError) in
            let app = AppContainer(configuration: try .resolve(storeFlag: nil, localeFlag: nil))
            return (BoardSessionModel(factory: app.viewModels), app.localizer)
        }
    }
}
