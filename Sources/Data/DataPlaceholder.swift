// The Data layer; its types arrive with their issue.
enum DataPlaceholder {}
