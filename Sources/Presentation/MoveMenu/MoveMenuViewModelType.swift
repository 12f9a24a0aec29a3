/// The move menu as a frontend holds it: what the user does (`MoveMenuViewModelInput`) and what it shows
/// (`MoveMenuViewModelOutput`). The factory and the coordinator hand out `any MoveMenuViewModelType`, so a
/// frontend depends on these two protocols only, and its tests can give it a fake (PresentationTesting).
public typealias MoveMenuViewModelType = MoveMenuViewModelInput & MoveMenuViewModelOutput
