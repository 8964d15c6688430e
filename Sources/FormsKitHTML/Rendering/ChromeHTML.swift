@_spi(FormsKitSurface) import FormsKitModel

/// A `ChromeNode` as HTML: what an appearance (or a custom
/// row) draws around content, with the theme's roles as CSS custom
/// properties. Cells of the model become rems: half a rem per cell.
enum ChromeHTML {
    /// What the text roles that head content become.
    enum Headings {
        /// The page's headings: its first (the title, or a headline where
        /// there is no title) is the page's `h1`, the others `h2`, so a
        /// screen reader can jump to them and the page has one `h1`.
        case page
        /// Text styled as a heading, in a row: not a heading of the page.
        case none
    }

    /// Writes `node`; `content` writes what goes where the node's
    /// `.content` is.
    static func write(
        _ node: ChromeNode, headings: Headings = .page, into html: inout HTMLWriter, content: (inout HTMLWriter) -> Void = { _ in }
    ) {
        var hasFirstHeading = headings == .none
        write(node, hasFirstHeading: &hasFirstHeading, headings: headings, into: &html, content: content)
    }

    private static func write(
        _ node: ChromeNode, hasFirstHeading: inout Bool, headings: Headings, into html: inout HTMLWriter, content: (inout HTMLWriter) -> Void
    ) {
        switch node {
        case .content:
            content(&html)
        case .divider:
            html.void("hr", .init("class", "fk-divider"))
        case .text(let text, let role):
            switch role {
            case .title, .headline:
                let className = role == .title ? "fk-chrome-title" : "fk-chrome-headline"
                if headings == .none {
                    html.element("span", .init("class", className), text: text)
                } else if !hasFirstHeading {
                    hasFirstHeading = true
                    html.element("h1", .init("class", className), text: text)
                } else {
                    html.element("h2", .init("class", className), text: text)
                }
            case .body, .caption, .footnote: html.element("span", .init("class", "fk-chrome-" + role.rawValue), text: text)
            }
        case .stack(let axis, _, let spacing, let children):
            html.open(
                "div", .init("class", axis == .horizontal ? "fk-hstack" : "fk-vstack"),
                spacing > 0 ? .init("style", "gap:" + rems(spacing)) : nil
            )
            for child in children { write(child, hasFirstHeading: &hasFirstHeading, headings: headings, into: &html, content: content) }
            html.close("div")
        case .padding(let insets, let child):
            let padding = [insets.top, insets.trailing, insets.bottom, insets.leading].map(rems).joined(separator: " ")
            html.open("div", .init("class", "fk-chrome-padding"), .init("style", "padding:" + padding))
            write(child, hasFirstHeading: &hasFirstHeading, headings: headings, into: &html, content: content)
            html.close("div")
        case .background(let role, let child):
            html.open("div", .init("class", "fk-chrome-background"), .init("style", "background:" + variable(role)))
            write(child, hasFirstHeading: &hasFirstHeading, headings: headings, into: &html, content: content)
            html.close("div")
        case .border(let role, let radius, let child):
            html.open(
                "div", .init("class", "fk-chrome-border"),
                .init("style", "border:1px solid " + variable(role) + ";border-radius:" + rems(radius))
            )
            write(child, hasFirstHeading: &hasFirstHeading, headings: headings, into: &html, content: content)
            html.close("div")
        case .swatch(let color):
            html.element("span", .init("class", "fk-swatch"), .init("style", "background:" + (color.hex ?? "transparent")), text: color.hex ?? "")
        }
    }

    /// `var(--fk-…)` for a theme role: `secondaryText` is `--fk-secondary-text`.
    static func variable(_ role: ThemeColorRole) -> String {
        "var(" + propertyName(role) + ")"
    }

    /// The custom property of a theme role.
    static func propertyName(_ role: ThemeColorRole) -> String {
        // Roles are ASCII camel case (`secondaryBackground`): byte by byte,
        // with no Unicode property looked up per character.
        var name = Array("--fk-".utf8)
        for byte in role.rawValue.utf8 {
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                name.append(UInt8(ascii: "-"))
                name.append(byte + 0x20)
            } else {
                name.append(byte)
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    private static func rems(_ cells: Int) -> String {
        cells == 0 ? "0" : HTMLValueText.number(Double(cells) / 2) + "rem"
    }
}
