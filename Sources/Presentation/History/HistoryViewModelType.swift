/// The history list as a frontend holds it: what the user does (`HistoryViewModelInput`) and what it shows
/// (`HistoryViewModelOutput`). The factory and the coordinator hand out `any HistoryViewModelType`, so a
/// frontend depends on these two protocols only, and its tests can give it a fake (PresentationTesting).
public typealias HistoryViewModelType = HistoryViewModelInput & HistoryViewModelOutput
