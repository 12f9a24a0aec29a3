import Testing

/// Every `public` declaration under Sources/ has a doc comment that teaches a learner something: not
/// missing, not a bare pointer elsewhere, not the declaration's name said again.
@Suite struct DocCommentTests {
    /// Folders whose doc comments still hold echoes (`See ``X``.` on a view model's outputs, `The title.`),
    /// kept until their owners rewrite them; a folder leaves the list once it has none, never joins it.
    static let echoesAwaitingRewrite = [
        "Sources/Testing/HTTPTesting/", "Sources/Kits/HTTPKit/", "Sources/Kits/EtcdKit/", "Sources/Stores/StoreRecords/",
    ]

    private func findings() throws -> [String] {
        try PackageRoot.swiftFiles(under: "Sources").flatMap { DocCommentScanner.undocumented(in: try PackageRoot.read($0), file: $0) }
    }

    private func isAwaitingRewrite(_ finding: String) -> Bool {
        finding.contains(" (echo: ") && Self.echoesAwaitingRewrite.contains { finding.hasPrefix($0) }
    }

    @Test func everyPublicDeclarationIsDocumented() throws {
        let missing = try findings().filter { !isAwaitingRewrite($0) }
        #expect(missing.isEmpty, "public declarations without a doc comment (/// above them) that says more than their name:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyFolderAwaitingRewriteStillHasAnEcho() throws {
        let echoing = try findings().filter(isAwaitingRewrite)
        let clean = Self.echoesAwaitingRewrite.filter { folder in !echoing.contains { $0.hasPrefix(folder) } }
        #expect(clean.isEmpty, "no echo left in \(clean): take them off echoesAwaitingRewrite")
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
        "/// See ``Board`` for the order of a column.\npublic var board: Board",
        "/// The title, one line of at most 100 characters.\npublic var title: String",
        "/// The title it has now.\npublic init?(title: String) {}",
        "/// Orders by name.\npublic static func < (lhs: A, rhs: A) -> Bool",
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
        ("/// See ``Board``.\npublic var board: Board", 2),
        ("/// The title.\npublic var title: String", 2),
        ("/// The project's title.\npublic let projectTitle: String", 2),
        ("/// Project ID.\npublic var projectID: ProjectID", 2),
        ("/**\n See ``Workspace/apply(_:)``.\n */\npublic func apply() {}", 4),
        ("/// A move.\n@discardableResult\npublic func move() {}", 3),
        ("///\npublic struct S {}", 2),
    ])
    func undocumentedPublicCodeIsReportedWithItsLine(source: String, line: Int) {
        let found = DocCommentScanner.undocumented(in: source, file: "F.swift")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("F.swift:\(line): ") == true, "\(found)")
    }
}
