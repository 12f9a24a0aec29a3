import App
import Domain
import Foundation
import Presentation

extension TemporaryStore {
    /// A board view model (English) over the store as a new process opens it, not yet appeared.
    @MainActor
    func makeBoard(clock: any CalendarClock, localizer: Localizer = Localizer(locale: Locale(identifier: "en_US"))) -> any BoardViewModelType {
        let useCases = UseCases(repository: openRepository(), clock: clock, ids: RandomProjectIDGenerator(), author: Author("bench@host"))
        return ViewModelFactory(useCases: useCases, clock: clock, localizer: localizer).makeBoard(coordinator: nil)
    }
}
