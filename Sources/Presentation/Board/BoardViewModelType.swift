/// The board as a frontend holds it: what the user does (`BoardViewModelInput`) and what it shows
/// (`BoardViewModelOutput`). The factory and the coordinator hand out `any BoardViewModelType`, so a
/// frontend depends on these two protocols only, and its tests can give it a fake (PresentationTesting).
public typealias BoardViewModelType = BoardViewModelInput & BoardViewModelOutput
