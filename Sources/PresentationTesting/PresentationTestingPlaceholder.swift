// The PresentationTesting layer; its types arrive with their issue.
enum PresentationTestingPlaceholder {}
