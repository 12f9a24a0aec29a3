import Domain
import Foundation

/// The projects a board following the store read since the cache was last written. A following board
/// reads only what changed, so the cached board (the last whole read) falls behind what it shows; while
/// offline, a read returns the cached board with these on top, as of when they were read.
struct ReadSinceCached: Sendable {
    /// Every id read since, and its project then (an id without one: deleted).
    private var projects: [ProjectID: Project] = [:]
    private var ids: Set<ProjectID> = []
    /// When the last of them was read; `nil`: none.
    private(set) var date: Date?

    /// Adds what a read of `ids` found (an id it did not find was deleted), read at `date`.
    mutating func add(_ found: [Project], named ids: Set<ProjectID>, at date: Date) {
        for id in ids { projects[id] = nil }
        for project in found where ids.contains(project.id) { projects[project.id] = project }
        self.ids.formUnion(ids)
        self.date = date
    }

    /// `board` (the cached one) with every project read since in place.
    func applied(to board: Board) -> Board {
        ids.isEmpty ? board : board.replacing(ids, with: Array(projects.values), canUndo: board.canUndo, canRedo: board.canRedo)
    }
}
