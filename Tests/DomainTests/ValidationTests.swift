import Domain
import Testing

@Suite("Validation of a draft")
struct ValidationTests {
    // MARK: title

    @Test("a title is trimmed of white space at both ends")
    func trimsTitle() throws {
        let draft = try ProjectDraft(title: " \t Write docs \u{3000} ").validated()
        #expect(draft.title == "Write docs")
    }

    @Test("a title that is empty after trimming is refused", arguments: ["", " ", "\t \t", "\u{3000}", "\n"])
    func refusesEmptyTitle(title: String) {
        #expect(throws: ValidationError.titleIsEmpty) { try ProjectDraft(title: title).validated() }
    }

    @Test("a title of exactly 100 user-perceived characters is accepted, 101 refused", arguments: [
        "a", "é", "e\u{301}", "👍🏽", "👨‍👩‍👧‍👦", "🇰🇷", "한",
    ])
    func titleLengthBoundary(unit: String) throws {
        let hundred = String(repeating: unit, count: 100)
        #expect(try ProjectDraft(title: hundred).validated().title == hundred)
        #expect(throws: ValidationError.titleTooLong(length: 101)) {
            try ProjectDraft(title: hundred + unit).validated()
        }
    }

    @Test("the length is counted after trimming")
    func titleLengthAfterTrimming() throws {
        let hundred = String(repeating: "x", count: 100)
        #expect(try ProjectDraft(title: "   \(hundred)   ").validated().title == hundred)
    }

    @Test("a title with a line break inside is refused", arguments: [
        "a\nb", "a\rb", "a\r\nb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b",
    ])
    func refusesLineBreakInTitle(title: String) {
        #expect(throws: ValidationError.titleHasLineBreak) { try ProjectDraft(title: title).validated() }
    }

    @Test("a title with any control character is refused, naming it", arguments: [
        0x00, 0x07, 0x09, 0x1B, 0x1F, 0x7F, 0x80, 0x9B, 0x9F,
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ] as [UInt32])
    func refusesControlInTitle(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(throws: ValidationError.titleHasControlCharacter(scalar)) {
            try ProjectDraft(title: "a\(Character(scalar))b").validated()
        }
    }

    @Test("ordinary Unicode in a title is fine: marks, emoji, right-to-left letters")
    func acceptsOrdinaryUnicode() throws {
        let title = "Café ☕️ 한국어 עברית \u{200F}mark"
        #expect(try ProjectDraft(title: title).validated().title == title)
    }

    // MARK: body

    @Test("a body may hold newlines and tabs, and is kept exactly")
    func bodyKeepsNewlinesAndTabs() throws {
        let body = "  line one\n\tline two\n\n"
        #expect(try ProjectDraft(title: "t", body: body).validated().body == body)
    }

    @Test("a body of exactly 1000 user-perceived characters is accepted, 1001 refused", arguments: [
        "a", "e\u{301}", "👍🏽", "👨‍👩‍👧‍👦", "\n",
    ])
    func bodyLengthBoundary(unit: String) throws {
        let thousand = String(repeating: unit, count: 1000)
        #expect(try ProjectDraft(title: "t", body: thousand).validated().body == thousand)
        #expect(throws: ValidationError.bodyTooLong(length: 1001)) {
            try ProjectDraft(title: "t", body: thousand + unit).validated()
        }
    }

    @Test("a body with a control character other than newline and tab is refused, naming it", arguments: [
        0x00, 0x0D, 0x1B, 0x7F, 0x85, 0x9F, 0x202E, 0x2066,
    ] as [UInt32])
    func refusesControlInBody(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(throws: ValidationError.bodyHasControlCharacter(scalar)) {
            try ProjectDraft(title: "t", body: "a\(Character(scalar))b").validated()
        }
    }

    @Test("the deadline passes through validation untouched")
    func keepsDeadline() throws {
        let day = CalendarDay(year: 2026, month: 12, day: 1)
        #expect(try ProjectDraft(title: "t", deadline: day).validated().deadline == day)
    }

    // MARK: messages

    @Test("each error names the rule it broke")
    func messagesNameTheRule() throws {
        #expect(ValidationError.titleIsEmpty.description == "title is required")
        #expect(ValidationError.titleTooLong(length: 101).description == "title is 101 characters; the limit is 100")
        #expect(ValidationError.titleHasLineBreak.description == "title must be one line")
        #expect(ValidationError.titleHasControlCharacter("\u{1B}").description
            == "title contains the control character U+001B")
        #expect(ValidationError.bodyTooLong(length: 1001).description == "body is 1001 characters; the limit is 1000")
        #expect(ValidationError.bodyHasControlCharacter("\u{202E}").description
            == "body contains the control character U+202E; only newline and tab are allowed")
    }
}
