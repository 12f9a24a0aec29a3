import Foundation
import HTTPTesting
import ProcessTesting
import Testing

/// axe-core, the accessibility checker, run in the page: `axe.min.js` as the PyPI package
/// `axe-playwright-python` ships it (`.ci/run` installs it; axe itself is not a Python tool).
enum AxeCore {
    static let install = "python3 -m pip install --no-deps axe-playwright-python==0.1.8"

    /// The script's text; the test is cancelled, saying how to install it, where it is missing, and
    /// fails under CI (env `CI`), where it must be there.
    static func script() async throws -> String {
        let locate = "import os, axe_playwright_python as axe; print(os.path.join(os.path.dirname(axe.__file__), 'axe.min.js'))"
        let run = try? await ProgramRun.run("/usr/bin/env", ["python3", "-c", locate], within: .seconds(30))
        let path = run.flatMap { $0.status == 0 ? $0.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil }
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            let reason = "axe-core is missing: \(install)"
            if ProcessInfo.processInfo.environment["CI"] != nil { throw AxeMissing(description: reason) }
            try Test.cancel(Comment(rawValue: reason))
        }
        return text
    }

    /// The rules the page breaks as it is now, each as `rule: help (the elements)`; none is `[]`.
    static func violations(in browser: WebDriverSession, script: String) async throws -> [String] {
        if try await browser.executeScript("return typeof axe") == "\"undefined\"" {
            _ = try await browser.executeScript(script + "\nreturn null")
        }
        let json = try await browser.executeAsyncScript("""
            const result = await axe.run(document, { resultTypes: ["violations"] });
            return result.violations.map((rule) => rule.id + ": " + rule.help + " (" + rule.nodes.map((node) => node.target.join(" ")).join(", ") + ")");
            """)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] ?? ["axe gave no list: \(json)"]
    }

    struct AxeMissing: Error, CustomStringConvertible {
        let description: String
    }
}
