import FormsKit
import FormsKitModel

/// What the HTML surface works out once per outline about a row, from the
/// row alone: kept by the session (`FormSession.allRowFacts`), a class so that
/// reading it back is a class cast, and not generic, so that the renderer's
/// arrays of them are plain arrays.
final class HTMLRowFacts {
    /// The row's name on the wire.
    let name: String
    /// The row, and how its value is read: an ``HTMLRowReader`` of the
    /// session's form.
    let reader: AnyObject
    /// Where the row sits in its section.
    let place: HTMLRowPlace
    /// Whether the row shows and can be used whatever the values.
    let isUnconditional: Bool
    /// Whether the row's section shows whatever the values.
    let sectionIsUnconditional: Bool
    /// What a submission sets through the row.
    let input: HTMLRowInput
    /// Whether the row is a button that submits the form.
    let isSubmitButton: Bool
    /// Whether the row is a file.
    let isFile: Bool
    /// Whether text typed into the row can be kept as a draft.
    let keepsDrafts: Bool
    /// The row's field, if it is bound to one.
    private let field: AnyKeyPath?
    /// The field's position among the form's validated fields, in the list
    /// of fields it was found in.
    @exclusivity(unchecked)
    private var fieldPosition: (list: ObjectIdentifier, index: Int?)?
    /// What the row's field's rules let the browser check, worked out the
    /// first time a render needs it (a decode does not).
    @exclusivity(unchecked)
    private var constraintsStorage: BrowserConstraints?
    /// Whether the row has a hint (a subtitle).
    private let hasHint: Bool
    /// The id of the row's control; like the other ids, worked out by
    /// ``prepareIdentifiers()`` before the row's first render (a decode
    /// needs none), then read as a stored value.
    @exclusivity(unchecked)
    private(set) var id = ""
    /// The id of the row's hint, when it has one.
    @exclusivity(unchecked)
    private(set) var hintID: String?
    /// The id of the row's error message, when it has messages.
    @exclusivity(unchecked)
    private(set) var errorID = ""
    /// What the control's `aria-describedby` lists when the row has
    /// messages: the hint, then the error.
    @exclusivity(unchecked)
    private var describedByWhenInvalid = ""

    /// Works out the row's ids, once: before a render reads them.
    func prepareIdentifiers() {
        guard id.isEmpty else { return }
        let hint = hasHint ? HTMLIdentifier.hint(name) : nil
        let error = HTMLIdentifier.error(name)
        id = HTMLIdentifier.control(name)
        hintID = hint
        errorID = error
        describedByWhenInvalid = hint.map { $0 + " " + error } ?? error
    }
    /// The row's markup, by ``variant(isInvalid:isDisabled:)``, recorded
    /// the first time a render needs it.
    /// (Not lazy: a lazy property's getter copies the array out on every
    /// read.)
    ///
    /// The facts' mutable properties are `@exclusivity(unchecked)`: they are
    /// used on the main actor, one access at a time, and the dynamic check
    /// of every read was a tenth of a large form's render.
    @exclusivity(unchecked)
    var templates: [HTMLRowTemplate?] = [nil, nil, nil, nil]
    /// The buttons after a repeated group's element, when this row is the
    /// element's last: recorded the first time a render needs them. Facts
    /// are kept per outline, and the outline fixes the group's count.
    @exclusivity(unchecked)
    var elementButtons: HTMLRowTemplate?
    /// The same with FormsKit's English words written in (no holes),
    /// made the first time they are the words in effect.
    @exclusivity(unchecked)
    var elementButtonsInEnglish: HTMLRowTemplate?
    /// What the control is written with, by variant and whether the page
    /// validates live, made the first time a render needs it.
    @exclusivity(unchecked)
    private var contexts: [HTMLControlContext?] = [nil, nil, nil, nil, nil, nil, nil, nil]
    /// The markup of the row's options, each with a hole for ` selected`
    /// or ` checked`, for the labels and context it was recorded for.
    @exclusivity(unchecked)
    private var recordedOptions: (labels: [String], isDisabled: Bool, options: [HTMLRowTemplate])?

    @MainActor
    init<Form>(_ entry: OutlineRow<Form>, name: String, session: FormSession<Form>) {
        let row = entry.row
        self.name = name
        reader = HTMLRowReader(row: row)
        place = HTMLRowPlace(entry.place)
        isUnconditional = row.isUnconditional
        sectionIsUnconditional = session.layout.sections[entry.section].isUnconditional
        input = HTMLRowInput(row.control)
        switch row.control {
        case .button(let button): isSubmitButton = button.role == .submit && button.destination == nil
        default: isSubmitButton = false
        }
        if case .file = row.control { isFile = true } else { isFile = false }
        keepsDrafts = row.control.keepsDrafts
        field = row.field
        hasHint = row.anatomy.subtitle != nil
    }

