import ProcessTesting
import Testing

/// A load test may hold hundreds of sockets: the soft limit on open files is raised as far as it may go.
@Suite struct DescriptorLimitTests {
    @Test func theSoftLimitIsRaisedToWhatIsAskedAndNeverLowered() {
        let now = DescriptorLimit.raise(toAtLeast: 0)
        #expect(now > 0)
        #expect(DescriptorLimit.raise(toAtLeast: now + 1) >= now)
        #expect(DescriptorLimit.raise(toAtLeast: 1024) >= min(1024, now + 1) || now >= 1024)
        #expect(DescriptorLimit.raise(toAtLeast: 1) == DescriptorLimit.raise(toAtLeast: 0))
    }
}
