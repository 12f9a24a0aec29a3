import Domain

/// Each project's folded title and body, made once and kept while neither changes, and each column's keys
/// row by row, kept while the columns stay as they are: a keystroke in the filter only compares bytes.
struct SearchKeys {
    private var keys: [ProjectID: (title: String, body: String, key: [UInt8])] = [:]
    private var columnKeys: [[[UInt8]]]?

    /// The key of `project`, made now if its title or body changed since.
    private mutating func key(of project: Project) -> [UInt8] {
        if let kept = keys[project.id], kept.title == project.title, kept.body == project.body { return kept.key }
        let key = ProjectFilter.folded(project.title + "\n" + project.body)
        keys[project.id] = (project.title, project.body, key)
        return key
    }

    /// The keys of `columns`' rows, in their order: those of the columns last asked about until ``reset()``.
    mutating func keys(of columns: [BoardColumn]) -> [[[UInt8]]] {
        if let columnKeys { return columnKeys }
        // Many more projects kept than the board has: deleted ones, let go.
        if keys.count > 2 * columns.reduce(0, { $0 + $1.total }) + 64 { keys = [:] }
        let made = columns.map { $0.rows.map { key(of: $0.project) } }
        columnKeys = made
        return made
    }

    /// The columns changed: their keys are looked up again when next asked for.
    mutating func reset() {
        columnKeys = nil
    }
}
