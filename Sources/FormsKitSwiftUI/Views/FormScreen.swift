#if canImport(SwiftUI)
public import FormsKit
@_spi(FormsKitSurface) public import FormsKitModel
public import SwiftUI

/// Any model form as a SwiftUI `Form`: the same definition the terminal and
/// the web show, with SwiftUI's own sections and controls.
///
/// ```swift
/// NavigationStack {
///     FormScreen(form: AddServerForm()) { output in dismiss() }
/// }
/// ```
///
/// The screen shows every row kind with its native control (see
/// `NativeControl`), repeated groups with add, delete and move, links to
/// other forms and pages, messages under their fields, the form's own
/// problems above it, and Cancel and Submit in the toolbar
/// (`formToolbar(controller:…)`). Focus follows `controller.focus`: on
/// appear, along the `onSubmit` chain, and to the first invalid field after a
/// failed submission. The appearance becomes a form style and the theme's
/// colours the backgrounds, as a themed settings screen does.
@MainActor
public struct FormScreen<Form: ValidatableForm>: View {
    @State private var model: FormScreenModel<Form>
    /// The session the screen shows: the views read and edit it directly.
    private var session: FormSession<Form> { model.session }
    private let pages: (String) -> AnyView
    private let onSubmitted: ((Any) -> Void)?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale
    @State private var successMessage: String?

    /// A screen for `model`.
    ///
    /// - Parameters:
    ///   - pages: The view for a page a link row opens, by the page's id.
    ///   - onSubmitted: Called with the output after a successful
    ///     submission; when `nil` the screen dismisses itself (after showing
    ///     the layout's success message, if it has one).
    public init(
        model: FormScreenModel<Form>,
        pages: @escaping (String) -> AnyView = { AnyView(Text($0)) },
        onSubmitted: ((Any) -> Void)? = nil
    ) {
        _model = State(initialValue: model)
        self.pages = pages
        self.onSubmitted = onSubmitted
    }

    public var body: some View {
        let sections = model.sections
        let theme = session.layout.theme
        SwiftUI.Form {
            draftSection
            stepSection
            problemsSection
            ForEach(sections) { section in
                FormScreenSection(model: model, section: section, pages: pages)
                    .listRowBackground(theme.primaryBackground.swiftUIColor)
            }
        }
        .nativeFormStyle(NativeFormStyle(appearance: session.layout.appearance, title: session.layout.title))
        .themedBackground(theme.secondaryBackground.swiftUIColor)
        .navigationTitle(session.layout.title ?? "")
        .formValidationErrorColor(theme.error.swiftUIColor ?? .red)
        .tint(theme.accent.swiftUIColor)
        .formToolbar(
            controller: session.controller,
            cancelTitle: session.layout.cancelTitle,
            submitTitle: model.primaryActionTitle
        ) {
            Task { await submit() }
        }
        // A form pushed by a link, with changes, is left through Cancel (which
        // asks first) or Submit, not the back button, which would lose them.
        .navigationBarBackButtonHidden(FormToolbarState(controller: session.controller).isInteractiveDismissDisabled)
        .onAppear {
            speakEnvironmentLanguage()
            session.appear()
        }
        .onChange(of: locale) { speakEnvironmentLanguage() }
        // A second after the last change, and when the app leaves the
        // screen, what is typed is saved as a draft (when the model keeps
        // drafts).
        .task(id: session.controller.revision) {
            do { try await Task.sleep(for: .seconds(1)) } catch { return }
            await model.saveDraft()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { Task { await model.saveDraft() } }
        }
        .alert(successMessage ?? "", isPresented: isShowingSuccess) {
            Button(ScreenWords.text("ok")) { dismiss() }
        }
    }

    /// A draft an earlier run left: restore it, or discard it. And why the
    /// draft store failed, while it does: what is typed would not be back
    /// after the app quits.
    @ViewBuilder private var draftSection: some View {
        if let offer = model.draftOffer {
            Section {
                Text(offer)
                Button(ScreenWords.text("restore")) { model.restoreOfferedDraft() }
                Button(ScreenWords.text("discard"), role: .destructive) { Task { await model.discardOfferedDraft() } }
            }
        }
        if let failure = model.draftFailure {
            Section {
                Label(failure, systemImage: "exclamationmark.triangle")
                    .font(.footnote)
            }
        }
    }

