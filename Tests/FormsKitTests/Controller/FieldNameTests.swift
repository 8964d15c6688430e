import FormsKit
import Testing

// Forms written without the `@ValidatableForm` macro, as the FormsKit README
// writes them: `validatedFields` gives no names, so every field is named by
// its property, found by reflection.

private struct ContactForm: ValidatableForm, SubmittableForm {
    @Validated(.isNotEmpty()) var email = ""
    @Validated(.isNotEmpty()) var ownerEmail = ""
    @Validated(name: "phone_number", .isNotEmpty()) var phone = ""
    @Validated(.isNotEmpty()) var confirmEmail = ""
    var notes = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.email, wrappedBy: \._email),
            .init(\.ownerEmail, wrappedBy: \._ownerEmail),
            .init(\.phone, wrappedBy: \._phone),
            .init(\.confirmEmail, wrappedBy: \._confirmEmail),
        ]
    }

    var formRules: [FormRule<Self>] {
        [.matches(\.confirmEmail, \.ownerEmail)]
    }

    @MainActor
    func submit() async throws -> Bool {
        throw ValidationError.invalid(errors: ["email": ["Taken"], "ownerEmail": ["Unknown"], "phone_number": ["Bad"]])
    }
}

private struct Street: ValidatableForm {
    @Validated(.isNotEmpty()) var line = ""
    @Validated(name: "no", .isNotEmpty()) var number = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.line, wrappedBy: \._line), .init(\.number, wrappedBy: \._number)]
    }
}

private struct Address: ValidatableForm {
    var street = Street()
    @Validated(.isNotEmpty()) var city = ""

    var validatedFields: [ValidatedField<Self>] {
        street.validatedFields.map { $0.nested(in: \.street) } + [.init(\.city, wrappedBy: \._city)]
    }
}

/// Two levels of sub-forms, one prefix given with `name:`, and a sub-form
/// that is optional.
private struct ShipmentForm: ValidatableForm, SubmittableForm {
    var shipping = Address()
    var billing = Address()
    var giftNote: Street? = Street()

    var validatedFields: [ValidatedField<Self>] {
        shipping.validatedFields.map { $0.nested(in: \.shipping) }
            + billing.validatedFields.map { $0.nested(in: \.billing, name: "invoice") }
            + Street().validatedFields.map { $0.nested(in: \.giftNote!) }
    }

    var formRules: [FormRule<Self>] {
        [.matches(\.billing.city, \.shipping.street.line)]
    }

    @MainActor
    func submit() async throws -> Bool {
        throw ValidationError.invalid(errors: ["shipping.street.line": ["No such street"], "invoice.street.no": ["No such number"]])
    }
}

private struct Choice: ValidatableForm {
    @Validated(.isNotEmpty()) var text = ""
    @Validated(name: "weight", .min(1)) var score = 0

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.text, wrappedBy: \._text), .init(\.score, wrappedBy: \._score)]
    }
}

/// A sub-form whose fields carry their names, as the macro writes them.
private struct NamedChoice: ValidatableForm {
    @Validated(.isNotEmpty()) var title = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.title, wrappedBy: \._title, propertyName: "title")]
    }
}

/// Arrays of sub-forms nested without `name:`: the index is part of the name.
private struct BallotForm: ValidatableForm {
    var question = NamedChoice()
    var options = [Choice(), Choice(), Choice()]
    var extras = [NamedChoice(), NamedChoice()]

    var validatedFields: [ValidatedField<Self>] {
        question.validatedFields.map { $0.nested(in: \.question) }
            + options.indices.flatMap { index in options[index].validatedFields.map { $0.nested(in: \.options[index]) } }
            + extras.indices.flatMap { index in
                extras[index].validatedFields.map { $0.nested(in: \.extras[index], name: "extra\(index + 1)") }
            }
    }
}

/// One sub-form of ten fields.
private struct TenFields: ValidatableForm {
    @Validated(.isNotEmpty()) var f0 = ""
    @Validated(.isNotEmpty()) var f1 = ""
    @Validated(.isNotEmpty()) var f2 = ""
    @Validated(.isNotEmpty()) var f3 = ""
    @Validated(.isNotEmpty()) var f4 = ""
    @Validated(.isNotEmpty()) var f5 = ""
    @Validated(.isNotEmpty()) var f6 = ""
    @Validated(.isNotEmpty()) var f7 = ""
    @Validated(.isNotEmpty()) var f8 = ""
    @Validated(.isNotEmpty()) var f9 = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.f0, wrappedBy: \._f0), .init(\.f1, wrappedBy: \._f1), .init(\.f2, wrappedBy: \._f2),
            .init(\.f3, wrappedBy: \._f3), .init(\.f4, wrappedBy: \._f4), .init(\.f5, wrappedBy: \._f5),
            .init(\.f6, wrappedBy: \._f6), .init(\.f7, wrappedBy: \._f7), .init(\.f8, wrappedBy: \._f8),
            .init(\.f9, wrappedBy: \._f9),
        ]
    }
}

/// 1,000 fields: 100 groups of ten, without names.
private struct ThousandFields: ValidatableForm {
    var groups = Array(repeating: TenFields(), count: 100)

    var validatedFields: [ValidatedField<Self>] {
        groups.indices.flatMap { index in groups[index].validatedFields.map { $0.nested(in: \.groups[index]) } }
    }
}

