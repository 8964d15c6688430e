import FormsKit

/// A group of rows with an optional header and footer.
///
/// ```swift
/// FormSection("Account", footer: "Signed in as ada@example.com") {
///     ButtonRow("Edit profile")
/// }
/// ```
public struct FormSection<Form: ValidatableForm> {
    /// Above the rows: text, or a row of its own.
    public var header: SectionSupplement<Form>?
    /// Below the rows: text, or a row of its own.
    public var footer: SectionSupplement<Form>?
    /// The rows, in order.
    public var items: [RowItem<Form>]
    /// Insets and spacing of the rows.
    public var style: SectionStyle
    /// Whether the footer says what Enter does in a repeated group that adds
    /// on Enter: see ``footerDescribesAddingOnEnter(_:)``.
    public var footerDescribesAddingOnEnter = false
    var visibility: ((Form) -> Bool)?

    /// A section with text header and footer.
    public init(_ header: String? = nil, footer: String? = nil, style: SectionStyle = .default, @RowListBuilder<Form> rows: () -> [RowItem<Form>]) {
        self.init(header: header.map { .text($0) }, footer: footer.map { .text($0) }, style: style, items: rows())
    }

    /// A section with any header and footer.
    public init(
        header: SectionSupplement<Form>?, footer: SectionSupplement<Form>? = nil, style: SectionStyle = .default,
        @RowListBuilder<Form> rows: () -> [RowItem<Form>]
    ) {
        self.init(header: header, footer: footer, style: style, items: rows())
    }

    init(header: SectionSupplement<Form>?, footer: SectionSupplement<Form>?, style: SectionStyle, items: [RowItem<Form>]) {
        self.header = header
        self.footer = footer
        self.style = style
        self.items = items
    }

    /// Shows the section only while `condition` holds for the form's values.
    public func visible(when condition: @escaping (Form) -> Bool) -> Self {
        var section = self
        let previous = section.visibility
        section.visibility = { form in (previous?(form) ?? true) && condition(form) }
        return section
    }

    /// Marks the footer as saying what Enter does in the section's repeated
    /// group that adds on Enter (``RepeatedRows/appendingOnSubmit(_:)``),
    /// so that a surface where Enter does not do that leaves it out.
    ///
    /// ```swift
    /// FormSection("Options", footer: "Enter in the last option adds another.") {
    ///     RepeatedRows(\.options, id: "options", newElement: { "" }) { index in
    ///         TextRow("Option \(index + 1)", \.options[index])
    ///     }
    ///     .appendingOnSubmit()
    /// }
    /// .footerDescribesAddingOnEnter()
    /// ```
    ///
    /// A web page adds on Enter only while its script runs: without it,
    /// Enter sends the whole form, as a browser does, so the page shows
    /// such a footer only when the script runs.
    public func footerDescribesAddingOnEnter(_ describes: Bool = true) -> Self {
        var section = self
        section.footerDescribesAddingOnEnter = describes
        return section
    }

    /// Gives the section another style.
    public func style(_ style: SectionStyle) -> Self {
        var section = self
        section.style = style
        return section
    }

    /// Whether the section is shown for these values.
    public func isVisible(in form: Form) -> Bool {
        visibility?(form) ?? true
    }

    /// Whether the section is shown whatever the values.
    package var isUnconditional: Bool {
        visibility == nil
    }

    /// The header's text, when the header is text.
    public var headerText: String? {
        if case .text(let text)? = header { return text }
        return nil
    }

    /// The footer's text, when the footer is text.
    public var footerText: String? {
        if case .text(let text)? = footer { return text }
        return nil
    }
}

/// A section's header or footer.
public enum SectionSupplement<Form: ValidatableForm> {
    /// Text.
    case text(String)
    /// A row of its own: a custom row, a button...
    case row(FormRow<Form>)
}
