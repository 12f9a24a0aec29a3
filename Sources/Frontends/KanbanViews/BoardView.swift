import Presentation
import PresentationObservation
import SwiftUI

/// The board: its commands, the three columns, a shared board's status, and what the session opens over
/// it (a project's sheet, the move menu, the history, the delete question, an alert), each bound to the model.
public struct BoardView: View {
    @Bindable var model: BoardSessionModel
    let localizer: Localizer

    /// The board of `model`'s session, its labels in `localizer`'s language: for an app that wires its
    /// own `AppContainer` (`BoardView(model: BoardSessionModel(factory: app.viewModels), localizer: app.localizer)`).
    public init(model: BoardSessionModel, localizer: Localizer) {
        self.model = model
        self.localizer = localizer
    }

    /// The commands above the columns, a shared board's status below; the sheets, the question and the alert over them.
    public var body: some View {
        VStack {
            HStack {
                Button(localizer.newProjectHeading) { model.send(.add) }
                Button(localizer.undoCommand) { model.send(.undo) }.disabled(!model.board.canUndo)
                Button(localizer.redoCommand) { model.send(.redo) }.disabled(!model.board.canRedo)
                Button(localizer.historyHeading) { model.send(.showHistory) }
            }
            HStack {
                ForEach(model.board.columns) { column in ColumnView(column: column, model: model, localizer: localizer) }
            }
            if let state = model.sharedBoard { SharedBoardStatusView(state: state, model: model, localizer: localizer) }
        }
        .task { await Self.follow(model) }
        .sheet(item: $model.detail) { sheet in DetailView(sheet: sheet, model: model, localizer: localizer) }
        .sheet(item: $model.moveMenu) { menu in MoveMenuView(menu: menu, model: model, localizer: localizer) }
        .sheet(item: $model.history) { history in HistoryView(history: history, model: model, localizer: localizer) }
        .confirmationDialog(model.deleteConfirmation?.question ?? "", isPresented: $model.isConfirmingDelete, titleVisibility: .visible) {
            Button(model.deleteConfirmation?.confirmLabel ?? "", role: .destructive) { model.send(.confirmDelete) }
        }
        .alert(model.alert?.title ?? "", isPresented: $model.isShowingAlert) {
            Button(localizer.okLabel) {}
        } message: {
            Text(verbatim: model.alert?.message ?? "")
        }
    }

    /// The board read, then read again after each change another window or another process makes, until
    /// SwiftUI cancels the task (the window closed); on the main actor, where the model lives.
    private static func follow(_ model: BoardSessionModel) async {
        model.send(.appear)
        await model.session.board.followChanges()
    }
}
