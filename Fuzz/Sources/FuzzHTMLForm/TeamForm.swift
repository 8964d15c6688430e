import FormsKit
import FormsKitMacros
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A form for the fuzzer only, with what the demo forms lack: a repeated
/// group whose elements have several rows of every editable kind (posted as
/// `members.1.0`, `members.1.1`, …), a group with no minimum,
/// a choice whose options come from the group's elements, and rows and a
/// section that are hidden or disabled depending on other values.
@ValidatableForm
struct TeamForm: SubmittableForm, PresentableForm {
    /// A member of the team.
    struct Member: Hashable, Sendable {
        var name = ""
        var role = Role.developer
        var hours: Int?
        var onCall = false
        var started: Date?
    }

    /// What a member does.
    enum Role: String, CaseIterable, Hashable, Sendable {
        case developer, designer, manager
    }

    /// What the team works on.
    enum Topic: String, CaseIterable, Hashable, Sendable {
        case web, terminal, apps
    }

    @Validated(.isNotEmpty(message: "Name the team"))
    var team = ""
    @Validated var isPublic = false
    @Validated(.ifPresent(.range(2...50)))
    var size: Int?
    @Validated(.minLength(4))
    var secret = ""
    @Validated(.count(min: 1, max: 4, message: "One to four members"))
    var members = [Member()]
    @Validated var lead = ""
    @Validated var tags: [String] = []
    @Validated var topics: Set<Topic> = []
    @Validated var budget = 10.0
    @Validated var meetings = 1
    @Validated var notes = ""

    init() {}

    @MainActor
    func submit() async throws -> String { team }

    var layout: FormLayout<Self> {
        FormLayout(title: "Team", submitTitle: "Create team") {
            FormSection("Team") {
                TextRow("Name", \.team)
                ToggleRow("Public", \.isPublic)
                NumberRow("Size", \.size, range: 2...50)
                    .visible(when: { $0.isPublic })
                SecureTextRow("Secret", \.secret)
                    .enabled(when: { !$0.isPublic }, otherwise: "Public teams have no secret")
            }
            FormSection("Members") {
                RepeatedRows(\.members, id: "members", addTitle: "Add member", minimum: 1, maximum: 4, itemName: "member", newElement: { Member() }) {
                    index in
                    TextRow("Name", \.members[index].name)
                    ChoiceRow("Role", \.members[index].role, style: .segmented) { $0.rawValue.capitalized }
                    NumberRow("Hours", \.members[index].hours, range: 1...60)
                    ToggleRow("On call", \.members[index].onCall)
                    DateRow("Started", \.members[index].started)
                }
                ChoiceRow("Lead", \.lead) { form in form.members.map { ChoiceOption($0.name.isEmpty ? "(unnamed)" : $0.name, value: $0.name) } }
            }
            FormSection("Tags", footer: "As many as you like.") {
                // Bounded: for a group with no maximum the decoder accepts
                // `_fk_group=tags:1000`, and a body of such markers takes
                // minutes (see Fuzz/README.md, "Findings").
                RepeatedRows(\.tags, id: "tags", addTitle: "Add tag", maximum: 12, newElement: { "" }) { index in
                    TextRow("Tag", \.tags[index])
                }
            }
            FormSection("Work") {
                MultipleChoiceRow("Topics", \.topics) { $0.rawValue }
                SliderRow("Budget", \.budget, range: 0...100, step: 2.5)
                StepperRow("Meetings a week", \.meetings, range: 0...7)
                MultilineTextRow("Notes", \.notes, characterLimit: 500)
            }
            .visible(when: { !$0.team.isEmpty })
            FormSection {
                ButtonRow("Start over", role: .reset)
                LinkRow("Help", to: .page("help"))
            }
        }
    }
}