    /// In a form split into steps, where the person is and the way back a
    /// step. The step is the session's: the screen shows the step shown, so
    /// that the system's back gesture keeps leaving the whole form through
    /// Cancel's rules, and no navigation path has to follow the session.
    @ViewBuilder private var stepSection: some View {
        if let progress = session.stepProgress {
            Section {
                Text(progress.text)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                if model.canGoBackAStep {
                    Button(session.layout.backTitle) { _ = session.goBackAStep() }
                }
            }
        }
    }

    /// Messages about the whole form and the current notice, above the form.
    @ViewBuilder private var problemsSection: some View {
        let problems = session.formProblems
        let notice = session.notice
        if !problems.isEmpty || notice != nil {
            Section {
                ForEach(Array(problems.enumerated()), id: \.offset) { _, problem in
                    Label(problem, systemImage: "exclamationmark.triangle.fill")
                        .foregroundStyle(session.layout.theme.error.swiftUIColor ?? .red)
                }
                if let notice {
                    Text(notice)
                        .font(.footnote)
                        .onTapGesture { session.clearNotice() }
                }
            }
            .accessibilityElement(children: .combine)
        }
    }

    private var isShowingSuccess: Binding<Bool> {
        Binding(get: { successMessage != nil }, set: { if !$0 { successMessage = nil } })
    }

    /// FormsKit's words and the form's texts in the environment's language:
    /// the process's language follows it (FormsKit's words are looked up
    /// there), and the form is shown again in it.
    private func speakEnvironmentLanguage() {
        let language = FormLanguage(matching: locale)
        if FormLanguage.standard != language { FormLanguage.standard = language }
        model.show(in: language)
    }

    private func submit() async {
        guard case .submitted(let output)? = await model.submitOrContinue() else { return }
        if let onSubmitted {
            onSubmitted(output)
        } else if let message = session.layout.successMessage {
            successMessage = message
        } else {
            dismiss()
        }
    }
}

extension FormScreen where Form: PresentableForm {
    /// A screen for a form that knows its own layout.
    public init(
        form: Form,
        pages: @escaping (String) -> AnyView = { AnyView(Text($0)) },
        onSubmitted: ((Any) -> Void)? = nil
    ) {
        self.init(model: FormScreenModel(form: form), pages: pages, onSubmitted: onSubmitted)
    }
}

/// One section: header, rows and groups, footer.
@MainActor
struct FormScreenSection<Form: ValidatableForm>: View {
    let model: FormScreenModel<Form>
    /// The session the screen shows: the views read and edit it directly.
    private var session: FormSession<Form> { model.session }
    let section: ScreenSection<Form>
    let pages: (String) -> AnyView

    var body: some View {
        Section {
            ForEach(section.items) { item in
                switch item {
                case .row(let row):
                    FormScreenRow(model: model, row: row, pages: pages)
                        .sectionRowInsets(session.layout.sections[section.id].style)
                case .group(let group):
                    RepeatedGroupView(model: model, group: group, pages: pages)
                }
            }
        } header: {
            if let header = section.header { Text(header) }
        } footer: {
            if let footer = section.footer { Text(footer) }
        }
    }
}

extension View {
    /// The section style's row insets, when it has its own.
    @ViewBuilder
    func sectionRowInsets(_ style: SectionStyle) -> some View {
        if let insets = style.nativeRowInsets {
            listRowInsets(EdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        } else {
            self
        }
    }

    /// A themed settings screen's background: the list's own background
    /// hidden, the theme's colour behind it. The platform's look when the
    /// theme has none.
    @ViewBuilder
    func themedBackground(_ color: Color?) -> some View {
        if let color {
            scrollContentBackground(.hidden).background(color)
        } else {
            self
        }
    }

    /// The form style for an appearance.
    @ViewBuilder
    func nativeFormStyle(_ style: NativeFormStyle) -> some View {
        switch style {
        case .grouped: formStyle(.grouped)
        case .columns: formStyle(.columns)
        case .card(let title): formStyle(CardFormStyle(title: title))
        case .chrome: formStyle(.grouped)
        }
    }
}

extension ThemeColor {
    /// The colour in SwiftUI, or `nil` for the platform's default.
    var swiftUIColor: Color? {
        unitRGB.map { Color(red: $0.red, green: $0.green, blue: $0.blue) }
    }
}
#endif
