// The App layer; its types arrive with their issue.
enum AppPlaceholder {}
