// Terminal plumbing; its types arrive with the interactive board issue.
enum TerminalKitPlaceholder {}
