/// Why the server's secret could not be kept, in English and Korean.
struct SecretFileError: Error, CustomStringConvertible {
    let english: String
    let korean: String
    var description: String { english }
}
