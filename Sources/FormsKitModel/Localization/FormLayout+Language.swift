import FormsKit

/// How a layout's own texts are put into a language: through the form's
/// ``FormLayout/texts`` (its translations, by their English), and FormsKit's
/// own words for the titles a layout has by default ("Submit", "Continue").
struct LayoutTranslation: Sendable {
    let language: FormLanguage
    let texts: TextCatalog?

    /// `text` in the language: the form's translation of it, else FormsKit's
    /// own when it is one of a layout's default titles, else as written.
    func callAsFunction(_ text: String) -> String {
        if let translated = texts?.translation(of: text, in: language) { return translated }
        return Self.defaultTitles[text].map { $0(language) } ?? text
    }

    func callAsFunction(_ text: String?) -> String? {
        text.map { self($0) }
    }

    /// A layout's default titles, in English, and their words in a language.
    private static let defaultTitles: [String: @Sendable (FormLanguage) -> String] = [
        "Submit": { ValidationMessages.text(for: .submitTitle, in: $0) },
        "Cancel": { ValidationMessages.text(for: .cancelTitle, in: $0) },
        "Continue": { ModelWords.catalog.text("layout.continue", in: $0) },
        "Back": { ModelWords.catalog.text("layout.back", in: $0) },
        "Add": { ModelWords.catalog.text("layout.add", in: $0) },
        "item": { ModelWords.catalog.text("group.item", in: $0) },
        "items": { ModelWords.catalog.text("group.items", in: $0) },
    ]
}

extension FormLayout {
    /// The layout with its texts in `language`: titles, headers, footers,
    /// hints, placeholders, units, options' labels and messages of its own,
    /// through ``texts``; a layout's default titles in FormsKit's words. In
    /// English, the layout as written.
    ///
    /// Texts worked out from the form's values by closures of your own
    /// (a value row's text, a success summary) are yours to put into the
    /// language: look them up in ``texts`` there.
    func translated(to language: FormLanguage) -> FormLayout {
        // English is as written, unless the form rewords it in a file of its own.
        guard language.language != .english || texts?.hasFile(for: "en") == true else { return self }
        let translate = LayoutTranslation(language: language, texts: texts)
        var layout = self
        layout.title = translate(title)
        layout.submitTitle = translate(submitTitle)
        layout.cancelTitle = translate(cancelTitle)
        layout.continueTitle = translate(continueTitle)
        layout.backTitle = translate(backTitle)
        layout.successMessage = translate(successMessage)
        layout.sections = sections.map { $0.translated(translate) }
        // A review's answers read the translated rows; its Change buttons
        // name their step in the step's words.
        layout.translateSteps(translate) { ModelWords.catalog.text("review.change", in: language, ["step": $0]) }
        return layout
    }
}

extension FormSection {
    func translated(_ translate: LayoutTranslation) -> FormSection {
        var section = self
        section.header = header?.translated(translate)
        section.footer = footer?.translated(translate)
        section.items = items.map { item in
            switch item {
            case .row(let row): return .row(row.translated(translate))
            case .repeated(let group): return .repeated(group.translated(translate))
            }
        }
        return section
    }
}

extension SectionSupplement {
    func translated(_ translate: LayoutTranslation) -> SectionSupplement {
        switch self {
        case .text(let text): return .text(translate(text))
        case .row(let row): return .row(row.translated(translate))
        }
    }
}

extension RepeatedRows {
    func translated(_ translate: LayoutTranslation) -> RepeatedRows {
        var group = self
        group.addTitle = translate(addTitle)
        group.itemName = translate(itemName)
        group.itemNamePlural = translate(itemNamePlural)
        let rows = self.rows
        group.rows = { index in rows(index).map { $0.translated(translate) } }
        return group
    }
}

extension FormRow {
    func translated(_ translate: LayoutTranslation) -> FormRow {
        var row = self
        row.anatomy.title = translate(anatomy.title)
        row.anatomy.subtitle = translate(anatomy.subtitle)
        row.anatomy.detail = translate(anatomy.detail)
        if let reasons = disabledReasons { row.disabledReasons = { form in translate(reasons(form)) } }
        row.control = control.translated(translate)
        return row
    }
}

extension RowControl {
    func translated(_ translate: LayoutTranslation) -> RowControl {
        switch self {
        case .text(var text):
            text.placeholder = translate(text.placeholder)
            return .text(text)
        case .number(var number):
            number.format.unit = translate(number.format.unit)
            return .number(number)
        case .choice(let choice):
            return .choice(choice.translatingLabels { translate($0) })
        case .multipleChoice(let choices):
            return .multipleChoice(choices.translatingLabels { translate($0) })
        case .toggle, .date, .value, .note, .button, .link, .custom, .file:
            return self
        }
    }
}
