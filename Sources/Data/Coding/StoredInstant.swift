import Foundation

/// An instant as a store keeps it: seconds since Foundation's reference date. One read back from disk is
/// accepted only inside the years an export can write, so a damaged number (say `1e18`) is reported as
/// damage where it is read, never later as an export or a listing that cannot print it.
enum StoredInstant {
    /// The instant `seconds` after the reference date, or why a store must not hold it.
    static func date(_ seconds: Double, field: String) throws(InvalidRecord) -> Date {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        guard ArchiveTimestamp.writable.contains(date) else {
            throw InvalidRecord("\(field) \(seconds) is outside the years 0001 to 9999")
        }
        return date
    }
}
