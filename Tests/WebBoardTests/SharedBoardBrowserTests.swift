import EtcdTesting
import Foundation
import HTTPTesting
import ProcessTesting
import Testing

/// The board in headless Chromium on a board shared on real etcd members: `serve` talks to one member,
/// which the test takes away and brings back, while a teammate on another member changes what the page
/// changed offline. The banner says where the board stands; its sheet settles the conflicts.
@MainActor
@Suite("A shared board in headless Chromium", .timeLimit(.minutes(5)), .serialized, .sharedBrowser,
       .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"),
       .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct SharedBoardBrowserTests {
    /// `project-manager ARGUMENTS` as a teammate on their own machine runs it on `store`: it must reach
    /// the board (nothing on standard error).
    @discardableResult
    private func teammate(_ store: String, home: URL, _ arguments: String...) async throws -> String {
        let environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "PROJECT_MANAGER_STORE": store, "LANG": "en_US.UTF-8", "TZ": "UTC"]
        let run = try await ProgramRun.run(BuiltProgram.projectManager, arguments, environment: environment, scratch: home)
        try #require(run.status == 0 && run.errors.isEmpty, "project-manager \(arguments.joined(separator: " ")): \(run)")
        return run.output
    }

    /// Moves the card titled `title` through its menu to the column `option` names (`Move to DONE`).
    private func move(_ title: String, _ option: String, in browser: WebDriverSession) async throws {
        try await browser.contextClick(try await browser.row(titled: title))
        try await browser.waitUntilShowing("move-menu")
        try await browser.waitForText(title, in: "#move-heading")
        let options = try await browser.findElements("#move-options button")
        let index = try await browser.texts(of: options).firstIndex(of: option)
        try await browser.click(options[try #require(index, "no \(option) for \(title)")])
        try await browser.waitUntilShowing("move-menu", false)
    }

    // Not on the main actor: the cluster's harness runs the scenario on its own, which then goes there.
    /// Waits until the banner says `text`, or fails saying what it said last.
    private func waitForBanner(_ text: String, in browser: WebDriverSession, timeout: Duration = .seconds(60)) async throws {
        do {
            try await browser.waitForText(text, in: "#shared-board-state", timeout: timeout)
        } catch {
            let shown = try? await browser.executeScript("return document.getElementById('shared-board-state').textContent")
            throw BannerWait(description: "the banner never said \(text); it says \(shown ?? "nothing")")
        }
    }

    struct BannerWait: Error, CustomStringConvertible {
        let description: String
    }

    @Test nonisolated func offlineBackAndTwoConflictsSettledFromTheSheet() async throws {
        try await EtcdCluster.with(members: 3) { cluster in try await scenario(cluster) }
    }

    private func scenario(_ cluster: EtcdCluster) async throws {
        let browser = try #require(SharedBrowser.session)
        let home = FileManager.default.temporaryDirectory.appending(path: "web-teammate-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let other = "etcd://\(cluster.endpoints[1])/team"
        try await browser.withBoard(store: "etcd://\(cluster.endpoints[0])/team") { board in
            try await board.cli("add", "Plan")
            try await board.cli("add", "Report")
            try await browser.waitForTitles(["Plan", "Report"], in: "TODO")
            try await waitForBanner("Online", in: browser)
            #expect(try await browser.findElements("#show-conflicts:not([hidden])").isEmpty)

            // The member `serve` talks to goes away: a move is saved on this machine and waits.
            cluster.kill(0)
            try await move("Plan", "Move to DOING", in: browser)
            try await waitForBanner("Offline: 1 change waiting", in: browser)
            try await browser.waitForTitles(["Plan"], in: "DOING")
            #expect(try await teammate(other, home: home, "list", "--state", "todo").contains("Plan"))

            // Back: the feed reconnects, the move is sent, the banner says online again.
            try await cluster.restart(0)
            try await waitForBanner("Online", in: browser)
            let listed = try JSONSerialization.jsonObject(with: Data(try await teammate(other, home: home, "list", "--json").utf8)) as? [[String: Any]] ?? []
            #expect(listed.first { $0["title"] as? String == "Plan" }?["state"] as? String == "doing")

            // Away again; meanwhile the teammate deletes Plan and moves Report, which the page moves too.
            cluster.kill(0)
            try await cluster.waitForLeader()
            let ids = Dictionary(uniqueKeysWithValues: listed.map { ($0["title"] as? String ?? "", $0["id"] as? String ?? "") })
            try await teammate(other, home: home, "delete", ids["Plan", default: "Plan"])
            try await teammate(other, home: home, "move", ids["Report", default: "Report"], "done")
            try await move("Plan", "Move to DONE", in: browser)
            try await waitForBanner("Offline: 1 change waiting", in: browser)
            try await move("Report", "Move to DOING", in: browser)
            try await waitForBanner("Offline: 2 changes waiting", in: browser)

            // Back: neither can apply. The sheet lists both; one is applied anyway, one let go.
            try await cluster.restart(0)
            try await waitForBanner("2 changes to settle", in: browser)
            try await browser.click("#show-conflicts")
            try await browser.waitUntilShowing("conflicts")
            let lines = try await browser.texts(of: try await browser.findElements("#conflicts-list p"))
            #expect(lines.count == 2 && lines[0].hasPrefix("Moved 'Plan' from DOING to DONE.") && lines[0].hasSuffix("its project was deleted meanwhile"), "\(lines)")
            #expect(lines.count == 2 && lines[1].hasPrefix("Moved 'Report' from TODO to DOING.") && lines[1].hasSuffix("its project was moved meanwhile"), "\(lines)")
            #expect(try await browser.accessibleNames(of: try await browser.findElements("#conflicts-list li:first-child button")) == ["Apply anyway", "Let go"])
            if await AxeCore.testsShouldRun() {
                #expect(try await AxeCore.violations(in: browser, script: try await AxeCore.script()) == [], "the banner and the conflicts sheet")
            }
            try await browser.click("#conflicts-list li:first-child button.primary")
            try await waitForBanner("1 change to settle", in: browser)
            try await browser.waitUntil("Plan's line gone") { try await browser.findElements("#conflicts-list li").count == 1 }
            try await browser.waitForFocus(on: "primary")
            try await browser.click("#conflicts-list li:first-child button:not(.primary)")
            try await waitForBanner("Online", in: browser)
            try await browser.waitForText("Nothing to settle.", in: "#conflicts-empty")
            try await browser.click("#conflicts-close")
            try await browser.waitUntilShowing("conflicts", false)
            try await browser.waitForFocus(on: "sync-now")

            #expect(try await board.cli("conflicts").hasPrefix("No conflicts"))
            // Plan applied anyway (back, in DONE); Report's move let go (where the teammate put it).
            try await browser.waitUntil("Plan and Report in DONE") { Set(try await browser.titles(in: "DONE")) == ["Plan", "Report"] }
        }
    }
}
