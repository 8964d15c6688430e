import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// A guest: a sub-form of its own.
private struct Guest: ValidatableForm {
    @Validated(.isNotEmpty(message: "Name the guest")) var name = ""
    @Validated(.email()) var email = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name, propertyName: "name"), .init(\.email, wrappedBy: \._email, propertyName: "email")]
    }
}

/// A party whose guests are a repeated group of sub-forms in a plain array
/// (not a validated field of its own), nested in place; `named` gives the
/// elements names of the app's own, as the sign-up benchmark does.
private struct PartyForm: ValidatableForm, PresentableForm {
    @Validated(.isNotEmpty(message: "Name the party")) var title = ""
    var guests = [Guest()]
    var named = false

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.title, wrappedBy: \._title, propertyName: "title")]
            + guests.indices.flatMap { index in
                guests[index].validatedFields.map { $0.nested(in: \.guests, at: index, name: named ? "guests.\(index)" : nil) }
            }
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Party") {
            FormSection { TextRow("Title", \.title) }
            FormSection("Guests") {
                RepeatedRows(\.guests, id: "guests", addTitle: "Add guest", minimum: 0, maximum: 6, itemName: "guest", newElement: { Guest() }) {
                    index in
                    TextRow("Name", \.guests[index].name)
                    TextRow("Email", \.guests[index].email, content: .email)
                }
            }
        }
    }
}

/// A party whose guests are given names of the app's own, not by index
/// (`first`, `second`): no name to post the group under.
private struct NamedGuestsForm: ValidatableForm, PresentableForm {
    var guests: [Guest] = []

    var validatedFields: [ValidatedField<Self>] {
        guests.indices.flatMap { index in
            guests[index].validatedFields.map { $0.nested(in: \.guests, at: index, name: index == 0 ? "first" : "guest-\(index)") }
        }
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Guests") {
            FormSection {
                RepeatedRows(\.guests, id: "guests", addTitle: "Add guest", minimum: 0, maximum: 6, itemName: "guest", newElement: { Guest() }) {
                    index in
                    TextRow("Name", \.guests[index].name)
                }
            }
        }
    }
}

/// A party nested in a form of its own under a given name, so the guests'
/// names start with it (`event.guests.1.name`).
private struct EventForm: ValidatableForm, PresentableForm {
    var party = PartyForm()

    var validatedFields: [ValidatedField<Self>] { party.validatedFields.map { $0.nested(in: \.party, name: "event") } }

    var layout: FormLayout<Self> {
        FormLayout(title: "Event") {
            FormSection("Guests") {
                RepeatedRows(
                    \.party.guests, id: "guests", addTitle: "Add guest", minimum: 0, maximum: 6, itemName: "guest", newElement: { Guest() }
                ) { index in
                    TextRow("Name", \.party.guests[index].name)
                }
            }
        }
    }
}

/// A guest list with no most guests, which counts how often its fields
/// are listed (each listing costs time in the number of guests).
private struct GuestListForm: ValidatableForm, PresentableForm {
    nonisolated(unsafe) static var fieldListings = 0
    var guests = [Guest()]

    var validatedFields: [ValidatedField<Self>] {
        Self.fieldListings += 1
        return guests.indices.flatMap { index in guests[index].validatedFields.map { $0.nested(in: \.guests, at: index) } }
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Guests") {
            FormSection {
                RepeatedRows(\.guests, id: "guests", addTitle: "Add guest", minimum: 0, itemName: "guest", newElement: { Guest() }) { index in
                    TextRow("Name", \.guests[index].name)
                }
            }
        }
    }
}

/// A repeated group of sub-forms kept in a plain array posts as many
/// elements as the page had, and a new session for the request (from a
/// template, as a server makes one) takes them all: none is dropped.
@MainActor
@Suite("HTML forms: repeated groups of sub-forms")
struct SubFormGroupTests {
    private func post<F: ValidatableForm>(_ body: String, to session: FormSession<F>) throws -> HTMLFormDecoding {
        HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
    }

    @Test("A page with more guests than the template posts them all; fewer remove the rest", arguments: [false, true])
    func elementsFollowThePage(named: Bool) throws {
        var party = PartyForm()
        party.named = named
        let template = FormSessionTemplate(form: party)
        let session = template.makeSession()
        let body =
            "title=Launch&_fk_group=guests%3A3&guests.0.name=Ada&guests.1.name=Grace&guests.1.email=grace%40example.com"
            + "&guests.2.name=Alan&_fk_action=submit"
        _ = try post(body, to: session)
        #expect(session.controller.guests.map(\.name) == ["Ada", "Grace", "Alan"])
        #expect(session.controller.guests[1].email == "grace@example.com")
        // The page shows the three, named as they were posted.
        let page = HTMLFormRenderer<PartyForm>(action: "/party").render(session)
        #expect(page.contains(#"name="guests.2.name" type="text" class="fk-input" dir="auto" value="Alan""#))

        let fewer = template.makeSession()
        _ = try post("title=Launch&_fk_group=guests%3A0", to: fewer)
        #expect(fewer.controller.guests.isEmpty)
    }

