/// The detail sheet as a frontend holds it: what the user does (`DetailViewModelInput`) and what it shows
/// (`DetailViewModelOutput`). The factory and the coordinator hand out `any DetailViewModelType`, so a
/// frontend depends on these two protocols only, and its tests can give it a fake (PresentationTesting).
public typealias DetailViewModelType = DetailViewModelInput & DetailViewModelOutput
