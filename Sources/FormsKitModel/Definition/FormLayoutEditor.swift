import FormsKit

/// Builds a layout step by step, as iZettle's `FormView` does:
/// append sections, append rows to them, decorate rows, observe them.
///
/// ```swift
/// let form = FormLayoutEditor<SettingsForm>(title: "Settings")
/// if hasFeature {
///     let section = form.appendSection(header: "Feature")
///     if hasSubFeature {
///         section.appendRow(title: "Sub feature").append(.chevron)
///     }
/// }
/// let layout = form.layout
/// ```
///
/// The result is the same ``FormLayout`` a declarative definition produces.
public final class FormLayoutEditor<Form: ValidatableForm> {
    private var title: String?
    private var appearance: any FormAppearance
    private var theme: FormTheme
    private var sections: [SectionEditor<Form>] = []

    /// An empty layout.
    public init(title: String? = nil, appearance: some FormAppearance = .grouped, theme: FormTheme = .standard) {
        self.title = title
        self.appearance = appearance
        self.theme = theme
    }

    /// Appends a section and returns it for its rows.
    @discardableResult
    public func appendSection(header: String? = nil, footer: String? = nil, style: SectionStyle = .default) -> SectionEditor<Form> {
        let section = SectionEditor<Form>(header: header.map { .text($0) }, footer: footer.map { .text($0) }, style: style)
        sections.append(section)
        return section
    }

    /// Appends a section built elsewhere.
    public func append(_ section: FormSection<Form>) {
        let editor = SectionEditor<Form>(header: section.header, footer: section.footer, style: section.style)
        editor.items = section.items
        editor.visibility = section.visibility
        editor.footerDescribesAddingOnEnter = section.footerDescribesAddingOnEnter
        sections.append(editor)
    }

    /// Appends a row straight to the form, in a section without a header.
    @discardableResult
    public func append(_ row: some FormRowConvertible<Form>) -> RowEditor<Form> {
        let section =
            sections.last.flatMap { $0.isImplicit ? $0 : nil }
            ?? {
                let section = SectionEditor<Form>(header: nil, footer: nil, style: .default)
                section.isImplicit = true
                sections.append(section)
                return section
            }()
        return section.append(row)
    }

    /// Inserts a section before the others.
    @discardableResult
    public func prependSection(header: String? = nil, footer: String? = nil, style: SectionStyle = .default) -> SectionEditor<Form> {
        let section = SectionEditor<Form>(header: header.map { .text($0) }, footer: footer.map { .text($0) }, style: style)
        sections.insert(section, at: 0)
        return section
    }

    /// The layout built so far.
    public var layout: FormLayout<Form> {
        FormLayout(
            title: title, appearance: appearance, theme: theme, submitTitle: "Submit", cancelTitle: "Cancel", successMessage: nil,
            sections: sections.map { $0.section })
    }
}

/// A section being built by a ``FormLayoutEditor``.
public final class SectionEditor<Form: ValidatableForm> {
    fileprivate var header: SectionSupplement<Form>?
    fileprivate var footer: SectionSupplement<Form>?
    fileprivate var style: SectionStyle
    fileprivate var items: [RowItem<Form>] = []
    fileprivate var rows: [RowEditor<Form>?] = []
    fileprivate var visibility: ((Form) -> Bool)?
    /// See ``FormSection/footerDescribesAddingOnEnter(_:)``.
    public var footerDescribesAddingOnEnter = false
    fileprivate var isImplicit = false

    fileprivate init(header: SectionSupplement<Form>?, footer: SectionSupplement<Form>?, style: SectionStyle) {
        self.header = header
        self.footer = footer
        self.style = style
    }

    /// Appends a row with a title (and subtitle) that reports taps, and
    /// returns it for decoration: `.prepend(icon)`, `.append("details")`,
    /// `.append(.chevron)`, `.onTap { ... }`.
    @discardableResult
    public func appendRow(title: String, subtitle: String? = nil) -> RowEditor<Form> {
        append(ButtonRow<Form>(title).subtitle(subtitle))
    }

    /// Appends any row.
    @discardableResult
    public func append(_ row: some FormRowConvertible<Form>) -> RowEditor<Form> {
        let editor = RowEditor(row.row)
        items.append(.row(row.row))
        rows.append(editor)
        return editor
    }

    /// Appends rows repeated for each element of an array.
    public func append(_ group: RepeatedRows<Form>) {
        items.append(.repeated(group))
        rows.append(nil)
    }

    /// Inserts a row before the others.
    @discardableResult
    public func prepend(_ row: some FormRowConvertible<Form>) -> RowEditor<Form> {
        let editor = RowEditor(row.row)
        items.insert(.row(row.row), at: 0)
        rows.insert(editor, at: 0)
        return editor
    }

    /// The section built so far, with every row's decorations.
    fileprivate var section: FormSection<Form> {
        let items = zip(self.items, rows).map { item, editor in
            editor.map { RowItem.row($0.row) } ?? item
        }
        var section = FormSection(header: header, footer: footer, style: style, items: items)
        section.visibility = visibility
        section.footerDescribesAddingOnEnter = footerDescribesAddingOnEnter
        return section
    }
}

/// A row being built by a ``SectionEditor``: iZettle's `RowAndProvider`.
/// Every call decorates the row and returns the editor, for chaining.
public final class RowEditor<Form: ValidatableForm> {
    /// The row as decorated so far.
    public private(set) var row: FormRow<Form>

    fileprivate init(_ row: FormRow<Form>) {
        self.row = row
    }

    /// Puts a symbol before the title.
    @discardableResult
    public func prepend(_ icon: String) -> Self {
        row = row.icon(icon)
        return self
    }

    /// Shows trailing details.
    @discardableResult
    public func append(_ detail: String) -> Self {
        row = row.detail(detail)
        return self
    }

    /// Adds an accessory: `.append(.chevron)`.
    @discardableResult
    public func append(_ accessory: RowAccessory) -> Self {
        switch accessory {
        case .chevron: row = row.chevron()
        }
        return self
    }

    /// Calls `handler` when the row is tapped (iZettle's `onValue`).
    @discardableResult
    public func onTap(_ handler: @escaping (FormSession<Form>) -> Void) -> Self {
        row = row.onTap(handler)
        return self
    }

    /// Calls `handler` after a surface changed the row's value.
    @discardableResult
    public func onChange(_ handler: @escaping (FormSession<Form>) -> Void) -> Self {
        row = row.onChange(handler)
        return self
    }

    /// Shows the row only while `condition` holds.
    @discardableResult
    public func visible(when condition: @escaping (Form) -> Bool) -> Self {
        row = row.visible(when: condition)
        return self
    }
}

/// Accessories appended to a row by a ``RowEditor``.
public enum RowAccessory: Hashable, Sendable {
    /// A chevron: the row opens something.
    case chevron
}
