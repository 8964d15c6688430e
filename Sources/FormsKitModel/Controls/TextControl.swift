import FormsKit

/// Typed text: single-line, masked or multi-line, bound to a `String`, a
/// `String?`, or any value through a ``TextFormat``.
@_spi(FormsKitSurface) public struct TextControl<Form: ValidatableForm> {
    /// How the text is entered.
    @_spi(FormsKitSurface) public enum Style: Hashable, Sendable {
        /// One line; Enter runs the row's ``SubmitAction``.
        case singleLine
        /// One line shown masked, as a password.
        case secure
        /// Several lines; Enter starts a new line.
        case multiline
    }

    /// How the text is entered.
    @_spi(FormsKitSurface) public var style: Style
    /// What the text is (email, URL, ...), with the keyboard and autocomplete
    /// hints that follow.
    @_spi(FormsKitSurface) public var content: TextContentKind
    /// Shown while the text is empty.
    @_spi(FormsKitSurface) public var placeholder: String?
    /// The most characters (grapheme clusters, as people count them: `🇺🇦`
    /// and `é` are one each) the text may have. Longer text is not written:
    /// it is an ``InputProblem`` that says the limit. A row that states no
    /// limit has its style's standard one (``standardCharacterLimit(for:)``),
    /// as a database column has a length; `nil` only when set so.
    @_spi(FormsKitSurface) public var characterLimit: Int?

    /// The limit of a text whose row states none: 1,000 characters on one
    /// line (a name, an address, a password), 10,000 on several (a bio, a
    /// message). State a limit of your own with `characterLimit:`, or
    /// `Int.max` for none.
    @_spi(FormsKitSurface) public static func standardCharacterLimit(for style: Style) -> Int {
        style == .multiline ? 10_000 : 1_000
    }
    /// The name of the value's format for snapshots and surfaces (`colour`),
    /// or `nil` for plain text.
    @_spi(FormsKitSurface) public var formatName: String?

    let keyPath: PartialKeyPath<Form>
    /// Whether the text is the value itself (a `String` field).
    package let isVerbatim: Bool
    private let read: (FormController<Form>) -> String
    private let write: (FormController<Form>, String) -> InputProblem?

    /// The current text.
    @_spi(FormsKitSurface) public func text(in controller: FormController<Form>) -> String { read(controller) }

    /// Sets the text as an edit of the form, normalized as every surface
    /// stores text: control characters removed and, but for a password,
    /// the white space at its ends. Text longer than ``characterLimit`` is
    /// not written.
    @_spi(FormsKitSurface) public func setText(_ text: String, in controller: FormController<Form>) {
        _ = write(text, in: controller)
    }

    /// Writes `text` as ``entry`` does, without making the entry: for a
    /// surface that writes many rows' text.
    package func write(_ text: String, in controller: FormController<Form>) -> InputProblem? {
        writeNormalizing(text, in: controller).problem
    }

    /// Writes `text` as ``write(_:in:)`` does, and gives the text it
    /// normalized it to: what a `String` field holds when there is no
    /// problem, without reading it back.
    package func writeNormalizing(_ text: String, in controller: FormController<Form>) -> (problem: InputProblem?, normalized: String) {
        let normalized = TextNormalization(style).apply(text)
        if let characterLimit, let problem = InputProblem.tooLong(normalized, limit: characterLimit) { return (problem, normalized) }
        return (write(controller, normalized), normalized)
    }

    /// How the text is read and written: normalized, and within
    /// ``characterLimit``, as ``setText(_:in:)`` writes it.
    @_spi(FormsKitSurface) public var entry: TextEntry<Form> {
        let control = self
        return TextEntry(
            isVerbatim: isVerbatim, allowsNewlines: style == .multiline, isSecure: style == .secure,
            characterLimit: characterLimit, placeholder: placeholder, read: read,
            write: { controller, text in control.write(text, in: controller) }
        )
    }
}

extension TextControl {
    /// Text bound to a `String`.
    @_spi(FormsKitSurface) public init(
        _ keyPath: WritableKeyPath<Form, String>, style: Style = .singleLine, content: TextContentKind = .plain,
        placeholder: String? = nil, characterLimit: Int? = nil
    ) {
        self.init(
            style: style, content: content, placeholder: placeholder,
            characterLimit: characterLimit ?? Self.standardCharacterLimit(for: style), formatName: nil,
            keyPath: keyPath, isVerbatim: true,
            read: { $0.value(at: keyPath) },
            write: { controller, text in
                controller.setValue(text, at: keyPath)
                return nil
            })
    }

    /// Text bound to a `String?`: empty text is `nil`.
    @_spi(FormsKitSurface) public init(
        _ keyPath: WritableKeyPath<Form, String?>, style: Style = .singleLine, content: TextContentKind = .plain,
        placeholder: String? = nil, characterLimit: Int? = nil
    ) {
        self.init(
            style: style, content: content, placeholder: placeholder,
            characterLimit: characterLimit ?? Self.standardCharacterLimit(for: style), formatName: nil,
            keyPath: keyPath, isVerbatim: false,
            read: { $0.value(at: keyPath) ?? "" },
            write: { controller, text in
                controller.setValue(text.isEmpty ? nil : text, at: keyPath)
                return nil
            })
    }

    /// Any value typed as text through `format`: the way to a row kind of
    /// your own (a colour, a duration) that every surface can edit.
    ///
    /// - Parameters:
    ///   - keyPath: The value.
    ///   - format: How the value is written as text and read back.
    ///   - formatName: Names the format for snapshots and surfaces (`colour`).
    ///   - style: How the text is entered.
    ///   - content: What the text is, for keyboard and autocomplete hints.
    ///   - placeholder: Shown while the text is empty.
    ///   - characterLimit: The most characters a surface lets the user type;
    ///     `nil` for the style's standard limit.
    @_spi(FormsKitSurface) public init<Value>(
        _ keyPath: WritableKeyPath<Form, Value>, format: TextFormat<Value>, formatName: String,
        style: Style = .singleLine, content: TextContentKind = .plain,
        placeholder: String? = nil, characterLimit: Int? = nil
    ) {
        self.init(
            style: style, content: content, placeholder: placeholder,
            characterLimit: characterLimit ?? Self.standardCharacterLimit(for: style), formatName: formatName,
            keyPath: keyPath, isVerbatim: false,
            read: { format.format($0.value(at: keyPath)) },
            write: { controller, text in
                guard let value = format.parse(text) else { return format.problem }
                controller.setValue(value, at: keyPath)
                return nil
            })
    }
}

extension String {
    /// The first `count` characters, without counting the rest of a long text.
    func hasMoreCharacters(than count: Int) -> Bool {
        // Every character is at least one byte: text of no more bytes than
        // the limit is within it, and its characters need not be counted.
        if utf8.count <= count { return false }
        guard let end = index(startIndex, offsetBy: count, limitedBy: endIndex) else { return false }
        return end != endIndex
    }
}
