import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// The error summary and its entries, GOV.UK's "There is a problem".
extension HTMLFormRenderer {
    /// The summary's entries: messages about the whole form (a server's
    /// form-wide and unmatched messages, a failed submission's reason, a
    /// problem with a group's submitted size) first, then each row's.
    func errorEntries(_ plan: RenderPlan, session: FormSession<Form>) -> [HTMLErrorEntry] {
        var entries: [HTMLErrorEntry] = []
        var formWide = session.formProblems
        for section in plan.sections {
            for index in section.rows.indices where !section.rows[index].messages.isEmpty {
                entries.append(HTMLErrorEntry(id: section.rows[index].facts.id, messages: section.rows[index].messages))
            }
        }
        if !decodingProblems.isEmpty {
            // Problems no visible row shows (a group's size) go with the form's.
            var rowNames: Set<String> = []
            for section in plan.sections {
                for row in section.rows { rowNames.insert(row.facts.name) }
            }
            formWide += decodingProblems.keys.sorted().filter { !rowNames.contains($0) }.map { decodingProblems[$0, default: ""] }
        }
        return formWide.isEmpty ? entries : [HTMLErrorEntry(id: nil, messages: formWide)] + entries
    }

    static func writeSummary(_ entries: [HTMLErrorEntry], messages: any ValidationMessageProvider, into html: inout HTMLWriter) {
        // Focused on load, so a screen reader reads it first: `autofocus`
        // works without a script on an element with a tabindex.
        html.raw("<div class=\"fk-error-summary\" data-module=\"fk-error-summary\" tabindex=\"-1\" autofocus>")
        html.raw("<div role=\"alert\"><h2 class=\"fk-error-summary__title\">")
        html.text(ValidationMessages.text(for: .errorSummaryTitle, from: messages))
        html.raw("</h2>\n<ul class=\"fk-error-summary__list\">")
        for entry in entries {
            for message in entry.messages {
                if let id = entry.id {
                    // A fragment is a relative URL: nothing to check.
                    html.raw("<li><a href=\"#")
                    html.attributeValue(id)
                    html.raw("\">")
                    html.text(message)
                    html.raw("</a>\n</li>\n")
                } else {
                    html.element("li", text: message)
                }
            }
        }
        html.close("ul")
        html.close("div")
        html.close("div")
    }
}
