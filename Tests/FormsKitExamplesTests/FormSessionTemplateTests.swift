import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Testing

/// A form whose `validatedFields` grow with a repeated group of sub-forms,
/// so that adding an element rebuilds a session's schema.
private struct CrewForm: SubmittableForm, PresentableForm {
    struct Member: ValidatableForm {
        @Validated(.isNotEmpty(message: "Enter a name")) var name = ""
        var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }
    }

    @Validated(.isNotEmpty(message: "Name the crew")) var title = ""
    var members = [Member()]

    var validatedFields: [ValidatedField<Self>] {
        var fields: [ValidatedField<Self>] = [.init(\.title, wrappedBy: \._title)]
        for index in members.indices {
            fields += members[index].validatedFields.map { $0.nested(in: \.members[index], name: "members.\(index)") }
        }
        return fields
    }

    @MainActor
    func submit() async throws -> [String] { [title] + members.map(\.name) }

    var layout: FormLayout<Self> {
        FormLayout(title: "Crew") {
            FormSection {
                TextRow("Title", \.title)
                RepeatedRows(\.members, id: "members", addTitle: "Add member", minimum: 1, newElement: { Member() }) { index in
                    TextRow("Member \(index + 1)", \.members[index].name)
                }
            }
        }
    }
}

@MainActor
@Suite("Session templates")
struct FormSessionTemplateTests {
    @Test("A session from a template starts as a session made from the form: outline, names, counts, state")
    func sameAsNewSession() {
        let template = FormSessionTemplate(form: ProfileForm())
        let copy = template.makeSession()
        let fresh = FormSession(form: ProfileForm())
        #expect(copy.outline.map(\.id) == fresh.outline.map(\.id))
        for row in fresh.outline {
            guard let field = row.row.field else { continue }
            #expect(copy.controller.fieldName(of: field) == fresh.controller.fieldName(of: field))
            #expect(copy.controller.validationMode(of: field) == fresh.controller.validationMode(of: field))
            #expect(copy.controller.clientCheckKinds(for: field) == fresh.controller.clientCheckKinds(for: field))
        }
        #expect(copy.controller.isDirty == fresh.controller.isDirty)
        #expect(copy.controller.isValid == fresh.controller.isValid)
        #expect(copy.controller.field(named: "email") == \ProfileForm.email)
    }

    @Test("Sessions from one template are independent: values, messages, form rules, submission")
    func independent() async {
        let template = FormSessionTemplate(form: ProfileForm())
        let first = template.makeSession()
        let second = template.makeSession()

        first.setText("Ada", for: \ProfileForm.name)
        first.setText("correct horse", for: \ProfileForm.password)
        first.setText("battery staple", for: \ProfileForm.confirmation)
        #expect(first.controller.isDirty)
        #expect(!second.controller.isDirty)
        #expect(second.controller.form.name == "")

        #expect(await first.submit().isInvalid)
        #expect(first.controller.messages(for: \ProfileForm.confirmation) == ["The passwords are different"])
        #expect(second.controller.messages(for: \ProfileForm.confirmation).isEmpty)
        #expect(second.controller.messages(for: \ProfileForm.email).isEmpty)

        second.setText("Grace", for: \ProfileForm.name)
        second.setText("grace@example.com", for: \ProfileForm.email)
        second.setText("hopper1906", for: \ProfileForm.password)
        second.setText("hopper1906", for: \ProfileForm.confirmation)
        guard case .submitted(let output) = await second.submit() else {
            Issue.record("the second session should submit")
            return
        }
        #expect((output as? ProfileForm.Profile)?.name == "Grace")
        #expect(!second.controller.isDirty, "the submitted values are its baseline")
        #expect(first.controller.isDirty)
        #expect(first.controller.messages(for: \ProfileForm.confirmation) == ["The passwords are different"])

        let third = template.makeSession()
        #expect(third.controller.form.name == "")
        #expect(!third.controller.isDirty)
        #expect(third.controller.messages(for: \ProfileForm.confirmation).isEmpty)
        third.setText("x", for: \ProfileForm.password)
        third.setText("y", for: \ProfileForm.confirmation)
        #expect(await third.submit().isInvalid)
        #expect(third.controller.messages(for: \ProfileForm.confirmation) == ["The passwords are different"], "form rules run in every copy")
    }

    @Test("A session from a template that adds an element gets fields of its own; the template and others keep theirs")
    func repeatedGroups() async {
        let template = FormSessionTemplate(form: CrewForm())
        let first = template.makeSession()
        first.appendElement(toGroup: "members")
        first.setText("Ada", for: \CrewForm.members[1].name)
        #expect(first.controller.fieldName(of: \CrewForm.members[1].name) == "members.1.name")
        #expect(first.elementCount(ofGroup: "members") == 2)

        let second = template.makeSession()
        #expect(second.elementCount(ofGroup: "members") == 1)
        #expect(second.controller.fieldName(of: \CrewForm.members[1].name) == nil)
        #expect(await second.submit().isInvalid)
        #expect(second.controller.messages(for: \CrewForm.members[0].name) == ["Enter a name"])
        #expect(first.controller.messages(for: \CrewForm.members[0].name).isEmpty, "not validated yet")

        first.setText("Crew", for: \CrewForm.title)
        first.setText("Grace", for: \CrewForm.members[0].name)
        guard case .submitted(let output) = await first.submit() else {
            Issue.record("the first session should submit")
            return
        }
        #expect(output as? [String] == ["Crew", "Grace", "Ada"])
        #expect(template.makeSession().controller.form.members.count == 1)
    }

    @Test("Fields are found by key paths made anew on every call, more of them than the lookup keeps by identity, in any order")
    func lookupsByNewKeyPaths() {
        var form = CrewForm()
        form.members = Array(repeating: CrewForm.Member(), count: 300)
        let controller = FormSessionTemplate(form: form).makeSession().controller
        var random = SeededGenerator(defaultSeed: 300)
        let replay = random.replay
        for round in 0..<3 {
            for index in (0..<300).shuffled(using: &random) {
                // A key path with a subscript argument is a new object each time.
                #expect(controller.fieldName(of: \CrewForm.members[index].name) == "members.\(index).name", "round \(round); \(replay)")
            }
        }
        #expect(controller.fieldName(of: \CrewForm.title) == "title")
        #expect(controller.fieldName(of: \CrewForm.members) == nil)
    }
}
