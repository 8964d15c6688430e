#if canImport(SwiftUI)
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import SwiftUI
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#endif

/// One row: its native control (one switch over `NativeControl`), a
/// table row's anatomy around it, its messages under it.
@MainActor
struct FormScreenRow<Form: ValidatableForm>: View {
    let model: FormScreenModel<Form>
    /// The session the screen shows: the views read and edit it directly.
    private var session: FormSession<Form> { model.session }
    let row: ScreenRow<Form>
    let pages: (String) -> AnyView
    /// Whether "Start over?" is asked, after a Start over button was
    /// pressed on a form with changes.
    @State private var isAskingToStartOver = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                control
                if session.isChecking(id) {
                    // An asynchronous check of this field runs.
                    ProgressView().controlSize(.small)
                }
            }
            if !row.resolved.isEnabled, let reason = row.resolved.disabledReason {
                Text(reason).font(.footnote).foregroundStyle(.secondary)
            }
        }
        .formValidationError(for: messageState)
        .disabled(!row.resolved.isEnabled)
        .id(row.id)
        .confirmationDialog(
            ValidationMessages.text(for: .startOverQuestion), isPresented: $isAskingToStartOver, titleVisibility: .visible
        ) {
            Button(ValidationMessages.text(for: .startOverAction), role: .destructive) { session.startOver() }
            Button(ValidationMessages.text(for: .keepEditingAction), role: .cancel) {}
        }
    }

    private var id: PartialKeyPath<Form> { row.id }

    /// The row's messages (what does not read, then the field's), as a state
    /// for `formValidationError(for:)`.
    private var messageState: Validated<String>.State {
        let messages = session.messages(for: id)
        return messages.isEmpty ? .idle : .invalid(messages: messages)
    }
    private var title: String { row.anatomy.title }

    @ViewBuilder private var control: some View {
        switch row.control {
        case .textField(let traits):
            TextField(title, text: textBinding, prompt: prompt)
                .textInput(traits)
                .focusedField(model, id)
                .onSubmit { perform(model.commit(id)) }
        case .secureField(let traits):
            SecureField(title, text: textBinding, prompt: prompt)
                .textInput(traits)
                .focusedField(model, id)
                .onSubmit { perform(model.commit(id)) }
        case .multilineTextField(let traits):
            TextField(title, text: textBinding, prompt: prompt, axis: .vertical)
                .lineLimit(3...)
                .textInput(traits)
                .focusedField(model, id)
        case .numberField(let traits):
            LabeledContent {
                TextField(title, text: textBinding, prompt: prompt)
                    .multilineTextAlignment(.trailing)
                    .textInput(traits)
                    .focusedField(model, id)
                    .onSubmit { perform(model.commit(id)) }
            } label: {
                RowLabel(anatomy: row.anatomy, detail: row.resolved.detail)
            }
        case .stepper(let range, let step):
            if let range {
                Stepper(value: numberBinding, in: range, step: step) { stepperLabel }
            } else {
                Stepper(value: numberBinding, step: step) { stepperLabel }
            }
        case .slider(let range, let step):
            LabeledContent {
                Slider(value: numberBinding, in: range, step: step) { Text(title) }
            } label: {
                RowLabel(anatomy: row.anatomy, detail: session.text(of: id))
            }
        case .toggle:
            Toggle(isOn: Binding(get: { session.isOn(id) }, set: { session.setOn($0, for: id) })) {
                RowLabel(anatomy: row.anatomy, detail: row.resolved.detail)
            }
        case .menuPicker:
            Picker(selection: choiceBinding) {
                ForEach(Array(session.optionLabels(of: id).enumerated()), id: \.offset) { index, label in
                    Text(label).tag(Optional(index))
                }
            } label: {
                RowLabel(anatomy: row.anatomy, detail: nil)
            }
            .pickerStyle(.menu)
        case .segmentedPicker:
            Picker(title, selection: choiceBinding) {
                ForEach(Array(session.optionLabels(of: id).enumerated()), id: \.offset) { index, label in
                    Text(label).tag(Optional(index))
                }
            }
            .pickerStyle(.segmented)
        case .multipleSelection:
            NavigationLink {
                MultipleSelectionList(model: model, id: id, title: title)
            } label: {
                RowLabel(anatomy: row.anatomy, detail: selectionSummary)
            }
        case .datePicker(let components, let range, let isOptional):
            if isOptional && session.date(of: id) == nil {
                // No date yet: say so, rather than show today as if chosen.
                LabeledContent {
                    Button(session.text(of: id).isEmpty ? ScreenWords.text("setDate") : session.text(of: id)) { session.setDate(Date(), for: id) }
                } label: {
                    RowLabel(anatomy: row.anatomy, detail: nil)
                }
            } else {
                HStack {
                    DatePicker(selection: dateBinding, in: range ?? .distantPast ... .distantFuture, displayedComponents: components.datePickerComponents) {
                        RowLabel(anatomy: row.anatomy, detail: nil)
                    }
                    if isOptional {
                        Button {
                            session.setDate(nil, for: id)
                        } label: {
                            Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                        }
                        .buttonStyle(.borderless)
                        .accessibilityLabel(ScreenWords.text("clear", ["title": title]))
                    }
                }
            }
        case .labeledValue:
            LabeledContent {
                Text(session.valueText(of: id))
            } label: {
                RowLabel(anatomy: row.anatomy, detail: nil)
            }
        case .note:
            Text(title)
                .font(.footnote)
                .foregroundStyle(.secondary)
        case .button(let kind):
            Button(role: kind.buttonRole) {
                perform(model.activate(id))
            } label: {
                RowLabel(anatomy: row.anatomy, detail: row.resolved.detail)
                    .fontWeight(kind == .submit ? .semibold : nil)
            }
            .focusedField(model, id)
        case .navigationLink:
            LinkRow(model: model, row: row, pages: pages)
        case .custom:
            if let content = session.customContent(of: id) {
                ChromeView(node: content, theme: session.layout.theme)
            }
        case .filePicker(let acceptedTypes):
            FilePickerRow(model: model, row: row, acceptedTypes: acceptedTypes)
        }
    }

    private var prompt: Text? {
        model.session.row(id)?.control.textEntry?.placeholder.map { Text($0) }
    }

    private var stepperLabel: some View {
        RowLabel(anatomy: row.anatomy, detail: session.text(of: id))
    }

    private var selectionSummary: String {
        let labels = session.optionLabels(of: id)
        let selected = session.selectedIndices(of: id).sorted().compactMap { labels.indices.contains($0) ? labels[$0] : nil }
        return selected.joined(separator: ", ")
    }

    private var textBinding: Binding<String> {
        Binding(get: { session.text(of: id) }, set: { session.setText($0, for: id) })
    }

    private var numberBinding: Binding<Double> {
        Binding(get: { session.number(of: id) ?? 0 }, set: { session.setNumber($0, for: id) })
    }

    private var choiceBinding: Binding<Int?> {
        Binding(get: { session.selectedIndex(of: id) }, set: { if let index = $0 { session.select(index, for: id) } })
    }

    private var dateBinding: Binding<Date> {
        Binding(get: { session.date(of: id) ?? Date() }, set: { session.setDate($0, for: id) })
    }

    private func perform(_ action: FormScreenModel<Form>.Action) {
        switch action {
        case .submit:
            Task { await model.submit() }
        case .startOver:
            if session.controller.isDirty { isAskingToStartOver = true } else { session.startOver() }
        case .none, .cancel, .open:
            break
        }
    }
}

