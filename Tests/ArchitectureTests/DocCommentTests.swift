import Testing

/// Every `public` declaration under Sources/ has a doc comment a learner can follow.
@Suite struct DocCommentTests {
    @Test func everyPublicDeclarationIsDocumented() throws {
        var missing: [String] = []
        for file in PackageRoot.swiftFiles(under: "Sources") {
            missing += DocCommentScanner.undocumented(in: try PackageRoot.read(file), file: file)
        }
        #expect(missing.isEmpty, "public declarations without a doc comment (/// above them):\n\(missing.joined(separator: "\n"))")
    }

    @Test(arguments: [
        "/// Says hello.\npublic func hello() {}",
        "/// A value.\n@MainActor\n@available(macOS 15, *)\npublic final class Model {}",
        "/** A block doc comment. */\npublic struct S {}",
        "/**\n A block doc comment.\n */\npublic init() {}",
        "/// Sets privately.\npublic private(set) var count = 0",
        "public extension String {}",
        "case plain\nprivate func hidden() {}\nfunc `internal`() {}",
        "/// Documented.\n@discardableResult public static func make() -> Int { 1 }",
    ])
    func documentedOrNonPublicCodePasses(source: String) {
        #expect(DocCommentScanner.undocumented(in: source, file: "F.swift").isEmpty)
    }

    @Test(arguments: [
        ("public func hello() {}", 1),
        ("/// Comment, then a gap.\n\npublic var x = 1", 3),
        ("// Not a doc comment.\npublic init?(text: String) {}", 2),
        ("/* Not a doc comment. */\npublic struct S {}", 2),
        ("/// A type.\npublic struct S {\n    public let value: Int\n}", 3),
        ("/// Doc.\n@MainActor\n\npublic protocol P {}", 4),
        ("public private(set) var count = 0", 1),
        ("@discardableResult\npublic static func make() -> Int { 1 }", 2),
        ("open class Base {}", 1),
        ("public typealias Name = String", 1),
        ("public actor Store {}", 1),
        ("public enum E {}", 1),
        ("/// Doc.\nvar x = 1\n@available(*, deprecated, message: \"no\") public func old() {}", 3),
        ("@MainActor public final class Model {}", 1),
        ("extension S {\n    public subscript(index: Int) -> Int { index }\n}", 2),
        ("nonisolated public func f() {}", 1),
    ])
    func undocumentedPublicCodeIsReportedWithItsLine(source: String, line: Int) {
        let found = DocCommentScanner.undocumented(in: source, file: "F.swift")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("F.swift:\(line): ") == true, "\(found)")
    }
}
