import Foundation
import HTTPTesting
import ProcessTesting

/// axe-core, the accessibility checker, run in the page: `axe.min.js` as the PyPI package
/// `axe-playwright-python` ships it (`.ci/run` installs it; axe itself is not a Python tool).
enum AxeCore {
    static let install = "python3 -m pip install --no-deps axe-playwright-python==0.1.8"

    /// Whether the tests that need it run: where it is installed, and always under CI (env `CI`), where
    /// a missing axe-core must fail them rather than skip them.
    static func testsShouldRun() async -> Bool {
        await path() != nil || SystemTool.isDemandedByCI
    }

    /// The script's text, or an error saying how to install it.
    static func script() async throws -> String {
        guard let path = await path(), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw AxeMissing(description: "axe-core is missing: \(install)")
        }
        return text
    }

    /// Where the installed package keeps `axe.min.js`, as its own Python finds it.
    private static func path() async -> String? {
        let locate = "import os, axe_playwright_python as axe; print(os.path.join(os.path.dirname(axe.__file__), 'axe.min.js'))"
        guard let run = try? await ProgramRun.run("/usr/bin/env", ["python3", "-c", locate], within: .seconds(30)), run.status == 0 else {
            return nil
        }
        let path = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.fileExists(atPath: path) ? path : nil
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