/// A form that hides its stored properties from reflection.
private struct OpaqueForm: ValidatableForm, CustomReflectable {
    @Validated(.isNotEmpty()) var given = ""
    @Validated(.isNotEmpty()) var hidden = ""
    @Validated(name: "named", .isNotEmpty()) var alsoHidden = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.given, wrappedBy: \._given, propertyName: "given"),
            .init(\.hidden, wrappedBy: \._hidden),
            .init(\.alsoHidden, wrappedBy: \._alsoHidden),
        ]
    }

    var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// A sub-form reached through a class instance, which the form shares.
private final class Drafts {
    var street = Street()
}

private struct SharedDraftForm: ValidatableForm {
    let drafts = Drafts()
    @Validated(.isNotEmpty()) var title = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.title, wrappedBy: \._title)] + drafts.street.validatedFields.map { $0.nested(in: \.drafts.street) }
    }
}

@MainActor
@Suite("Field names without the macro")
struct FieldNameTests {
    @Test("Flat form: fields are keyed by their property name, or their name:")
    func flat() async {
        var form = ContactForm()
        form.validate()
        #expect(form.validationErrors.keys.sorted() == ["confirmEmail", "email", "ownerEmail", "phone_number"])
        #expect(form.validatedFields.map { $0.name(in: form) } == ["email", "ownerEmail", "phone_number", "confirmEmail"])

        let controller = FormController(form: ContactForm())
        controller.email = "a@example.com"
        controller.ownerEmail = "b@example.com"
        controller.phone = "1"
        controller.confirmEmail = "c@example.com"
        controller.validate()
        #expect(controller.validationErrors == ["confirmEmail": ["Must match owner email"]])

        controller.confirmEmail = "b@example.com"
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.$email == .invalid(messages: ["Taken"]))
        #expect(controller.$ownerEmail == .invalid(messages: ["Unknown"]))
        #expect(controller.$phone == .invalid(messages: ["Bad"]))
        #expect(controller.unmatchedErrors.isEmpty)
    }

    @Test("Nested sub-forms: property names joined by dots; a name: prefix wins")
    func nested() async {
        let controller = FormController(form: ShipmentForm())
        controller.validate()
        #expect(
            controller.validationErrors == [
                "shipping.street.line": ["This field is required"],
                "shipping.street.no": ["This field is required"],
                "shipping.city": ["This field is required"],
                "invoice.street.line": ["This field is required"],
                "invoice.street.no": ["This field is required"],
                "invoice.city": ["This field is required"],
                "giftNote.line": ["This field is required"],
                "giftNote.no": ["This field is required"],
            ])

        controller.form.billing.city = "Paris"
        #expect(controller.messages(for: \.billing.city) == ["Must match line"])

        controller.readForm { form in
            #expect(
                form.validatedFields.map { $0.name(in: form) } == [
                    "shipping.street.line", "shipping.street.no", "shipping.city",
                    "invoice.street.line", "invoice.street.no", "invoice.city",
                    "giftNote.line", "giftNote.no",
                ])
        }

        for path in [\ShipmentForm.shipping, \ShipmentForm.billing] {
            controller.form[keyPath: path].street.line = "Main St"
            controller.form[keyPath: path].street.number = "1"
            controller.form[keyPath: path].city = "Main St"
        }
        controller.form.giftNote?.line = "Hi"
        controller.form.giftNote?.number = "1"
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.messages(for: \.shipping.street.line) == ["No such street"])
        #expect(controller.messages(for: \.billing.street.number) == ["No such number"])
        #expect(controller.unmatchedErrors.isEmpty)
    }

    @Test("Arrays of sub-forms: the element's index is part of the name")
    func arrays() {
        var form = BallotForm()
        form.options[1].text = "Yes"
        form.options[1].score = 2
        form.extras[1].title = "Maybe"
        form.validate()
        #expect(
            form.validationErrors == [
                "question.title": ["This field is required"],
                "options.0.text": ["This field is required"],
                "options.0.weight": ["Must be at least 1"],
                "options.2.text": ["This field is required"],
                "options.2.weight": ["Must be at least 1"],
                "extra1.title": ["This field is required"],
            ])

        let controller = FormController(form: form)
        #expect(controller.validationErrors == form.validationErrors)
    }

    @Test("Names given in code need no reflection; fields reflection cannot see are named by position")
    func hiddenFromReflection() {
        var form = OpaqueForm()
        form.validate()
        #expect(
            form.validationErrors == [
                "given": ["This field is required"],
                "#1": ["This field is required"],
                "named": ["This field is required"],
            ])

        var shared = SharedDraftForm()
        shared.validate()
        #expect(
            shared.validationErrors == [
                "title": ["This field is required"],
                "#1": ["This field is required"],
                "no": ["This field is required"],
            ])
        let controller = FormController(form: SharedDraftForm())
        controller.validate()
        #expect(controller.validationErrors.keys.sorted() == ["#1", "no", "title"])
    }

    /// Not timed. Naming is linear by construction (see `FieldNameTable`):
    /// one copy of the form, one tag per field written through its key path
    /// (the first write to `groups` copies that array once; later writes are
    /// in place), one `Mirror` walk over the copy that stops when the last tag
    /// is found, and per field a pass over its own path, three components
    /// long here whatever the number of groups. Nothing looks one field up by
    /// scanning the others.
    @Test("1,000 fields: every field gets its own name")
    func thousandFields() {
        let controller = FormController(form: ThousandFields())
        controller.form.groups[42].f7 = "filled"
        controller.validate()
        let errors = controller.validationErrors
        #expect(errors.count == 999)
        #expect(errors["groups.0.f0"] == ["This field is required"])
        #expect(errors["groups.99.f9"] == ["This field is required"])
        #expect(errors["groups.42.f7"] == nil)
        #expect(errors["groups.42.f6"] == ["This field is required"])
    }
}
