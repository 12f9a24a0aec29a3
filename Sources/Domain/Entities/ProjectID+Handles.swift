extension ProjectID {
    /// The hex digits of the ``shortForm``, what a listing shows when it tells every project apart.
    public static let shortFormDigits = 8

    /// The mark before a handle read from the end of an id (`…0000a3f1`), so a reader sees it is a suffix.
    public static let suffixMark = "…"

    /// The most digits a handle read from the start may take; an id needing more is told by its end.
    public static let longestPrefixHandle = 12

    /// The handle a person reads and types for each id of `ids` whose ``shortForm`` is shared (the others
    /// are left out): the shortest unique prefix up to ``longestPrefixHandle`` digits (`3f2504e0-4`), else
    /// the shortest unique ending after the ``suffixMark`` (`…00000001`), as sequential ids need.
    /// ``ProjectReference`` accepts every handle.
    public static func handles(among ids: some Sequence<ProjectID>) -> [ProjectID: String] {
        let sorted = distinct(Array(ids).sorted())
        let prefixDigits = neighbourDigits(sorted, fromEnd: false)
        var handles: [ProjectID: String] = [:]
        handles.reserveCapacity(prefixDigits.reduce(0) { $0 + ($1 > shortFormDigits ? 1 : 0) })
        var needSuffix: [Int] = []
        for index in sorted.indices where prefixDigits[index] > shortFormDigits {
            if prefixDigits[index] <= longestPrefixHandle {
                handles[sorted[index]] = sorted[index].prefix(digits: prefixDigits[index])
            } else {
                needSuffix.append(index)
            }
        }
        guard !needSuffix.isEmpty else { return handles }
        // An ending must be unique among all ids, not only those sharing a start.
        let endKeys = sorted.map(\.digitsFromEnd)
        let fromEnd = sorted.indices.sorted { endKeys[$0] < endKeys[$1] }
        let endDigits = neighbourDigits(fromEnd.map { sorted[$0] }, fromEnd: true)
        var suffixDigits = [Int](repeating: shortFormDigits, count: sorted.count)
        for (position, index) in fromEnd.enumerated() { suffixDigits[index] = endDigits[position] }
        for index in needSuffix {
            let id = sorted[index], fromStart = prefixDigits[index], fromEnd = suffixDigits[index]
            handles[id] = fromStart <= fromEnd ? id.prefix(digits: fromStart) : suffixMark + id.suffix(digits: fromEnd)
        }
        return handles
    }

    /// `sorted` with each repeated id kept once (a repeated id is one project; sorting made them neighbours).
    private static func distinct(_ sorted: [ProjectID]) -> [ProjectID] {
        sorted.indices.filter { $0 == 0 || sorted[$0 - 1] != sorted[$0] }.map { sorted[$0] }
    }

    /// For each id of `sorted`, the digits it shares with a neighbour (from its start or its end) plus one,
    /// at least the short form's.
    private static func neighbourDigits(_ sorted: [ProjectID], fromEnd: Bool) -> [Int] {
        var digits: [Int] = []
        digits.reserveCapacity(sorted.count)
        var withPrevious = 0
        for index in sorted.indices {
            let withNext = index + 1 < sorted.count ? sharedDigits(sorted[index], sorted[index + 1], fromEnd: fromEnd) : 0
            digits.append(max(shortFormDigits, max(withPrevious, withNext) + 1))
            withPrevious = withNext
        }
        return digits
    }

    /// How many hex digits `a` and `b` share from their start (or end), read from the bytes.
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

    /// The hex digits read from the last, as two numbers: ids sharing an ending sort together by them.
    private var digitsFromEnd: (UInt64, UInt64) {
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            var high: UInt64 = 0, low: UInt64 = 0
            for step in 0..<8 {
                high = high << 8 | UInt64(bytes[15 - step] << 4 | bytes[15 - step] >> 4)
                low = low << 8 | UInt64(bytes[7 - step] << 4 | bytes[7 - step] >> 4)
            }
            return (high, low)
        }
    }
}