    @Test("A group grown to the count a page sends lists the form's fields a few times, not once per element")
    func growthListsFieldsOnce() throws {
        // Regression: each element was added on its own, and each addition
        // listed every field of the form again: a 30-byte body asking for
        // 999 guests took 7.7 s of a core (found by a review).
        let template = FormSessionTemplate(form: GuestListForm())
        let session = template.makeSession()
        let before = GuestListForm.fieldListings
        _ = try post("_fk_group=guests%3A300", to: session)
        #expect(session.controller.guests.count == 300)
        #expect(GuestListForm.fieldListings - before <= 6, "\(GuestListForm.fieldListings - before) listings")
        // The page names the last guest's field as any other, and focus is
        // where adding the last one leaves it.
        #expect(HTMLFormRenderer<GuestListForm>(action: "/guests").render(session).contains(#"name="guests.299.name""#))
        #expect(session.controller.focus == \GuestListForm.guests[299].name)
    }

    @Test("Guests sent in another order are taken in the order sent")
    func order() throws {
        let session = FormSessionTemplate(form: PartyForm()).makeSession()
        _ = try post("_fk_group=guests%3A2&guests.5.name=Second&guests.2.name=First", to: session)
        // Indices need not be contiguous: the first sent is the first element.
        #expect(session.controller.guests.map(\.name) == ["Second", "First"])
    }

    @Test("Guests named otherwise than by their index cannot be matched to a count: the group is left as it is")
    func elementsNamedOtherwise() throws {
        let session = FormSessionTemplate(form: NamedGuestsForm()).makeSession()
        _ = try post("_fk_group=guests%3A2&first.name=Ada", to: session)
        // Not an element added only to find a name, and left there.
        #expect(session.controller.guests.isEmpty)
    }

    @Test("A party nested under a name of its own posts its guests under that name")
    func nestedUnderAName() throws {
        let session = FormSessionTemplate(form: EventForm()).makeSession()
        let page = HTMLFormRenderer<EventForm>(action: "/event").render(session)
        #expect(page.contains(#"name="event.guests.0.name""#))
        _ = try post("_fk_group=guests%3A2&event.guests.0.name=Ada&event.guests.1.name=Grace", to: session)
        #expect(session.controller.party.guests.map(\.name) == ["Ada", "Grace"])
    }
}

extension SubFormGroupTests {
    @Test("JSON takes a group of sub-forms in a plain array as an array, as long as sent")
    func jsonArray() throws {
        let session = FormSessionTemplate(form: PartyForm()).makeSession()
        let body = #"{"title": "Tea", "guests": [{"name": "Ada"}, {"name": "Grace", "email": "grace@example.com"}]}"#
        let decoding = try HTMLFormDecoder.decode(json: Array(body.utf8), into: session)
        #expect(decoding.problems.isEmpty, "\(decoding.problems)")
        #expect(session.controller.form.guests.map(\.name) == ["Ada", "Grace"])
        let event = FormSessionTemplate(form: EventForm()).makeSession()
        _ = try HTMLFormDecoder.decode(json: Array(#"{"event": {"guests": [{"name": "Ada"}, {"name": "Grace"}]}}"#.utf8), into: event)
        #expect(event.controller.form.party.guests.map(\.name) == ["Ada", "Grace"])
    }

    @Test("Its JSON Schema is an array of objects, nested under the name it is posted under (regression: an object keyed by the one element the session had)")
    func jsonSchema() throws {
        let party = HTMLFormDecoder.jsonSchema(for: FormSessionTemplate(form: PartyForm()).makeSession())
        let guests = try #require(party.properties["guests"])
        #expect(guests.types == [.array] && guests.maxItems == 6)
        let guest = try #require(guests.items)
        #expect(guest.types == [.object] && Set(guest.properties.keys) == ["name", "email"] && guest.required == ["name"])
        let event = HTMLFormDecoder.jsonSchema(for: FormSessionTemplate(form: EventForm()).makeSession())
        let nested = try #require(event.properties["event"]?.properties["guests"])
        #expect(nested.types == [.array] && nested.items?.properties["name"] != nil)
        #expect(event.properties["event"]?.additionalProperties == false)
    }
}
