@testable import EtcdKit
import Foundation
import Testing

/// The gateway's JSON as the client writes requests and reads answers: every field, 64-bit integers as
/// strings, bytes as base64 (text or not), escapes, and fields left out as etcd leaves them out.
@Suite struct WireCodingTests {
    private func text(_ body: some WireWritable) -> String {
        String(decoding: EtcdClient.encode(body), as: UTF8.self)
    }

    private func read<Answer: WireReadable>(_ type: Answer.Type, _ json: String) throws -> Answer {
        try EtcdClient.read(type, from: Data(json.utf8))
    }

    private func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    // MARK: Requests

    @Test func aRangeWritesOnlyTheFieldsNotAtTheirDefault() {
        #expect(text(WireRange.Request(.key("team/head"))) == #"{"key":"\#(base64("team/head"))"}"#)
        #expect(text(WireRange.Request(.prefix("a/"), limit: 9_223_372_036_854_775_807, revision: 42, keysOnly: true, countOnly: true, modifiedAfter: 7))
            == #"{"key":"\#(base64("a/"))","range_end":"\#(base64("a0"))","limit":"9223372036854775807","revision":"42","keys_only":true,"count_only":true,"min_mod_revision":"8"}"#)
    }

    @Test func aTransactionWritesEveryCompareAndOperation() {
        let request = WireTransaction.Request(
            compare: [
                EtcdCompare("h", .equal, .modRevision(5)), EtcdCompare("h", .notEqual, .version(1)),
                EtcdCompare("h", .greater, .createRevision(2)), EtcdCompare("h", .less, .value(Data([0xFF, 0x00]))),
            ],
            success: [.put(key: "k", value: Data("v".utf8)), .delete(.prefix("p/")), .count(.key("c"))],
            failure: [.range(.key("r")), .rangeModified(.prefix("m/"), after: 9)])
        let key = base64("h")
        #expect(text(request) == #"{"compare":["#
            + #"{"key":"\#(key)","result":"EQUAL","target":"MOD","mod_revision":"5"},"#
            + #"{"key":"\#(key)","result":"NOT_EQUAL","target":"VERSION","version":"1"},"#
            + #"{"key":"\#(key)","result":"GREATER","target":"CREATE","create_revision":"2"},"#
            + #"{"key":"\#(key)","result":"LESS","target":"VALUE","value":"/wA="}],"#
            + #""success":[{"request_put":{"key":"\#(base64("k"))","value":"\#(base64("v"))"}},"#
            + #"{"request_delete_range":{"key":"\#(base64("p/"))","range_end":"\#(base64("p0"))"}},"#
            + #"{"request_range":{"key":"\#(base64("c"))","count_only":true}}],"#
            + #""failure":[{"request_range":{"key":"\#(base64("r"))"}},"#
            + #"{"request_range":{"key":"\#(base64("m/"))","range_end":"\#(base64("m0"))","min_mod_revision":"10"}}]}"#)
    }

    @Test func aValueOfAnyBytesTravelsAsBase64() {
        let bytes = Data([0x00, 0xC3, 0x28, 0xFF, 0x22, 0x5C, 0x0A])  // a NUL, invalid UTF-8, a quote, a backslash, a newline
        #expect(text(WirePut.Request(key: "é\"\\", value: bytes))
            == #"{"key":"\#(Data("é\"\\".utf8).base64EncodedString())","value":"\#(bytes.base64EncodedString())"}"#)
    }

    @Test func theOtherRequests() {
        #expect(text(WireDelete.Request(.key("x"))) == #"{"key":"\#(base64("x"))"}"#)
        #expect(text(WireCompaction.Request(revision: 77, physical: true)) == #"{"revision":"77","physical":true}"#)
        #expect(text(WireStatus.Request()) == "{}")
        #expect(text(WireAuthenticate.Request(name: "a\"b", password: "p\\\n")) == #"{"name":"a\"b","password":"p\\\n"}"#)
        #expect(text(WireWatch.Request(.prefix("w/"), from: 12))
            == #"{"create_request":{"key":"\#(base64("w/"))","range_end":"\#(base64("w0"))","start_revision":"12"}}"#)
        #expect(text(WireWatch.Request(.key("w"), from: 0)) == #"{"create_request":{"key":"\#(base64("w"))"}}"#)
    }

