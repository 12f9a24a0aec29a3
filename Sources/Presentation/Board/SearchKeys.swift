import Domain

/// Each project's folded title and body, made once and kept while neither changes, so a keystroke in
/// the filter only compares bytes.
struct SearchKeys {
    private var keys: [ProjectID: (title: String, body: String, key: [UInt8])] = [:]

    /// The key of `project`, made now if its title or body changed since.
    mutating func key(of project: Project) -> [UInt8] {
        if let kept = keys[project.id], kept.title == project.title, kept.body == project.body { return kept.key }
        let key = ProjectFilter.folded(project.title + "\n" + project.body)
        keys[project.id] = (project.title, project.body, key)
        return key
    }

    /// Starts afresh once it holds many more projects than the board (`count`) has: deleted ones.
    mutating func forgetStale(boardCount count: Int) {
        if keys.count > 2 * count + 64 { keys = [:] }
    }
}
