extension ProjectID {
    /// The hex digits of the ``shortForm``, what a listing shows when it tells every project apart.
    public static let shortFormDigits = 8

    /// The mark before a handle read from the end of an id (`…0000a3f1`), so a reader sees it is a suffix.
    public static let suffixMark = "…"

    /// The most digits a handle read from the start may take (`3f2504e0-4f89`); an id that needs more
    /// is told apart by the end of its id instead.
    public static let longestPrefixHandle = 12

    /// The handle a person reads and types for each id of `ids`, where it is not the ``shortForm``.
    ///
    /// The rule, in order:
    /// 1. An id whose 8-digit short form no other id shares is shown by it (left out of the result):
    ///    random ids almost always are.
    /// 2. Otherwise the shortest prefix no other id starts with, if it needs at most
    ///    ``longestPrefixHandle`` digits: `3f2504e0-4`.
    /// 3. Otherwise (sequential ids, or time-ordered ones made in the same millisecond, share long
    ///    prefixes) the shortest ending of at least 8 digits that no other id ends with, after the
    ///    ``suffixMark``: `…00000001`. Whichever of 2 and 3 is shorter wins when both are long.
    ///
    /// ``ProjectReference`` accepts every handle. Only ids that share a short form are sorted, and only
    /// ids that share their last 8 digits too, so the cost stays linear for any ids, never pairwise.
    public static func handles(among ids: some Sequence<ProjectID>) -> [ProjectID: String] {
        let all = Array(ids)
        let leading = repeatedKeys(all, key: \.leadingKey)
        guard !leading.isEmpty else { return [:] }
        var prefixDigits: [ProjectID: Int] = [:]
        for group in groups(all, sharing: leading, key: \.leadingKey).values {
            neighbourDigits(distinct(group.sorted()), shared: commonLeadingDigits, into: &prefixDigits)
        }
        var handles: [ProjectID: String] = [:]
        var needSuffix: [ProjectID] = []
        for (id, digits) in prefixDigits {
            if digits <= longestPrefixHandle { handles[id] = id.prefix(digits: digits) } else { needSuffix.append(id) }
        }
        guard !needSuffix.isEmpty else { return handles }
        // An ending must be unique among all ids, not only those sharing a start.
        let trailing = repeatedKeys(all, key: \.trailingKey).intersection(needSuffix.map(\.trailingKey))
        var suffixDigits: [ProjectID: Int] = [:]
        for group in groups(all, sharing: trailing, key: \.trailingKey).values {
            neighbourDigits(distinct(group.sorted(by: precedesFromEnd)), shared: commonTrailingDigits, into: &suffixDigits)
        }
        for id in needSuffix {
            let fromEnd = suffixDigits[id] ?? shortFormDigits, fromStart = prefixDigits[id] ?? 32
            handles[id] = fromStart <= fromEnd ? id.prefix(digits: fromStart) : suffixMark + id.suffix(digits: fromEnd)
        }
        return handles
    }

    /// The keys that more than one distinct id of `ids` has.
    private static func repeatedKeys(_ ids: [ProjectID], key: (ProjectID) -> UInt32) -> Set<UInt32> {
        var seen: [UInt32: ProjectID] = [:], repeated = Set<UInt32>()
        seen.reserveCapacity(ids.count)
        for id in ids {
            if let earlier = seen.updateValue(id, forKey: key(id)), earlier != id { repeated.insert(key(id)) }
        }
        return repeated
    }

    /// The ids of `ids` whose key is one of `keys`, grouped by it.
    private static func groups(_ ids: [ProjectID], sharing keys: Set<UInt32>, key: (ProjectID) -> UInt32) -> [UInt32: [ProjectID]] {
        var groups: [UInt32: [ProjectID]] = [:]
        for id in ids where keys.contains(key(id)) { groups[key(id), default: []].append(id) }
        return groups
    }

    /// `sorted` with each repeated id kept once (a repeated id is one project; sorting made them neighbours).
    private static func distinct(_ sorted: [ProjectID]) -> [ProjectID] {
        sorted.indices.filter { $0 == 0 || sorted[$0 - 1] != sorted[$0] }.map { sorted[$0] }
    }

    /// For each id of `sorted` (ordered so that ids sharing the most digits are neighbours), the digits
    /// it shares with its nearest neighbour plus one that differs, and never fewer than the short form.
    private static func neighbourDigits(_ sorted: [ProjectID], shared: (ProjectID, ProjectID) -> Int, into digits: inout [ProjectID: Int]) {
        digits.reserveCapacity(digits.count + sorted.count)
        var withPrevious = 0
        for index in sorted.indices {
            let withNext = index + 1 < sorted.count ? shared(sorted[index], sorted[index + 1]) : 0
            digits[sorted[index]] = max(shortFormDigits, max(withPrevious, withNext) + 1)
            withPrevious = withNext
        }
    }

    private static func commonLeadingDigits(_ a: ProjectID, _ b: ProjectID) -> Int { sharedDigits(a, b, fromEnd: false) }

    private static func commonTrailingDigits(_ a: ProjectID, _ b: ProjectID) -> Int { sharedDigits(a, b, fromEnd: true) }

    /// How many hex digits `a` and `b` share from their start (or end), read from the bytes: a board of
    /// 10,000 sequential ids asks this 20,000 times.
    private static func sharedDigits(_ a: ProjectID, _ b: ProjectID, fromEnd: Bool) -> Int {
        withUnsafeBytes(of: a.rawValue.uuid) { x in
            withUnsafeBytes(of: b.rawValue.uuid) { y in
                for step in 0..<16 {
                    let index = fromEnd ? 15 - step : step
                    let difference = x[index] ^ y[index]
                    guard difference == 0 else {
                        let nearerDigitSame = (fromEnd ? difference & 0x0F : difference & 0xF0) == 0
                        return 2 * step + (nearerDigitSame ? 1 : 0)
                    }
                }
                return 32
            }
        }
    }

    /// Whether `a` comes before `b` read from their last digit backwards, so ids sharing an ending sort together.
    private static func precedesFromEnd(_ a: ProjectID, _ b: ProjectID) -> Bool {
        let shared = sharedDigits(a, b, fromEnd: true)
        return shared < 32 && a.digit(31 - shared) < b.digit(31 - shared)
    }

    /// The first 8 hex digits as a number.
    private var leadingKey: UInt32 {
        let u = rawValue.uuid
        return UInt32(u.0) << 24 | UInt32(u.1) << 16 | UInt32(u.2) << 8 | UInt32(u.3)
    }

    /// The last 8 hex digits as a number.
    private var trailingKey: UInt32 {
        let u = rawValue.uuid
        return UInt32(u.12) << 24 | UInt32(u.13) << 16 | UInt32(u.14) << 8 | UInt32(u.15)
    }

    /// The hex digit at `position` (0 is the first of 32) as a number 0...15.
    private func digit(_ position: Int) -> UInt8 {
        let byte = withUnsafeBytes(of: rawValue.uuid) { $0[position / 2] }
        return position.isMultiple(of: 2) ? byte >> 4 : byte & 0x0F
    }
}
