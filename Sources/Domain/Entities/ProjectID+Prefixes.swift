extension ProjectID {
    /// The hex digits of the ``shortForm``, what a listing shows when it tells every project apart.
    public static let shortFormDigits = 8

    /// For each id of `ids` whose ``shortForm`` another of them shares, the shortest prefix that no other
    /// id of `ids` starts with (never shorter than the short form): `00000000-1`, `00000000-2`.
    ///
    /// Ids whose short form is unique are left out, so a listing shows those as usual. Only the ids that
    /// collide are sorted: telling 100,000 random ids apart costs one pass over them.
    public static func distinguishingPrefixes(among ids: some Sequence<ProjectID>) -> [ProjectID: String] {
        // Two passes: first find the short forms that repeat, then group only those ids (an array per
        // id, for 10,000 ids that almost never collide, was most of the cost).
        func key(_ id: ProjectID) -> UInt32 {
            let u = id.rawValue.uuid
            return UInt32(u.0) << 24 | UInt32(u.1) << 16 | UInt32(u.2) << 8 | UInt32(u.3)  // the 8 digits
        }
        let all = Array(ids)
        var seen = Set<UInt32>(minimumCapacity: all.count), repeated = Set<UInt32>()
        for id in all where !seen.insert(key(id)).inserted { repeated.insert(key(id)) }
        guard !repeated.isEmpty else { return [:] }
        var groups: [UInt32: [ProjectID]] = [:]
        for id in all where repeated.contains(key(id)) { groups[key(id), default: []].append(id) }
        var prefixes: [ProjectID: String] = [:]
        for group in groups.values where group.count > 1 {
            let sorted = Array(Set(group)).sorted()
            for (index, id) in sorted.enumerated() {
                // The digits shared with its nearest neighbours in order, plus one that differs.
                let shared = [index - 1, index + 1].filter(sorted.indices.contains)
                    .map { commonDigits(id, sorted[$0]) }.max() ?? 0
                prefixes[id] = id.prefix(digits: max(shortFormDigits, shared + 1))
            }
        }
        return prefixes
    }

    /// How many leading hex digits `a` and `b` share.
    private static func commonDigits(_ a: ProjectID, _ b: ProjectID) -> Int {
        zip(a.description.filter { $0 != "-" }, b.description.filter { $0 != "-" }).prefix { $0 == $1 }.count
    }
}
