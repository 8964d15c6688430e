import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Testing

@MainActor
@Suite("Repeated groups")
struct RepeatedRowsTests {
    @Test("Adding an element focuses its row at once")
    func addFocusesNewRow() {
        let session = FormSession(form: OptionsForm(), layout: OptionsForm.layout)
        session.focus(\OptionsForm.options[1])
        session.appendElement(toGroup: "options")
        #expect(session.elementCount(ofGroup: "options") == 3)
        #expect(session.controller.focus == \OptionsForm.options[2])
        session.setText("Maybe", for: \OptionsForm.options[2])
        #expect(session.controller.form.options == ["", "", "Maybe"])
    }

    @Test("The Add row is a focusable row that appends; at the maximum it stays, disabled, and says why")
    func addRow() {
        let session = FormSession(form: OptionsForm(), layout: OptionsForm.layout)
        let add = \OptionsForm.[row: "add:options"]
        #expect(session.focusOrder.last == add)
        session.activate(add)
        session.activate(add)
        #expect(session.elementCount(ofGroup: "options") == 4)
        #expect(session.focusOrder.last == add, "still reachable, to read why it is disabled")
        let index = try! #require(session.outlineIndex(of: add))
        #expect(session.resolvedRow(at: index).disabledReason == "At most 4 items.")
        session.activate(add)
        #expect(session.elementCount(ofGroup: "options") == 4)
        #expect(session.notice == "At most 4 items.")
    }

    @Test("Removing respects the minimum and keeps focus in place; moving takes focus along")
    func removeAndMove() {
        var form = OptionsForm()
        form.options = ["Yes", "No", "Maybe"]
        let session = FormSession(form: form, layout: OptionsForm.layout)
        session.focus(\OptionsForm.options[1])
        session.removeElement(at: 1, fromGroup: "options")
        #expect(session.controller.form.options == ["Yes", "Maybe"])
        #expect(session.controller.focus == \OptionsForm.options[1])
        session.moveElement(from: 1, to: 0, inGroup: "options")
        #expect(session.controller.form.options == ["Maybe", "Yes"])
        #expect(session.controller.focus == \OptionsForm.options[0])
        session.removeElement(at: 0, fromGroup: "options")
        session.removeElement(at: 0, fromGroup: "options")
        #expect(session.controller.form.options == ["Yes"], "minimum is one")
    }

    @Test("Removing the last element left, focused, moves focus to the Add row (regression: focus went to a row of element -1)")
    func removeLastFocused() {
        let layout = FormLayout<OptionsForm>(title: "Options") {
            FormSection {
                RepeatedRows(\.options, id: "options", addTitle: "Add option", minimum: 0, newElement: { "" }) { index in
                    TextRow("Option \(index + 1)", \.options[index])
                }
            }
        }
        var form = OptionsForm()
        form.options = ["Only"]
        let session = FormSession(form: form, layout: layout)
        session.focus(\OptionsForm.options[0])
        #expect(session.removeElement(at: 0, fromGroup: "options") == .done)
        #expect(session.controller.form.options.isEmpty)
        #expect(session.controller.focus == \OptionsForm.[row: "add:options"])

        // A group with no Add row: focus goes to a row the form has.
        let noAdd = FormLayout<OptionsForm>(title: "Options") {
            FormSection {
                TextRow("Note", \.note)
                RepeatedRows(\.options, id: "options", addTitle: nil, minimum: 0, newElement: { "" }) { index in
                    TextRow("Option \(index + 1)", \.options[index])
                }
            }
        }
        let plain = FormSession(form: form, layout: noAdd)
        plain.focus(\OptionsForm.options[0])
        #expect(plain.removeElement(at: 0, fromGroup: "options") == .done)
        #expect(plain.controller.focus == \OptionsForm.note)
    }

    @Test("Moving an element by an offset at the ends of Int is refused, never a crash (regression: the target overflowed)")
    func moveByOffsetsAtTheEndsOfInt() {
        var form = OptionsForm()
        form.options = ["Yes", "No", "Maybe"]
        let session = FormSession(form: form, layout: OptionsForm.layout)
        #expect(session.moveElement(containing: \OptionsForm.options[1], by: .max) == .refused("Already the last item."))
        #expect(session.moveElement(containing: \OptionsForm.options[1], by: .min) == .refused("Already the first item."))
        #expect(session.moveElement(from: .max, to: .min, inGroup: "options") == .notAGroup)
        #expect(session.controller.form.options == ["Yes", "No", "Maybe"])
    }

    @Test("The group's field shows its messages; a failed submit focuses the element they are about: the second of two equal options")
    func groupValidation() async {
        var form = OptionsForm()
        form.options = ["Same", "Same"]
        let session = FormSession(form: form, layout: OptionsForm.layout)
        session.focus(\OptionsForm.[row: "add:options"])
        #expect(await session.submit().isInvalid)
        #expect(session.controller.focus == \OptionsForm.options[1])
        #expect(session.messageAnchor(ofGroup: "options") == \OptionsForm.options[1])
        #expect(
            FormTextSnapshot(session).render() == """
                Options (grouped)
                ┌─ Section 1
                │   Option 1  [text]  "Same"
                │ ▸ Option 2  [text]  "Same"
                │   Add option  [button]
                │   options: invalid
                │     ! Must not contain duplicates
                └─
                dirty: true  valid: false  state: failure

                """)
        session.setText("Other", for: \OptionsForm.options[1])
        #expect(session.controller.validationState(of: \.options) == .valid)
    }
}
