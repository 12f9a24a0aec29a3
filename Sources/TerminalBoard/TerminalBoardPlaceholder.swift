// The TerminalBoard layer; its types arrive with their issue.
enum TerminalBoardPlaceholder {}