/// A table row's anatomy: an icon, the title with a subtitle under it, a
/// detail at the trailing edge.
@MainActor
struct RowLabel: View {
    let anatomy: RowAnatomy
    let detail: String?

    var body: some View {
        HStack {
            if let icon = anatomy.icon {
                switch RowIconKind(icon) {
                case .symbol(let name): Image(systemName: name).foregroundStyle(.tint)
                case .text(let text): Text(text)
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(anatomy.title)
                if let subtitle = anatomy.subtitle {
                    Text(subtitle).font(.footnote).foregroundStyle(.secondary)
                }
            }
            if let detail = detail ?? anatomy.detail {
                Spacer()
                Text(detail).foregroundStyle(.secondary)
            }
            if anatomy.showsChevron {
                Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

extension View {
    /// The text content hints of a row.
    func textInput(_ traits: TextInputTraits) -> some View {
        #if os(iOS) || os(tvOS) || os(visionOS)
        return
            self
            .keyboardType(traits.keyboard.uiKeyboardType)
            .textInputAutocapitalization(traits.capitalization.textInputAutocapitalization)
            .textContentType(traits.contentType?.uiTextContentType)
            .autocorrectionDisabled(traits.disablesAutocorrection)
            .submitLabel(traits.returnKey.submitLabel)
        #else
        return
            self
            .autocorrectionDisabled(traits.disablesAutocorrection)
            .submitLabel(traits.returnKey.submitLabel)
        #endif
    }

    /// Focus of a row's control, in step with `controller.focus`.
    @MainActor
    func focusedField<Form: ValidatableForm>(_ model: FormScreenModel<Form>, _ id: PartialKeyPath<Form>) -> some View {
        focused(on: .constant(model.session.controller), equals: id)
    }
}

extension NativeControl.ButtonKind {
    var buttonRole: ButtonRole? {
        switch self {
        case .cancel: return .cancel
        case .destructive: return .destructive
        case .plain, .submit, .reset: return nil
        }
    }
}

extension TextInputTraits.ReturnKey {
    var submitLabel: SubmitLabel {
        switch self {
        case .next: return .next
        case .done: return .done
        case .return: return .return
        }
    }
}

#if os(iOS) || os(tvOS) || os(visionOS)
extension TextInputTraits.Keyboard {
    var uiKeyboardType: UIKeyboardType {
        switch self {
        case .default: return .default
        case .emailAddress: return .emailAddress
        case .url: return .URL
        case .phonePad: return .phonePad
        case .numberPad: return .numberPad
        case .decimalPad: return .decimalPad
        case .webSearch: return .webSearch
        }
    }
}

extension TextInputTraits.Capitalization {
    var textInputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .never: return .never
        case .words: return .words
        case .sentences: return .sentences
        case .characters: return .characters
        }
    }
}

extension TextInputTraits.ContentType {
    var uiTextContentType: UITextContentType {
        switch self {
        case .emailAddress: return .emailAddress
        case .url: return .URL
        case .telephoneNumber: return .telephoneNumber
        case .name: return .name
        case .username: return .username
        case .newPassword: return .newPassword
        case .password: return .password
        case .oneTimeCode: return .oneTimeCode
        }
    }
}
#endif

extension DateText.Components {
    var datePickerComponents: DatePickerComponents {
        switch self {
        case .date: return .date
        case .time: return .hourAndMinute
        case .dateAndTime: return [.date, .hourAndMinute]
        }
    }
}
#endif
