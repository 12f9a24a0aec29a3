import Domain
import Testing

@Suite("Change.inverse")
struct ChangeTests {
    private let old = Fixtures.project(1, title: "Old", state: .todo)

    @Test("the inverse of an add removes the project, and says so")
    func inverseOfAdd() {
        let change = Change(action: .added(title: "Old", to: .todo), before: [], after: [old])
        #expect(change.inverse == Change(action: .removed(title: "Old", from: .todo), before: [old], after: []))
    }

    @Test("the inverse of a delete adds the project back where it was")
    func inverseOfDelete() {
        let change = Change(action: .removed(title: "Old", from: .done), before: [old], after: [])
        #expect(change.inverse == Change(action: .added(title: "Old", to: .done), before: [], after: [old]))
    }

    @Test("the inverse of a move moves back")
    func inverseOfMove() {
        var new = old
        new.state = .doing
        let change = Change(action: .moved(title: "Old", from: .todo, to: .doing), before: [old], after: [new])
        #expect(change.inverse == Change(action: .moved(title: "Old", from: .doing, to: .todo), before: [new], after: [old]))
    }

    @Test("the inverse of an edit restores the old text and names the title it restores")
    func inverseOfEdit() {
        var new = old
        new.title = "New"
        let change = Change(action: .edited(title: "New"), before: [old], after: [new])
        #expect(change.inverse == Change(action: .edited(title: "Old"), before: [new], after: [old]))
        #expect(change.inverse.inverse == change)
    }

    @Test("the inverse of an import undoes it, and twice is the import again")
    func inverseOfImport() {
        let change = Change(action: .imported(count: 2), before: [old], after: [Fixtures.project(2), old])
        #expect(change.inverse.action == .importUndone(count: 2))
        #expect(change.inverse.before == change.after && change.inverse.after == change.before)
        #expect(change.inverse.inverse == change)
    }

    @Test("an undo applies the inverse; a change and a redo apply the change itself")
    func appliedAsEachKind() {
        let change = Change(action: .removed(title: "Old", from: .done), before: [old], after: [])
        #expect([HistoryEntry.Kind.change, .undo, .redo].map { change.applied(as: $0) } == [change, change.inverse, change])
    }
}
