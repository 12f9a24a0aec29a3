import Domain

extension BoardColumn {
    /// This column after a change that touched only the projects `changed` names: its rows for
    /// `projects` (the column as it is now, in board order), where each project `changed` does not name
    /// keeps its row as it is here and only the others are built, by `makeRow`. Rows of a board of
    /// 10,000 projects are then not built again for a change of one.
    ///
    /// `changed` holds few ids (a notice names at most ``BoardChange/nameLimit``), so a list is quicker to
    /// search than a hash table. A project that is not where this column had it is built afresh, so the
    /// rows are right even then, only slower.
    func updated(to projects: [Project], changed: Set<ProjectID>, makeRow: (Project) -> ProjectRow) -> BoardColumn {
        let changed = Array(changed)
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
