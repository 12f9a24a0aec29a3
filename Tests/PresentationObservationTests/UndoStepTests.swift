import Foundation
import Presentation
import PresentationObservation
import PresentationTesting
import Testing

/// The steps the model gives an undo manager (Foundation's `UndoManager` on Apple's systems), here with
/// a stand-in that keeps its two stacks the same way: a step registered while undoing goes on the redo
/// stack, while redoing on the undo stack, and otherwise on the undo stack, emptying the redo stack.
@MainActor
struct UndoStepTests {
    @MainActor
    final class StandInUndoManager {
        private(set) var undoStack: [() -> Void] = [], redoStack: [() -> Void] = []
        private var isUndoing = false, isRedoing = false

        func register(_ model: BoardSessionModel, _ step: @escaping @MainActor (BoardSessionModel) -> Void) {
            let action: () -> Void = { [weak model] in if let model { step(model) } }
            if isUndoing { redoStack.append(action) } else if isRedoing { undoStack.append(action) } else {
                undoStack.append(action)
                redoStack.removeAll()
            }
        }

        func undo() {
            guard let action = undoStack.popLast() else { return }
            isUndoing = true
            action()
            isUndoing = false
        }

        func redo() {
            guard let action = redoStack.popLast() else { return }
            isRedoing = true
            action()
            isRedoing = false
        }
    }

    @Test func eachChangeIsOneStepThatUndoesAndRedoesThroughTheSession() async throws {
        let bench = TestBench()
        let model = BoardSessionModel(factory: bench.factory)
        let manager = StandInUndoManager()
        model.registerUndoStep = { manager.register($0, $1) }
        model.send(.appear)
        let titles = Watch { model.board.columns.flatMap(\.rows).map(\.title) }

        for input: BoardSessionInput in [.add, .setTitle(text: "First"), .done, .add, .setTitle(text: "Second"), .done] { model.send(input) }
        await model.settle()
        titles.settle()
        #expect((manager.undoStack.count, manager.redoStack.count) == (2, 0))
        manager.undo()                                        // ⌘Z
        await model.settle()
        titles.settle()
        manager.undo()
        await model.settle()
        titles.settle()
        manager.redo()                                        // ⇧⌘Z
        await model.settle()
        titles.settle()

        #expect(titles.rendered == [["First", "Second"], ["First"], [], ["First"]])
        #expect((manager.undoStack.count, manager.redoStack.count) == (1, 1))
    }

    @Test func whatChangesNothingOrIsRefusedIsNoStep() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("Kept")
        let model = BoardSessionModel(factory: bench.factory)
        let manager = StandInUndoManager()
        model.registerUndoStep = { manager.register($0, $1) }

        for input: BoardSessionInput in [.appear, .open(id: id), .done, .move(id: id, to: .todo), .add, .setTitle(text: " "), .done, .cancelDetail] {
            model.send(input)                                 // a read-only sheet closed, a move to where it is, a broken rule
        }
        await model.settle()

        #expect(manager.undoStack.isEmpty)
        #expect(model.board.columns[0].rows.map(\.title) == ["Kept"])
    }
}
