import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// Sections, repeated groups and their elements' buttons.
extension HTMLFormRenderer {
    static func writeSection(
        _ section: RenderPlan.Section, groups: [String: RenderPlan.Group], rows writer: HTMLRowWriter, messages: any ValidationMessageProvider,
        hasScript: Bool, into html: inout HTMLWriter
    ) {
        html.raw("<fieldset class=\"fk-section\">")
        if let header = section.headerText {
            html.element("legend", text: header)
        }
        html.raw("<div class=\"fk-section__rows\">")
        let rows = section.rows
        var markedGroups: Set<String> = []
        for position in rows.indices {
            let row = rows[position]
            switch row.place {
            case .header, .footer:
                continue
            case .row:
                writer.write(row, into: &html)
            case .add(let name):
                markGroup(name, groups: groups, marked: &markedGroups, into: &html)
                writer.write(row, into: &html)
            case .element(let name, let index):
                markGroup(name, groups: groups, marked: &markedGroups, into: &html)
                writer.write(row, into: &html)
                // After an element's last row, its buttons.
                let next = position + 1 < rows.endIndex ? rows[position + 1].place : nil
                if next != row.place, let group = groups[name] {
                    writeElementButtons(group: name, index: index, facts: group, messages: messages, into: &html)
                }
            }
        }
        html.close("div")
        if let footer = section.footerText {
            if !section.footerNeedsScript {
                html.element("p", .init("class", "fk-section__footer"), text: footer)
            } else if hasScript {
                // What only the script does is said only when it runs: it
                // shows the footer. Without it (scripts off, or not loaded)
                // Enter sends the form, and the page says nothing else.
                html.element("p", .init("class", "fk-section__footer"), .flag("data-fk-needs-script"), .flag("hidden"), text: footer)
            }
        }
        html.close("fieldset")
    }

    /// The hidden input that gives a repeated group's element count, before
    /// its first row: one per group, however its rows fall.
    static func markGroup(_ name: String, groups: [String: RenderPlan.Group], marked: inout Set<String>, into html: inout HTMLWriter) {
        guard let group = groups[name], marked.insert(name).inserted else { return }
        html.startTag("input")
        html.attribute("type", "hidden")
        html.attribute("name", HTMLFormKeys.groupCount)
        html.attribute("value", name + ":" + String(group.count))
        html.endVoid()
    }

    /// Remove, and move up and down, for one element of a repeated group:
    /// submit buttons of their own, so they work without JavaScript.
    static func writeElementButtons(
        group: String, index: Int, facts: RenderPlan.Group, messages: any ValidationMessageProvider, into html: inout HTMLWriter
    ) {
        let (item, minimum, count) = (facts.itemName, facts.minimum, facts.count)
        html.raw("<div class=\"fk-element-actions\">")
        writeElementButtonStart(into: &html)
        HTMLFormAction.writeRemoveValue(group: group, index: index, into: &html)
        writeElementButtonEnd(
            isDisabled: count <= minimum, title: ValidationMessages.text(for: .removeElement(item: item, position: index + 1), from: messages),
            into: &html)
        if index > 0 {
            writeElementButtonStart(into: &html)
            HTMLFormAction.writeMoveValue(group: group, index: index, offset: -1, into: &html)
            writeElementButtonEnd(
                isDisabled: false, title: ValidationMessages.text(for: .moveElementUp(item: item, position: index + 1), from: messages),
                into: &html)
        }
        if index < count - 1 {
            writeElementButtonStart(into: &html)
            HTMLFormAction.writeMoveValue(group: group, index: index, offset: 1, into: &html)
            writeElementButtonEnd(
                isDisabled: false, title: ValidationMessages.text(for: .moveElementDown(item: item, position: index + 1), from: messages),
                into: &html)
        }
        html.close("div")
    }

    /// An element button up to its value: `<button … value="`.
    static func writeElementButtonStart(into html: inout HTMLWriter) {
        html.raw("<button type=\"submit\" class=\"fk-button fk-button--link\"")
        html.attribute("name", HTMLFormAction.key)
        html.raw(" value=\"")
    }

    /// An element button from the end of its value.
    static func writeElementButtonEnd(isDisabled: Bool, title: String, into html: inout HTMLWriter) {
        html.raw("\"")
        html.flag("disabled", isDisabled)
        html.endOpen()
        html.text(title)
        html.close("button")
    }
}
