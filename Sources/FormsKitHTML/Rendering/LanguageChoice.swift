import FormsKit

/// The languages a page can be shown in, as a row of buttons at the top of
/// its form: each sends the page with what it holds, to be shown again in
/// its language (``HTMLFormAction/language(_:)``), so nothing typed is lost
/// and no script is needed. The language shown is marked, not a button.
package struct LanguageChoice: Sendable, Hashable {
    /// A language offered: its BCP 47 tag and its name in itself.
    package struct Option: Sendable, Hashable {
        package var tag: String
        package var name: String

        package init(tag: String, name: String) {
            self.tag = tag
            self.name = name
        }
    }

    /// What the list is called, for screen readers ("Language"), in the
    /// page's language.
    package var label: String
    /// The languages, in the order shown.
    package var options: [Option]
    /// The tag of the language the page is in.
    package var current: String

    package init(label: String, options: [Option], current: String) {
        self.label = label
        self.options = options
        self.current = current
    }

    /// The list, escaped; each name in its own language and direction.
    func write(into html: inout HTMLWriter) {
        guard options.count > 1 else { return }
        html.open("div", .init("class", "fk-languages"), .init("role", "group"), .init("aria-label", label))
        for option in options {
            let direction = FormLanguage(option.tag).isRightToLeft ? "rtl" : "ltr"
            if option.tag == current {
                html.element(
                    "span", .init("class", "fk-language"), .init("lang", option.tag), .init("dir", direction), .init("aria-current", "true"), text: option.name)
            } else {
                html.element(
                    "button", .init("type", "submit"), .init("class", "fk-language"), .init("name", HTMLFormAction.key),
                    .init("value", HTMLFormAction.languageValue(option.tag)), .init("lang", option.tag), .init("dir", direction),
                    .init("formnovalidate", ""), text: option.name)
            }
        }
        html.close("div")
    }
}
