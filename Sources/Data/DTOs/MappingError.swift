/// Why a DTO that decoded as JSON is still not a Domain value (an unknown state, an id that is not one).
struct MappingError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
