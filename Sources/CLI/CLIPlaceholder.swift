// The CLI layer; its types arrive with their issue.
enum CLIPlaceholder {}
