/// The move menu a frontend holds, as its two protocols, so its tests can give it a fake.
public typealias MoveMenuViewModelType = MoveMenuViewModelInput & MoveMenuViewModelOutput
