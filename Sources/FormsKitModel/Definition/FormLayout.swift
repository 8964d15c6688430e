import FormsKit
import Foundation

/// The description of a form's screen: its sections and rows, its appearance,
/// its theme and where focus starts. One layout drives every surface.
///
/// ```swift
/// FormLayout<AddServerForm>(title: "Add Server") {
///     FormSection {
///         TextRow("Server URL", \.server, content: .url)
///         ButtonRow("Add", role: .submit)
///     }
/// }
/// ```
public struct FormLayout<Form: ValidatableForm> {
    /// The form's title.
    public var title: String?
    /// The sections, in order: every step's, for a form split into steps.
    public var sections: [FormSection<Form>]
    /// The steps, for a form split into steps (each shown on its own, see
    /// ``FormStep``); empty for a form shown whole.
    public private(set) var steps: [FormLayoutStep<Form>] = []
    /// How the form and its sections are dressed.
    public var appearance: any FormAppearance
    /// The colours every surface maps to its own.
    public var theme: FormTheme
    /// Where focus goes when the form appears: the first focusable row
    /// unless the layout says otherwise (as SwiftUI sets `@FocusState` in
    /// `onAppear`).
    public var initialFocus: InitialFocus<Form>
    /// The title of the submit action of a surface's toolbar.
    public var submitTitle: String
    /// The title of the cancel action of a surface's toolbar.
    public var cancelTitle: String
    /// The title of the action that checks a step and goes to the next, in
    /// a form split into steps (the last step's is ``submitTitle``).
    public var continueTitle = "Continue"
    /// The title of the action that goes back a step.
    public var backTitle = "Back"
    /// What a surface says once the form was submitted from a link and
    /// closed ("Server added."); by default the form's title and "done".
    public var successMessage: String?
    /// What a surface says once the form was submitted, from the values
    /// sent ("Plan “Team” created."), so the person knows what was done;
    /// ``successMessage`` when `nil`. Set it with ``successMessage(_:)``.
    public var successSummary: ((Form) -> String)?
    /// Where the layout's texts are translated, by their English: the
    /// `Localizable.strings` of your bundle's `<tag>.lproj` folders. A
    /// session shows the layout in the language in effect when it is made
    /// (`FormLanguage.current`); a text the files do not translate is
    /// shown as written. `nil`: every text as written.
    public var texts: TextCatalog?

    /// A layout built declaratively.
    public init(
        title: String? = nil,
        appearance: some FormAppearance = .grouped,
        theme: FormTheme = .standard,
        submitTitle: String = "Submit",
        cancelTitle: String = "Cancel",
        successMessage: String? = nil,
        bundle: Bundle? = nil,
        @SectionListBuilder<Form> sections: () -> [FormSection<Form>]
    ) {
        self.init(
            title: title, appearance: appearance, theme: theme, submitTitle: submitTitle, cancelTitle: cancelTitle,
            successMessage: successMessage, sections: sections())
        texts = bundle.map { TextCatalog(bundle: $0) }
    }

    /// A layout split into steps, shown one at a time.
    public init(
        title: String? = nil,
        appearance: some FormAppearance = .grouped,
        theme: FormTheme = .standard,
        submitTitle: String = "Submit",
        cancelTitle: String = "Cancel",
        successMessage: String? = nil,
        bundle: Bundle? = nil,
        @StepListBuilder<Form> steps: () -> [FormStep<Form>]
    ) {
        var sections: [FormSection<Form>] = []
        var laidOut: [FormLayoutStep<Form>] = []
        let steps = steps()
        for (position, step) in steps.enumerated() {
            let start = sections.count
            switch step.kind {
            case .questions: sections += step.sections
            case .review:
                let earlier = steps[..<position].map { (title: $0.title, kind: $0.kind, sections: $0.sections, isShown: $0.isShown(in:)) }
                sections += Self.reviewSections(of: earlier) { "Change \($0)" }
                sections.append(
                    FormSection(header: nil, footer: nil, style: .default, items: [.row(ButtonRow<Form>(submitTitle, id: "review:submit", role: .submit).row)]))
            }
            laidOut.append(FormLayoutStep(title: step.title, kind: step.kind, sections: start..<sections.count, condition: step.condition))
        }
        self.init(
            title: title, appearance: appearance, theme: theme, submitTitle: submitTitle, cancelTitle: cancelTitle,
            successMessage: successMessage, sections: sections)
        self.steps = laidOut
        texts = bundle.map { TextCatalog(bundle: $0) }
    }

