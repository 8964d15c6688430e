import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// The native control that shows a row: one case per control SwiftUI offers,
/// chosen from the row's `RowControl` with no UI framework, so that every
/// row kind's mapping is tested on every platform. The SwiftUI views switch
/// over it once.
package enum NativeControl: Hashable, Sendable {
    /// A one-line text field.
    case textField(TextInputTraits)
    /// A password field.
    case secureField(TextInputTraits)
    /// A text field that grows to several lines.
    case multilineTextField(TextInputTraits)
    /// A text field for a number, typed.
    case numberField(TextInputTraits)
    /// A stepper, with the value shown beside its title.
    case stepper(range: ClosedRange<Double>?, step: Double)
    /// A slider over `range`.
    case slider(range: ClosedRange<Double>, step: Double)
    /// A switch.
    case toggle
    /// A picker that opens a menu of options.
    case menuPicker
    /// A segmented control.
    case segmentedPicker
    /// A link to a list of options, several of which can be ticked.
    case multipleSelection
    /// A date (and time) picker; an optional date can also be left empty or
    /// cleared.
    case datePicker(components: DateText.Components, range: ClosedRange<Date>?, isOptional: Bool)
    /// A title with a read-only value.
    case labeledValue
    /// Text alone, as a footnote.
    case note
    /// A button, by what it does.
    case button(ButtonKind)
    /// A row that opens another form or a page.
    case navigationLink
    /// A row drawn from its own description (`ChromeNode`).
    case custom
    /// A chosen file's name and size, with a button that opens the system's
    /// file picker, offering `acceptedTypes` (media types, `image/*`,
    /// extensions; any file when empty).
    case filePicker(acceptedTypes: [String])

    /// The control for `row`.
    package init<Form>(row: FormRow<Form>) {
        switch row.control {
        case .text(let text):
            let traits = TextInputTraits(content: text.content, submitAction: row.submitAction)
            switch text.style {
            case .singleLine: self = .textField(traits)
            case .secure: self = .secureField(traits)
            case .multiline: self = .multilineTextField(traits)
            }
        case .number(let number):
            switch number.style {
            case .field:
                self = .numberField(TextInputTraits(numberAllowingFraction: !number.isInteger, submitAction: row.submitAction))
            case .stepper:
                self = .stepper(range: number.range, step: number.step)
            case .slider:
                self = .slider(range: number.range ?? 0...1, step: number.step)
            }
        case .toggle: self = .toggle
        case .choice(let choice):
            switch choice.style {
            case .picker: self = .menuPicker
            case .segmented: self = .segmentedPicker
            }
        case .multipleChoice: self = .multipleSelection
        case .date(let date): self = .datePicker(components: date.components, range: date.range, isOptional: date.isOptional)
        case .value: self = .labeledValue
        case .note: self = .note
        case .button(let button):
            self = button.destination == nil ? .button(Self.role(button.role)) : .navigationLink
        case .link: self = .navigationLink
        case .custom: self = .custom
        case .file(let file): self = .filePicker(acceptedTypes: file.acceptedTypes)
        }
    }

    /// What a button does: the button row's role.
    package enum ButtonKind: String, Hashable, Sendable {
        /// Its own action.
        case plain
        /// Submits the form (shown with the accent colour, bold).
        case submit
        /// Leaves the form (SwiftUI's `.cancel` role).
        case cancel
        /// Puts every field back to its baseline.
        case reset
        /// Deletes or loses something (SwiftUI's `.destructive` role).
        case destructive
    }

    private static func role<Form>(_ role: ButtonControl<Form>.Role) -> ButtonKind {
        switch role {
        case .plain: return .plain
        case .submit: return .submit
        case .cancel: return .cancel
        case .reset: return .reset
        case .destructive: return .destructive
        }
    }
}
