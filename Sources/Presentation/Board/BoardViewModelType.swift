/// The board a frontend holds, as its two protocols, so its tests can give it a fake.
public typealias BoardViewModelType = BoardViewModelInput & BoardViewModelOutput
