import HTTPKit
import Testing

/// Header fields keep their order and are found whatever the case of their name.
@Suite struct HTTPHeadersTests {
    @Test func namesAreMatchedWithoutCaseAndOrderIsKept() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain", "Set-Cookie": "a=1"]
        headers.add("set-cookie", "b=2")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        headers.set("SET-COOKIE", "c=3")
        #expect(headers.fields.map(\.name) == ["Content-Type", "SET-COOKIE"])
        headers.remove("content-TYPE")
        #expect(!headers.contains("Content-Type"))
        #expect(headers.map(\.value) == ["c=3"])
    }
}
