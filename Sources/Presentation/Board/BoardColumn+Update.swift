import Domain

extension BoardColumn {
    /// This column holding `projects`, where a project `changed` does not name keeps its row and only
    /// the others are built by `makeRow`. A project not where this column had it is built afresh.
    func updated(to projects: [Project], changed: Set<ProjectID>, makeRow: (Project) -> ProjectRow) -> BoardColumn {
        let changed = Array(changed)  // few ids: a list is quicker to search than a hash table
        // A column the change did not touch, before or after, holds the same projects: it stays as it is.
        if !projects.contains(where: { changed.contains($0.id) }), !self.rows.contains(where: { changed.contains($0.id) }) {
            return self
        }
        var rows: [ProjectRow] = []
        rows.reserveCapacity(projects.count)
        var next = 0  // the first of this column's rows not yet kept or passed over
        for project in projects {
            guard !changed.contains(project.id) else {
                rows.append(makeRow(project))
                continue
            }
            // A changed project's old row is passed over: it moved away, or its new row is built.
            while next < self.rows.count, changed.contains(self.rows[next].id) { next += 1 }
            if next < self.rows.count, self.rows[next].id == project.id {
                rows.append(self.rows[next])
                next += 1
            } else {
                rows.append(makeRow(project))
            }
        }
        return BoardColumn(state: state, rows: rows)
    }
}
