import FormsKit
import Testing

/// A poll whose options are nested as elements of their array.
private struct ElementPollForm: ValidatableForm {
    @Validated(.isNotEmpty()) var question = ""
    var options = [PollOption(), PollOption()]

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.question, wrappedBy: \._question)]
            + options.indices.flatMap { index in options[index].validatedFields.map { $0.nested(in: \.options, at: index) } }
    }
}

/// The same poll, its options nested through a key path with a subscript.
private struct SubscriptPollForm: ValidatableForm {
    @Validated(.isNotEmpty()) var question = ""
    var options = [PollOption(), PollOption()]

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.question, wrappedBy: \._question)]
            + options.indices.flatMap { index in options[index].validatedFields.map { $0.nested(in: \.options[index]) } }
    }
}

/// A form that holds the element-nested poll inline, after other data.
private struct SurveyForm: ValidatableForm {
    var revision: UInt8 = 1
    @Validated var title = "Survey"
    var poll = ElementPollForm()

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.title, wrappedBy: \._title)] + poll.validatedFields.map { $0.nested(in: \.poll) }
    }
}

@MainActor
@Suite("Fields of an array's elements")
struct ArrayElementFieldTests {
    @Test("A field nested as an element is the field of `\\.options[i].text`: found and named")
    func identity() throws {
        let controller = FormController(form: ElementPollForm())
        #expect(ElementPollForm().validatedFields.map(\.keyPath) == [\.question, \.options[0].text, \.options[1].text])
        controller.validate()
        #expect(
            controller.validationErrors == [
                "question": ["This field is required"], "options.0.text": ["Enter an option"], "options.1.text": ["Enter an option"],
            ])
        #expect(controller.messages(for: \.options[1].text) == ["Enter an option"])
        // A given name replaces the derived one, as for `nested(in:name:)`.
        let named = PollOption().validatedFields[0].nested(in: \ElementPollForm.options, at: 1, name: "second")
        #expect(named.name(in: ElementPollForm()) == "second.text")
    }

    @Test("Edits through the controller change the element, counted and validated as any field")
    func edits() {
        let controller = FormController(form: ElementPollForm())
        controller.setValue("Tea", at: \.options[1].text)
        #expect(controller.options.map(\.text) == ["", "Tea"])
        #expect(controller.isDirty)
        controller.options[0].text = "Coffee"
        controller.question = "Which?"
        controller.validate()
        #expect(controller.isValid)
        controller.setValue("", at: \.options[1].text)
        #expect(controller.messages(for: \.options[1].text) == ["Enter an option"])
        #expect(!controller.isValid)
        controller.reset()
        #expect(controller.options.map(\.text) == ["", ""])
        #expect(!controller.isDirty)
        #expect(controller.messages(for: \.options[1].text).isEmpty)
    }

    @Test("A copy of the form, made before an edit, keeps its elements: the array's storage is copied before it is changed")
    func copiesKeepTheirElements() {
        var form = ElementPollForm()
        form.options[1].text = "Tea"
        let first = FormController(form: form)
        let second = FormController(form: form)
        let before = first.form
        first.setValue("Coffee", at: \.options[1].text)
        first.options[0].text = "Milk"
        #expect(first.options.map(\.text) == ["Milk", "Coffee"])
        #expect(second.options.map(\.text) == ["", "Tea"])
        #expect(before.options.map(\.text) == ["", "Tea"])
        #expect(form.options.map(\.text) == ["", "Tea"])
    }

    @Test("Both ways of nesting an element behave the same through a run of edits")
    func sameAsSubscripts() {
        let inPlace = FormController(form: ElementPollForm())
        let bySubscript = FormController(form: SubscriptPollForm())
        let texts = ["", "Tea", "Coffee", "", "Milk"]
        for (step, text) in texts.enumerated() {
            inPlace.setValue(text, at: \.options[step % 2].text)
            bySubscript.setValue(text, at: \.options[step % 2].text)
            if step == 2 {
                inPlace.validate()
                bySubscript.validate()
            }
            #expect(inPlace.options.map(\.text) == bySubscript.options.map(\.text))
            #expect(inPlace.validationErrors == bySubscript.validationErrors)
            #expect(inPlace.isDirty == bySubscript.isDirty)
            #expect(inPlace.isValid == bySubscript.isValid)
            #expect(inPlace.messages(for: \.options[0].text) == bySubscript.messages(for: \.options[0].text))
        }
    }

    @Test("A field of an element reads its element as it is now, after the array gains an element")
    func readsFollowTheArray() {
        let controller = FormController(form: ElementPollForm())
        #expect(controller.value(at: \.options[1].text) == "")
        controller.options[1].text = "Tea"
        #expect(controller.value(at: \.options[1].text) == "Tea")
        controller.options.insert(PollOption(), at: 0)
        #expect(controller.value(at: \.options[1].text) == "")
        #expect(controller.value(at: \.options[2].text) == "Tea")
        // Long and short texts read back alike.
        controller.options[1].text = "A text longer than fifteen bytes, with é and 😀"
        #expect(controller.value(at: \.options[1].text) == "A text longer than fifteen bytes, with é and 😀")
    }

    @Test("An element's field is found when its form is itself nested in another")
    func nestedFurther() throws {
        let controller = FormController(form: SurveyForm())
        controller.setValue("Tea", at: \.poll.options[1].text)
        #expect(controller.poll.options.map(\.text) == ["", "Tea"])
        #expect(controller.value(at: \.poll.options[1].text) == "Tea")
        controller.validate()
        #expect(
            controller.validationErrors == [
                "poll.question": ["This field is required"], "poll.options.0.text": ["Enter an option"],
            ])
    }
}