    /// Puts the steps' titles through `translate`, then makes each review
    /// again from the steps' sections as they now are (its answers read
    /// the translated rows), its Change buttons titled by `changeTitle`.
    mutating func translateSteps(_ translate: LayoutTranslation, changeTitle: (String) -> String) {
        for index in steps.indices { steps[index].title = translate(steps[index].title) }
        for (position, step) in steps.enumerated() where step.kind == .review {
            let earlier = steps[..<position].map { step in
                (title: step.title, kind: step.kind, sections: Array(sections[step.sections]), isShown: step.isShown(in:))
            }
            let answers = Self.reviewSections(of: earlier, changeTitle: changeTitle)
            // The same sections as before, one for each step reviewed, then Submit.
            sections.replaceSubrange(step.sections.lowerBound..<step.sections.upperBound - 1, with: answers)
        }
    }

    /// A review's sections: one for each step before it, shown when that
    /// step is, with a row for each answer its rows hold (shown when the
    /// row is) and a button that goes back to the step to change them.
    /// Repeated groups' rows are not listed.
    private static func reviewSections(
        of steps: [(title: String, kind: FormStep<Form>.Kind, sections: [FormSection<Form>], isShown: (Form) -> Bool)],
        changeTitle: (String) -> String
    ) -> [FormSection<Form>] {
        steps.indices.compactMap { index -> FormSection<Form>? in
            let step = steps[index]
            guard step.kind == .questions else { return nil }
            var rows: [RowItem<Form>] = []
            for section in step.sections {
                for case .row(let row) in section.items where row.control.boundKeyPath != nil {
                    let control = row.control
                    let answer = FormRow<Form>(
                        id: FormRow.markerKeyPath("review:\(index):\(rows.count)"), title: row.anatomy.title,
                        control: .value(ValueControl(reading: { controller in control.answerText(in: controller) ?? "" }))
                    )
                    .visible(when: { form in section.isVisible(in: form) && row.isVisible(in: form) })
                    rows.append(.row(answer))
                }
            }
            let change = ButtonRow<Form>(changeTitle(step.title), id: "review:change:\(index)") { session in session.goToStep(index) }
            rows.append(.row(change.row))
            return FormSection(header: .text(step.title), footer: nil, style: .default, items: rows)
                .visible(when: step.isShown)
        }
    }

    init(
        title: String?, appearance: any FormAppearance, theme: FormTheme, submitTitle: String, cancelTitle: String,
        successMessage: String?, sections: [FormSection<Form>]
    ) {
        self.title = title
        self.sections = sections
        self.appearance = appearance
        self.theme = theme
        self.initialFocus = .firstRow
        self.submitTitle = submitTitle
        self.cancelTitle = cancelTitle
        self.successMessage = successMessage
    }

    /// Says what was done once the form is submitted, from the values sent:
    /// `.successMessage { "Plan “\($0.name)” created." }`.
    public func successMessage(_ summary: @escaping (Form) -> String) -> Self {
        var layout = self
        layout.successSummary = summary
        return layout
    }

    /// Focuses `field` when the form appears (as SwiftUI sets `@FocusState` in `onAppear`).
    public func focusOnAppear(_ field: PartialKeyPath<Form>) -> Self {
        var layout = self
        layout.initialFocus = .field(field)
        return layout
    }

    /// Focuses the first focusable row when the form appears (the default).
    public func focusFirstRowOnAppear() -> Self {
        var layout = self
        layout.initialFocus = .firstRow
        return layout
    }

    /// Leaves focus nowhere when the form appears.
    public func noFocusOnAppear() -> Self {
        var layout = self
        layout.initialFocus = .none
        return layout
    }

    /// Uses another appearance.
    public func appearance(_ appearance: some FormAppearance) -> Self {
        var layout = self
        layout.appearance = appearance
        return layout
    }

    /// Uses another theme.
    public func theme(_ theme: FormTheme) -> Self {
        var layout = self
        layout.theme = theme
        return layout
    }
}

/// Where focus goes when a form appears.
public enum InitialFocus<Form: ValidatableForm> {
    /// Nowhere.
    case none
    /// The first focusable, visible, enabled row.
    case firstRow
    /// This field.
    case field(PartialKeyPath<Form>)
}

/// A form that knows its own layout, so a surface can show it from the form
/// alone: `FormSession(form: AddServerForm())`.
public protocol PresentableForm: ValidatableForm {
    /// The form's layout.
    var layout: FormLayout<Self> { get }
}
