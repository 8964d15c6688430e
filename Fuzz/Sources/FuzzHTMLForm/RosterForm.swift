import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A form for the fuzzer only, whose repeated group's elements are
/// validated sub-forms nested in place (`ValidatedField.nested(in:at:name:)`):
/// their fields are read and changed in the array's storage, not through
/// key paths. The array is in a sub-form stored inline in the form, after
/// other data, so the element's place is shifted as a further nesting
/// shifts it; its elements hold fields of several sizes and kinds.
struct RosterForm: ValidatableForm, SubmittableForm, PresentableForm {
    /// One person on the roster: a sub-form of its own.
    struct Person: ValidatableForm {
        @Validated(.isNotEmpty(message: "Name the person")) var name = ""
        @Validated(.email()) var email = ""
        @Validated(.ifPresent(.range(16...99))) var age: Int?
        @Validated var isOnCall = false
        @Validated var started: Date? = nil

        var validatedFields: [ValidatedField<Self>] {
            [
                .init(\.name, wrappedBy: \._name, propertyName: "name"),
                .init(\.email, wrappedBy: \._email, propertyName: "email"),
                .init(\.age, wrappedBy: \._age, propertyName: "age"),
                .init(\.isOnCall, wrappedBy: \._isOnCall, propertyName: "isOnCall"),
                .init(\.started, wrappedBy: \._started, propertyName: "started"),
            ]
        }
    }

    /// The people, in a sub-form of their own.
    struct Roster: ValidatableForm {
        var revision: UInt8 = 1
        @Validated(.isNotEmpty(message: "Name the roster")) var title = ""
        var people = [Person(), Person()]

        var validatedFields: [ValidatedField<Self>] {
            [.init(\.title, wrappedBy: \._title, propertyName: "title")]
                + people.indices.flatMap { index in people[index].validatedFields.map { $0.nested(in: \.people, at: index) } }
        }
    }

    var note = "not a field"
    var roster = Roster()

    init() {}

    var validatedFields: [ValidatedField<Self>] {
        roster.validatedFields.map { $0.nested(in: \.roster, name: "roster") }
    }

    @MainActor
    func submit() async throws -> Int { roster.people.count }

    var layout: FormLayout<Self> {
        FormLayout(title: "Roster", submitTitle: "Save") {
            FormSection("Roster") {
                TextRow("Title", \.roster.title)
            }
            FormSection("People") {
                RepeatedRows(
                    \.roster.people, id: "people", addTitle: "Add person", minimum: 1, maximum: 5, itemName: "person",
                    newElement: { Person() }
                ) { index in
                    TextRow("Name", \.roster.people[index].name)
                    TextRow("Email", \.roster.people[index].email, content: .email)
                    NumberRow("Age", \.roster.people[index].age, range: 16...99)
                    ToggleRow("On call", \.roster.people[index].isOnCall)
                    DateRow("Started", \.roster.people[index].started)
                }
            }
        }
    }
}
