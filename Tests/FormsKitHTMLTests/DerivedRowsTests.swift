import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// Rows that show what other fields work out (the profile's bio length and
/// avatar, the display's preview): marked for the live script on a page
/// with it, and rendered alone for its refresh.
@MainActor
@Suite("HTML rows worked out from other fields")
struct DerivedRowsTests {
    private func session<F: PresentableForm>(_ form: F, _ body: String) throws -> (FormSession<F>, HTMLFormDecoding) {
        let session = FormSession(form: form)
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        return (session, decoding)
    }

    @Test("A refresh is its own action; anything else that starts like it is a button no page has")
    func action() {
        #expect(HTMLFormAction(value: "refresh") == .refresh)
        for value in ["refresh:now", "Refresh", "refresh ", "refreshh"] {
            #expect(HTMLFormAction(value: value) == .unknown(value), "\(value)")
        }
    }

    @Test(
        "A page with the script marks each such row with an id, data-fk-derived and a polite live region; a page without the script does not"
    )
    func marked() {
        var renderer = HTMLFormRenderer<ProfileForm>(action: "/profile")
        #expect(!renderer.render(FormSession(form: ProfileForm())).contains("data-fk-derived"))
        renderer.liveValidation = .external(url: "/live.js")
        let page = renderer.render(FormSession(form: ProfileForm()))
        let marked = page.matches(of: /<div class="fk-row" id="(row-[^"]+)" data-fk-derived aria-live="polite" aria-atomic="true">/).map { String($0.1) }
        #expect(marked == ["row--5f-row0", "row--5f-row8"], "the avatar and the bio's length, nothing else")
        #expect(page.contains(#"<div class="fk-row" id="row--5f-row8" data-fk-derived aria-live="polite" aria-atomic="true"><label for="field--5f-row8""#))
    }

    @Test(
        "A refresh applies the values sent and validates nothing; its rows are the page's rows for those values, and nothing else (regression: only after a round trip)"
    )
    func refreshed() throws {
        let (session, decoding) = try session(ProfileForm(), "name=Ada+Lovelace&email=not+an+email&bio=Hello&_fk_action=refresh")
        #expect(decoding.action == .refresh)
        #expect(session.controller.validationErrors.isEmpty, "nothing is validated")
        #expect(session.controller.form.bio == "Hello")
        let rows = HTMLFormRenderer<ProfileForm>(action: "/profile").renderDerivedRows(session)
        #expect(rows.contains(#"<output id="field--5f-row8" class="fk-value"><bdi>5 of 280</bdi></output>"#))
        #expect(rows.contains("(AL)") && rows.contains("Ada Lovelace"))
        #expect(rows.components(separatedBy: "data-fk-derived").count - 1 == 2)
        for absent in ["<form", "<input", "<script", "fk-error", "Hello"] {
            #expect(!rows.contains(absent), "\(absent)")
        }
        // What the script swaps in is what a page for the same values shows.
        var renderer = HTMLFormRenderer<ProfileForm>(action: "/profile")
        renderer.liveValidation = .inline
        let page = renderer.render(session)
        for row in rows.split(separator: "<div class=\"fk-row\" id=", omittingEmptySubsequences: true) {
            #expect(page.contains("<div class=\"fk-row\" id=" + row), "\(row)")
        }
    }

    @Test("The display's preview follows the choices sent, values outside the rules included, with no message")
    func preview() throws {
        let (session, _) = try session(DisplaySettingsForm(), "theme=2&textSize=20&boldText=on&_fk_present=boldText&_fk_action=refresh")
        let rows = HTMLFormRenderer<DisplaySettingsForm>(action: "/display").renderDerivedRows(session)
        #expect(
            rows == """
                <div class="fk-row" id="row--5f-row3" data-fk-derived aria-live="polite" aria-atomic="true">\
                <label for="field--5f-row3" class="fk-label">Preview</label>
                <output id="field--5f-row3" class="fk-value"><bdi>Dark, 20 pt, bold</bdi></output>
                </div>

                """)
        let (outside, _) = try self.session(DisplaySettingsForm(), "textSize=99&_fk_action=refresh")
        let shown = HTMLFormRenderer<DisplaySettingsForm>(action: "/display").renderDerivedRows(outside)
        #expect(!shown.contains("Must be between"), "a refresh shows no messages")
    }

    @Test("A form without such rows answers a refresh with nothing")
    func nothingToRefresh() throws {
        let (session, _) = try session(PollForm(), "question=Lunch%3F&_fk_action=refresh")
        #expect(HTMLFormRenderer<PollForm>(action: "/poll").renderDerivedRows(session).isEmpty)
    }
}
