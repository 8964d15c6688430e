import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// `hiddenFields`: inputs a server adds to every submission (a CSRF token),
/// written first in the form and escaped like every other value.
@MainActor
@Suite("HTML forms: hidden fields")
struct HiddenFieldTests {
    @Test("Hidden fields come right after <form>, in order, and are sent back untouched by the decoder")
    func writtenFirst() throws {
        let session = FormSession(form: AddServerForm())
        var renderer = HTMLFormRenderer<AddServerForm>(action: "/add-server")
        renderer.hiddenFields = [(name: "_csrf", value: "1700000000.abc-_"), (name: "step", value: "2")]
        let html = renderer.render(session)
        let form = try #require(html.range(of: "<form "))
        let afterForm = html[form.upperBound...].drop { $0 != ">" }.dropFirst()
        #expect(afterForm.hasPrefix("<input type=\"hidden\" name=\"_csrf\" value=\"1700000000.abc-_\">\n<input type=\"hidden\" name=\"step\" value=\"2\">"))
        // The decoder ignores names that are not the form's.
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "_csrf=x&step=2&server=https%3A%2F%2Fexample.com"), into: session)
        #expect(session.controller.form.server == "https://example.com")
    }

    @Test("No hidden fields by default: the markup is unchanged")
    func noneByDefault() {
        let html = HTMLFormRenderer<AddServerForm>(action: "/add-server").render(FormSession(form: AddServerForm()))
        #expect(!html.contains("name=\"_csrf\""))
    }

    @Test("Names and values are escaped", arguments: xssPayloads)
    func escaped(payload: String) {
        var renderer = HTMLFormRenderer<AddServerForm>(action: "/add-server")
        renderer.hiddenFields = [(name: payload, value: payload)]
        let html = renderer.render(FormSession(form: AddServerForm()))
        #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("<svg") && !html.contains("<!--"), "\(payload)")
        #expect(html.contains("value=\"" + HTMLEscaping.attribute(payload) + "\""))
    }
}
