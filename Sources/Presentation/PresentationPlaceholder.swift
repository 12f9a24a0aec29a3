// The Presentation layer; its types arrive with their issue.
enum PresentationPlaceholder {}
