import FormsKit
import Testing

/// A form whose fields sit at different places in its memory: a plain
/// property first, fields of several types and sizes, a sub-form stored
/// inline, and an array of sub-forms.
private struct MixedLayoutForm: ValidatableForm {
    var note: UInt8 = 7
    @Validated(.isNotEmpty()) var name = "Ada"
    @Validated var age = 36
    @Validated var nickname: String? = nil
    var address = AddressForm()
    var options = [PollOption(), PollOption()]
    var plain = "not a field"

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name), .init(\.age, wrappedBy: \._age), .init(\.nickname, wrappedBy: \._nickname)]
            + address.validatedFields.map { $0.nested(in: \.address) }
            + options.indices.flatMap { index in
                options[index].validatedFields.map { $0.nested(in: \.options[index], name: "options.\(index)") }
            }
    }
}

@MainActor
@Suite("Reading a field where it lies")
struct FieldValueLocationTests {
    @Test("A field stored inline, or in a sub-form stored inline, reads the same at its location as through its key path")
    func inlineFields() throws {
        let controller = FormController(form: MixedLayoutForm())
        let name = try #require(controller.valueLocation(of: \.name))
        let age = try #require(controller.valueLocation(of: \.age))
        let nickname = try #require(controller.valueLocation(of: \.nickname))
        let street = try #require(controller.valueLocation(of: \.address.street))
        #expect(controller.value(at: name, otherwise: \.name) == "Ada")
        #expect(controller.value(at: age, otherwise: \.age) == 36)
        #expect(controller.value(at: nickname, otherwise: \.nickname) == nil)
        #expect(controller.value(at: street, otherwise: \.address.street) == "")

        controller.name = "Grace Hopper, a name longer than fifteen bytes"
        controller.age = 85
        controller.nickname = "Amazing Grace"
        controller.address.street = "1 Infinite Loop"
        #expect(controller.value(at: name, otherwise: \.name) == controller.name)
        #expect(controller.value(at: age, otherwise: \.age) == 85)
        #expect(controller.value(at: nickname, otherwise: \.nickname) == "Amazing Grace")
        #expect(controller.value(at: street, otherwise: \.address.street) == "1 Infinite Loop")

        // A reset puts the baseline back; the location reads the value, not the baseline.
        controller.reset()
        #expect(controller.value(at: name, otherwise: \.name) == "Ada")
        #expect(controller.value(at: street, otherwise: \.address.street) == "")
    }

    @Test("A location depends on the form's type: one worked out on a controller reads any other")
    func sharedAcrossControllers() throws {
        let first = FormController(form: MixedLayoutForm())
        let location = try #require(first.valueLocation(of: \.name))
        var form = MixedLayoutForm()
        form.name = "Lin"
        let second = FormController(form: form)
        #expect(second.value(at: location, otherwise: \.name) == "Lin")
    }

    @Test("Fields behind an array, plain properties and mistyped key paths have no location")
    func noLocation() {
        let controller = FormController(form: MixedLayoutForm())
        #expect(controller.valueLocation(of: \.options[0].text) == nil)
        #expect(controller.valueLocation(of: \.plain) == nil)
        #expect(controller.valueLocation(of: \.note) == nil)
        #expect(controller.valueLocation(of: \.name.count) == nil)
    }

    @Test("A reader reads inline fields, fields in elements of an array (again after the array changes) and plain properties alike")
    func readers() {
        let controller = FormController(form: MixedLayoutForm())
        let name = FieldValueReader(\MixedLayoutForm.name)
        let second = FieldValueReader(\MixedLayoutForm.options[1].text)
        let plain = FieldValueReader(\MixedLayoutForm.plain)
        let street = FieldValueReader(\MixedLayoutForm.address.street)
        for _ in 0..<2 {
            #expect(name.value(in: controller) == "Ada")
            #expect(second.value(in: controller) == "")
            #expect(plain.value(in: controller) == "not a field")
        }
        controller.options[1].text = "Coffee"
        controller.address.street = "1 Infinite Loop"
        #expect(second.value(in: controller) == "Coffee")
        #expect(street.value(in: controller) == "1 Infinite Loop")
        // New elements: the form's fields are read anew, the reader finds its field again.
        controller.options.insert(PollOption(), at: 0)
        #expect(controller.options.count == 3)
        #expect(second.value(in: controller) == "")
        controller.options[1].text = "Tea"
        #expect(second.value(in: controller) == "Tea")
        #expect(controller.options.map(\.text) == ["", "Tea", "Coffee"])
        // Another controller of the same type: read there.
        var form = MixedLayoutForm()
        form.options[1].text = "Milk"
        #expect(second.value(in: FormController(form: form)) == "Milk")
    }
}
