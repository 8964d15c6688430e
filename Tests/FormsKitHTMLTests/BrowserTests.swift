#if canImport(Glibc)
import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// The live-validation script in a real browser: headless Chromium, driven
/// by `Tests/Browser/live_validation.py` (selenium); skipped where they are
/// not installed, never in CI (``BrowserScripts``).
@MainActor
@Suite("HTML in a browser")
struct BrowserTests {

    @Test(
        "Live validation shows the server's messages as the user types, per mode, with aria attributes; a cross-field match as the server judges it"
    )
    func liveValidation() async throws {
        var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
        renderer.liveValidation = .inline
        let page = renderer.renderPage(FormSession(form: ConstrainedForm(), layout: ConstrainedForm.layout))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-live-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // What the server says of pairs of passphrases, for the script to
        // say the same live.
        let verdicts = file.deletingPathExtension().appendingPathExtension("json")
        try JSONSerialization.data(withJSONObject: try Self.matchVerdicts()).write(to: verdicts)
        defer { try? FileManager.default.removeItem(at: verdicts) }

        let arguments = [file.path, verdicts.path]
        let run = try await offThePool { try BrowserScripts.run("live_validation.py", arguments: arguments) }
        guard let outcome = BrowserScripts.unlessSkipped(run) else { return }
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    /// Pairs of a passphrase and its repetition, as a browser may send them,
    /// each with whether the server finds them different: as its text is
    /// stored (ends trimmed, a tab a space, control characters dropped) and
    /// as Swift compares strings (canonically equivalent).
    private static func matchVerdicts() throws -> [[String: Any]] {
        let pairs = [
            ("correct horse", "correct horse"), ("correct horse", "correct hors"), ("correct horse", "Correct horse"),
            ("correct horse", " correct horse\u{200B} "), ("correct\thorse", "correct horse"), ("caf\u{E9}", "cafe\u{301}"),
            ("a\u{7}b", "ab"), ("", ""), ("x", ""), ("\u{1F1EB}\u{1F1F7}", "\u{1F1EB}"),
        ]
        return try pairs.map { first, second in
            func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
            let body = "phrase=" + encoded(first) + "&phraseAgain=" + encoded(second)
            let session = FormSession(form: ConstrainedForm(), layout: ConstrainedForm.layout)
            _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: Array(body.utf8)), into: session)
            _ = session.controller.validate()
            let differs = session.controller.messages(for: \.phraseAgain).contains("The phrases are different")
            return ["first": first, "second": second, "differs": differs]
        }
    }

    @Test(
        "Pages read in light and dark, with a theme's own background or none; Enter submits with Submit; without a stylesheet one Submit shows"
    )
    func pageStyles() async throws {
        func theme(_ change: (inout FormTheme) -> Void) -> FormTheme {
            var theme = FormTheme.standard
            change(&theme)
            return theme
        }
        let themes: [FormTheme] = [
            .standard,
            theme { $0.accent = ThemeColor(red: 0x12, green: 0x34, blue: 0x56, ansi: 4) },
            theme {
                $0.primaryBackground = ThemeColor(red: 0xFF, green: 0xFF, blue: 0xFF, ansi: 15)
                $0.secondaryBackground = ThemeColor(red: 0xEE, green: 0xEE, blue: 0xEE, ansi: 7)
            },
            theme { $0.primaryBackground = ThemeColor(red: 0x10, green: 0x18, blue: 0x20, ansi: 0) },
        ]
        var files: [URL] = []
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        // The four themes, then the standard one without a stylesheet.
        for (index, theme) in (themes + [.standard]).enumerated() {
            // The profile: hints, every kind of control, and messages.
            var layout = ProfileForm().layout
            layout.theme = theme
            let session = FormSession(form: ProfileForm(), layout: layout)
            _ = session.controller.validate()
            var renderer = HTMLFormRenderer<ProfileForm>(action: "/profile")
            renderer.showsErrors = true
            let page = renderer.renderPage(session, styleSheet: index == 4 ? .none : .inline)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-styles-\(index)-\(UUID().uuidString).html")
            try page.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let arguments = files.map(\.path)
        let run = try await offThePool { try BrowserScripts.run("page_styles.py", arguments: arguments) }
        guard let outcome = BrowserScripts.unlessSkipped(run) else { return }
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }
}
#endif
