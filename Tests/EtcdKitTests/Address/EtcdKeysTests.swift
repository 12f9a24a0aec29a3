@testable import EtcdKit
import Testing

/// How a key or a prefix becomes etcd's `key` and `range_end`.
@Suite struct EtcdKeysTests {
    @Test func oneKeyHasNoRangeEnd() {
        #expect(EtcdKeys.key("team/p/1").start == Array("team/p/1".utf8))
        #expect(EtcdKeys.key("team/p/1").end == nil)
    }

    @Test func aPrefixEndsJustAfterItsLastByte() {
        #expect(EtcdKeys.prefix("team/").start == Array("team/".utf8))
        #expect(EtcdKeys.prefix("team/").end == Array("team0".utf8))
        #expect(EtcdKeys.prefix("é").end == [0xC3, 0xAA])
    }

    @Test func theEmptyPrefixCoversEveryKey() {
        #expect(EtcdKeys.prefix("").start == [0])
        #expect(EtcdKeys.prefix("").end == [0])
    }

    @Test func aRangeRunsFromItsFirstKeyToJustBeforeItsEnd() {
        #expect(EtcdKeys.range(from: "b/h/0003", to: "b/h/0007").start == Array("b/h/0003".utf8))
        #expect(EtcdKeys.range(from: "b/h/0003", to: "b/h/0007").end == Array("b/h/0007".utf8))
    }
}