    // MARK: Answers

    @Test func aRangeAnswerReadsEveryField() throws {
        let answer = try read(WireRange.Response.self, #"""
            {"header":{"cluster_id":"14841639068965178418","member_id":"10276657743932975437","revision":"9223372036854775807","raft_term":"2"},
             "kvs":[{"key":"\#(base64("a/1"))","create_revision":"3","mod_revision":"4","version":"2","value":"\#(base64("one"))","lease":"0"}],
             "more":true,"count":"2"}
            """#)
        let range = try #require(answer.range)
        #expect(range == EtcdRange(
            keyValues: [EtcdKeyValue(key: "a/1", value: Data("one".utf8), createRevision: 3, modRevision: 4, version: 2)],
            count: 2, more: true, revision: .max))
    }

    @Test func fieldsLeftOutReadAsTheirDefaults() throws {
        // etcd leaves out zeros, false and empty bytes: an empty value, no `more`, no count, no kvs.
        let answer = try read(WireRange.Response.self, #"{"header":{"revision":"5"},"kvs":[{"key":"\#(base64("k"))","mod_revision":"5"}]}"#)
        #expect(answer.range == EtcdRange(
            keyValues: [EtcdKeyValue(key: "k", value: Data(), createRevision: 0, modRevision: 5, version: 0)], count: 0, more: false, revision: 5))
        #expect(try read(WireRange.Response.self, "{}").range == EtcdRange(keyValues: [], count: 0, more: false, revision: 0))
        #expect(try read(WireRange.Response.self, #"{"header":null,"kvs":null,"more":null,"count":null}"#).range
            == EtcdRange(keyValues: [], count: 0, more: false, revision: 0))
    }

    @Test func numbersFromOlderGatewaysAndEscapedStrings() throws {
        let answer = try read(WireRange.Response.self, #"{"header":{"revision":12},"kvs":[{"key":"\u0061w\u003d\u003d","value":"YQ\u003d\u003d","version":1}],"count":1}"#)
        #expect(answer.range?.revision == 12)
        #expect(answer.range?.keyValues.first?.key == "k")
        #expect(answer.range?.keyValues.first?.value == Data("a".utf8))
    }

    @Test func aKeyThatIsNotUTF8IsNoRange() throws {
        let answer = try read(WireRange.Response.self, #"{"kvs":[{"key":"\#(Data([0xC3, 0x28]).base64EncodedString())"}]}"#)
        #expect(answer.kvs.first?.key == Data([0xC3, 0x28]))
        #expect(answer.range == nil)
    }

    @Test(arguments: [
        #"{"kvs":[{"value":"YQ=="}]}"#,  // a key-value without its key
        #"{"kvs":[{"key":"not base64!"}]}"#,
        #"{"header":{"revision":"9223372036854775808"}}"#,  // past Int64
        #"{"header":{"revision":"12x"}}"#,
        #"{"header":{"revision":""}}"#,
        #"{"more":"yes"}"#,
        #"{"count":"1"} trailing"#,
        #"{"kvs":{}}"#,
        "",
    ])
    func aDamagedAnswerIsRefused(_ json: String) {
        #expect(throws: (any Error).self) { try read(WireRange.Response.self, json) }
    }

    @Test func aTransactionAnswerReadsEachKindOfResult() throws {
        let answer = try read(WireTransaction.Response.self, #"""
            {"header":{"revision":"20"},"succeeded":true,"responses":[
             {"response_range":{"header":{"revision":"20"},"kvs":[{"key":"\#(base64("k"))","value":"\#(base64("v"))","mod_revision":"19"}],"count":"1"}},
             {"response_put":{"header":{"revision":"20"}}},
             {"response_delete_range":{"header":{"revision":"20"},"deleted":"3"}},
             {"response_put":{}}]}
            """#)
        #expect(answer.header.revision == 20)
        #expect(answer.succeeded)
        #expect(answer.responses.map(\.result) == [
            .range(EtcdRange(keyValues: [EtcdKeyValue(key: "k", value: Data("v".utf8), createRevision: 0, modRevision: 19, version: 0)], count: 1, more: false, revision: 20)),
            .put, .delete(deleted: 3), .put,
        ])
        let failed = try read(WireTransaction.Response.self, #"{"header":{"revision":"21"}}"#)
        #expect(!failed.succeeded && failed.responses.isEmpty && failed.header.revision == 21)
        #expect(try read(WireTransaction.Response.self, #"{"responses":[{"response_other":{}}]}"#).responses.map(\.result) == [nil])
    }

    @Test func theOtherAnswers() throws {
        #expect(try read(WirePut.Response.self, #"{"header":{"revision":"8"}}"#).header.revision == 8)
        #expect(try read(WireDelete.Response.self, #"{"header":{"revision":"9"},"deleted":"2"}"#).deleted == 2)
        #expect(try read(WireDelete.Response.self, #"{"header":{"revision":"9"}}"#).deleted == 0)
        #expect(try read(WireCompaction.Response.self, #"{"header":{"revision":"10"}}"#).header.revision == 10)
        // A member id past Int64.max is still a leader.
        #expect(try read(WireStatus.Response.self, #"{"header":{},"version":"3.4.23","leader":"10276657743932975437"}"#).leader == 10_276_657_743_932_975_437)
        #expect(try read(WireStatus.Response.self, #"{"leader":"42","raftTerm":"2"}"#).leader == 42)
        #expect(try read(WireStatus.Response.self, "{}").leader == 0)
        #expect(try read(WireAuthenticate.Response.self, #"{"header":{},"token":"abc.\u0031"}"#).token == "abc.1")
        #expect(try read(WireAuthenticate.Response.self, "{}").token == nil)
    }

    @Test func errorsAsTheGatewayWritesThem() throws {
        let unary = try read(WireError.self, #"{"error":"etcdserver: mvcc: required revision has been compacted","code":11,"message":"etcdserver: mvcc: required revision has been compacted"}"#)
        #expect(unary.status == 11 && unary.text == "etcdserver: mvcc: required revision has been compacted")
        let stream = try read(WireWatch.Message.self, #"{"error":{"grpc_code":14,"http_code":503,"message":"no leader","http_status":"Service Unavailable"}}"#)
        #expect(stream.error?.status == 14 && stream.error?.text == "no leader" && stream.result == nil)
    }

    @Test func watchMessagesReadEveryField() throws {
        let created = try read(WireWatch.Message.self, #"{"result":{"header":{"revision":"30"},"created":true}}"#)
        #expect(created.result?.created == true && created.result?.header.revision == 30 && created.result?.events.isEmpty == true)
        let events = try read(WireWatch.Message.self, #"""
            {"result":{"header":{"revision":"32"},"events":[{"kv":{"key":"\#(base64("k"))","value":"\#(base64("v"))","mod_revision":"31","version":"1","create_revision":"31"}},
             {"type":"DELETE","kv":{"key":"\#(base64("k"))","mod_revision":"32"}}]}}
            """#)
        #expect(events.result?.events.map(\.type) == ["", "DELETE"])
        #expect(events.result?.events.map(\.kv.keyValue) == [
            EtcdKeyValue(key: "k", value: Data("v".utf8), createRevision: 31, modRevision: 31, version: 1),
            EtcdKeyValue(key: "k", value: Data(), createRevision: 0, modRevision: 32, version: 0),
        ])
        let canceled = try read(WireWatch.Message.self, #"{"result":{"canceled":true,"compact_revision":"4","cancel_reason":"etcdserver: mvcc: required revision has been compacted"}}"#)
        #expect(canceled.result?.canceled == true && canceled.result?.compact_revision == 4)
        #expect(canceled.result?.cancel_reason == "etcdserver: mvcc: required revision has been compacted")
        #expect(throws: (any Error).self) { try read(WireWatch.Message.self, #"{"result":{"events":[{"type":"PUT"}]}}"#) }
    }
}
