// The `project-manager` executable. Its wiring arrives with the CLI issue.
print("project-manager: not wired yet")
