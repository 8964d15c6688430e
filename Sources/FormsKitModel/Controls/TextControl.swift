import FormsKit

/// A text control's configuration and binding.
public struct TextControl<Form: ValidatableForm> {
    /// How the text is entered.
    public enum Style: Hashable, Sendable {
        /// One line; Enter runs the row's ``SubmitAction``.
        case singleLine
        /// One line shown masked, as a password.
        case secure
        /// Several lines; Enter starts a new line.
        case multiline
    }

    /// How the text is entered.
    public var style: Style
    /// What the text is (email, URL, ...), with the keyboard and autocomplete
    /// hints that follow.
    public var content: TextContentKind
    /// Shown while the text is empty.
    public var placeholder: String?
    /// The most characters a surface lets the user type, if any.
    public var characterLimit: Int?

    let keyPath: PartialKeyPath<Form>
    let read: @MainActor (FormController<Form>) -> String
    let write: @MainActor (FormController<Form>, String) -> Void

    /// The current text.
    @MainActor public func text(in controller: FormController<Form>) -> String { read(controller) }

    /// Sets the text as an edit of the form.
    @MainActor public func setText(_ text: String, in controller: FormController<Form>) {
        write(controller, characterLimit.map { String(text.prefix($0)) } ?? text)
    }
}

extension TextControl {
    init(style: Style, content: TextContentKind, placeholder: String?, characterLimit: Int?, keyPath: WritableKeyPath<Form, String>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(
            style: style, content: content, placeholder: placeholder, characterLimit: characterLimit,
            keyPath: keyPath,
            read: { $0.value(at: keyPath) },
            write: { $0.setValue($1, at: keyPath) }
        )
    }

    /// An optional string: empty text is `nil`.
    init(style: Style, content: TextContentKind, placeholder: String?, characterLimit: Int?, keyPath: WritableKeyPath<Form, String?>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(
            style: style, content: content, placeholder: placeholder, characterLimit: characterLimit,
            keyPath: keyPath,
            read: { $0.value(at: keyPath) ?? "" },
            write: { $0.setValue($1.isEmpty ? nil : $1, at: keyPath) }
        )
    }
}