    /// What the row's field's rules let the browser check: worked out once
    /// (a field's rules are fixed when it is declared).
    @MainActor
    func constraints<Form: ValidatableForm>(in controller: FormController<Form>) -> BrowserConstraints {
        if let constraintsStorage { return constraintsStorage }
        let constraints = (field as? PartialKeyPath<Form>).map { BrowserConstraints(controller.clientCheckKinds(for: $0)) } ?? BrowserConstraints()
        constraintsStorage = constraints
        return constraints
    }

    /// The position of the row's field among `controller`'s validated
    /// fields, in the list `list` (`FormController.fieldListIdentity`):
    /// found once, and again only when the list is another.
    @MainActor
    func fieldIndex<Form: ValidatableForm>(in controller: FormController<Form>, list: ObjectIdentifier) -> Int? {
        if let fieldPosition, fieldPosition.list == list { return fieldPosition.index }
        let index = (field as? PartialKeyPath<Form>).flatMap { controller.fieldIndex(of: $0) }
        fieldPosition = (list, index)
        return index
    }

    /// The facts of every row of `outline`, the session's outline of
    /// version `version`: made the first time an outline is rendered or
    /// decoded, and kept by the session for as long as the outline.
    @MainActor
    static func all<Form>(in session: FormSession<Form>, outline: [OutlineRow<Form>], version: Int) -> [HTMLRowFacts] {
        var facts: [HTMLRowFacts] = []
        facts.reserveCapacity(outline.count)
        let kept = session.allRowFacts(outlineVersion: version, rowCount: outline.count)
        for index in outline.indices {
            if let known = kept[index] as? HTMLRowFacts {
                facts.append(known)
                continue
            }
            let made = HTMLRowFacts(outline[index], name: session.htmlName(ofRowAt: index, in: outline, version: version), session: session)
            session.setRowFacts(made, at: index, outlineVersion: version, rowCount: outline.count)
            facts.append(made)
        }
        return facts
    }

    /// Which of ``templates`` a row with or without messages, enabled or
    /// not, is written from.
    static func variant(isInvalid: Bool, isDisabled: Bool) -> Int {
        (isInvalid ? 1 : 0) + (isDisabled ? 2 : 0)
    }

    /// The markup of the row's options for `labels`, recorded by `record`
    /// (one option at a time) unless the last render had the same labels
    /// and `context` enabled or disabled the same way.
    func options(
        labels: [String], context: HTMLControlContext, record: (_ index: Int, _ html: inout HTMLWriter) -> Void
    ) -> [HTMLRowTemplate] {
        if let recordedOptions, recordedOptions.isDisabled == context.isDisabled, recordedOptions.labels == labels {
            return recordedOptions.options
        }
        var options: [HTMLRowTemplate] = []
        options.reserveCapacity(labels.count)
        for index in labels.indices {
            var recorder = HTMLWriter(recordingTemplate: ())
            record(index, &recorder)
            options.append(recorder.template)
        }
        recordedOptions = (labels, context.isDisabled, options)
        return options
    }

    /// What the row's control is written with.
    @MainActor
    func context<Form: ValidatableForm>(
        isInvalid: Bool, isDisabled: Bool, validatesLive: Bool, controller: FormController<Form>
    ) -> HTMLControlContext {
        let slot = Self.variant(isInvalid: isInvalid, isDisabled: isDisabled) + (validatesLive ? 4 : 0)
        if let context = contexts[slot] { return context }
        let context = HTMLControlContext(
            name: name, id: id, describedBy: isInvalid ? describedByWhenInvalid : hintID, isInvalid: isInvalid, isDisabled: isDisabled,
            validatesLive: validatesLive, constraints: constraints(in: controller))
        contexts[slot] = context
        return context
    }
}

/// Where a row sits in its section (`OutlineRow.Place`), in a type that is
/// not generic.
enum HTMLRowPlace: Equatable {
    case header
    case row
    case element(group: String, index: Int)
    case add(group: String)
    case footer

    /// The group the row adds an element to, when it is a group's Add row.
    var addedGroup: String? {
        if case .add(let group) = self { return group }
        return nil
    }

    init<Form>(_ place: OutlineRow<Form>.Place) {
        switch place {
        case .header: self = .header
        case .row: self = .row
        case .element(let group, let index): self = .element(group: group, index: index)
        case .add(let group): self = .add(group: group)
        case .footer: self = .footer
        }
    }
}

/// What a submission sets through a row, by its control, in a type that is
/// not generic.
enum HTMLRowInput {
    /// Typed text: text and numbers.
    case text
    /// A date, as a browser's date input sends it.
    case date
    /// A checkbox, with its presence marker.
    case toggle
    /// One option's index.
    case choice
    /// Option indices, with a presence marker.
    case multipleChoice
    /// An uploaded file.
    case file
    /// Nothing: values, notes, buttons, links and custom rows.
    case none

    init<Form>(_ control: RowControl<Form>) {
        switch control {
        case .text, .number: self = .text
        case .date: self = .date
        case .toggle: self = .toggle
        case .choice: self = .choice
        case .multipleChoice: self = .multipleChoice
        case .file: self = .file
        case .value, .note, .button, .link, .custom: self = .none
        }
    }
}
