extension Board {
    /// This board with the projects `ids` names replaced by `projects` (an id without one is gone): the
    /// board a whole read would give, at the cost of the few projects that changed.
    public func replacing(_ ids: Set<ProjectID>, with projects: [Project], canUndo: Bool, canRedo: Bool) -> Board {
        var columns = self.columns
        for state in ProjectState.allCases where columns[state, default: []].contains(where: { ids.contains($0.id) }) {
            columns[state]?.removeAll { ids.contains($0.id) }
        }
        for project in projects where ids.contains(project.id) {
            var column = columns[project.state, default: []]
            // The first place whose project comes after this one: the column stays in board order.
            var low = 0, high = column.count
            while low < high {
                let middle = (low + high) / 2
                if Project.boardOrder(column[middle], project) { low = middle + 1 } else { high = middle }
            }
            column.insert(project, at: low)
            columns[project.state] = column
        }
        return Board(columns: columns, canUndo: canUndo, canRedo: canRedo)
    }

    private init(columns: [ProjectState: [Project]], canUndo: Bool, canRedo: Bool) {
        (self.columns, self.canUndo, self.canRedo) = (columns, canUndo, canRedo)
    }
}
