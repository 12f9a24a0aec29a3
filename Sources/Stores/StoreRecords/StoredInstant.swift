import Foundation

/// An instant as every store keeps it: seconds since Foundation's reference date, a JSON number that
/// reads back exactly. One read back is accepted only inside the years an export can write, so a
/// damaged number (say `1e18`) is reported as damage where it is read, never later as an export or a
/// listing that cannot print it.
public enum StoredInstant {
    /// The instants an export writes (FastCoding's `ISO8601Text`) and an import reads back: 0001-01-01T00:00:00.000Z
    /// to 9999-12-31T23:59:59.999Z. A store refuses any other, so every project can always be exported
    /// and imported again.
    public static let writable = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799.999)

    /// The instant `seconds` after the reference date, or why a store must not hold it.
    public static func date(_ seconds: Double, field: String) throws(StoredValueError) -> Date {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        guard writable.contains(date) else {
            throw StoredValueError("\(field) \(seconds) is outside the years 0001 to 9999")
        }
        return date
    }
}
