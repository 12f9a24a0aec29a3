import Domain
import Foundation
import Presentation
import Testing

/// A refused undo or redo names who changed what since, when the history says, else the project, in
/// both languages.
struct RefusalMessageTests {
    let english = Localizer(locale: Locales.english)
    let korean = Localizer(locale: Locales.korean)

    @Test func aRefusalNamesWhoChangedWhatSince() {
        let later = HistoryEntry(action: .moved(title: "Plan", from: .todo, to: .doing), author: Author("bob@desk"), date: Date())
        let error = ProjectError.changedSince(title: "Plan", later: later, redo: false)
        #expect(english.message(for: error) == "Cannot undo: bob@desk moved 'Plan' from TODO to DOING since. Nothing was changed.")
        #expect(korean.message(for: error)
            == "되돌릴 수 없습니다. 그 뒤에 bob@desk이(가) 바꿨습니다: 'Plan'을(를) TODO에서 DOING(으)로 옮겼습니다. 아무것도 바꾸지 않았습니다.")
    }

    @Test func aRefusalAfterSomeoneElsesUndoOrRedoSaysWhichChangeTheyTookBackOrAppliedAgain() {
        let undid = HistoryEntry(action: .added(title: "Plan", to: .todo), kind: .undo, author: Author("bob@desk"), date: Date())
        let undo = ProjectError.changedSince(title: "Plan", later: undid, redo: false)
        #expect(english.message(for: undo) == "Cannot undo: bob@desk undid their change (added 'Plan') since. Nothing was changed.")
        #expect(korean.message(for: undo) == "되돌릴 수 없습니다. 그 뒤에 bob@desk이(가) 자신의 변경을 되돌렸습니다: 'Plan'을(를) 추가했습니다. 아무것도 바꾸지 않았습니다.")
        let redid = HistoryEntry(action: .edited(title: "Plan"), kind: .redo, author: Author("bob@desk"), date: Date())
        let redo = ProjectError.changedSince(title: "Plan", later: redid, redo: true)
        #expect(english.message(for: redo) == "Cannot redo: bob@desk redid their change (edited 'Plan') since. Nothing was changed.")
        #expect(korean.message(for: redo) == "다시 실행할 수 없습니다. 그 뒤에 bob@desk이(가) 자신의 변경을 다시 실행했습니다: 'Plan'을(를) 수정했습니다. 아무것도 바꾸지 않았습니다.")
    }

    @Test func withoutTheHistoryLineARefusalNamesTheProject() {
        let error = ProjectError.changedSince(title: "Plan", later: nil, redo: true)
        #expect(english.message(for: error) == "Cannot redo: 'Plan' was changed since. Nothing was changed.")
        #expect(korean.message(for: error) == "'Plan' 프로젝트가 그 뒤에 바뀌어 다시 실행할 수 없습니다. 아무것도 바꾸지 않았습니다.")
    }
}
