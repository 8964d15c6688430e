import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// A custom card form style, written by a user against the model.
struct SeedCardStyle: FormAppearance {
    var name: String { "seed card" }

    func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode {
        .vstack(alignment: .leading, spacing: 3) {
            ChromeNode.text("Settings", role: .headline)
            configuration.content
        }
        .padding(4)
        .background(.secondaryBackground)
        .border(cornerRadius: 3)
    }
}

@Suite("Appearances, section styles and themes")
struct StyleTests {
    @Test("Grouped: caption headers, boxed rows")
    func grouped() {
        #expect(
            ChromeDescription.describe(.grouped) == """
                form:
                background(secondaryBackground)
                  vstack(leading, spacing 1)
                    text[title] "Title"
                    <content>
                section:
                vstack(leading, spacing 0)
                  padding(0, 1, 0, 0)
                    text[caption] "Header"
                  border(separator, radius 1)
                    background(primaryBackground)
                      <content>
                  padding(0, 1, 0, 0)
                    text[footnote] "Footer"
                labels: leading

                """)
    }

    @Test("Columns: labels in a column, sections divided")
    func columns() {
        #expect(
            ChromeDescription.describe(.columns) == """
                form:
                vstack(leading, spacing 1)
                  text[title] "Title"
                  <content>
                section:
                vstack(leading, spacing 0)
                  text[headline] "Header"
                  <content>
                  text[footnote] "Footer"
                  divider
                labels: column(width: 18)

                """)
    }

    @Test("Card: a custom style's chrome, built in and written by a user alike")
    func card() {
        let builtIn = ChromeDescription.tree(CardFormAppearance().makeBody(configuration: FormAppearanceConfiguration(title: nil)))
        let user = ChromeDescription.tree(SeedCardStyle().makeBody(configuration: FormAppearanceConfiguration(title: nil)))
        #expect(builtIn == user)
        #expect(
            builtIn == """
                border(separator, radius 3)
                  background(secondaryBackground)
                    padding(4, 4, 4, 4)
                      vstack(leading, spacing 3)
                        text[headline] "Settings"
                        <content>

                """)
        #expect(SeedCardStyle().makeBody(configuration: FormAppearanceConfiguration(title: nil)).containsContent)
    }

    @Test("Section styles are values changed with restyled")
    func sectionStyle() {
        let style = SectionStyle.default.restyled { style in
            style.rowInsets.leading = 4
            style.itemSpacing = 2
        }
        #expect(style.rowInsets == ChromeInsets(leading: 4, trailing: 1))
        #expect(style.itemSpacing == 2)
        #expect(SectionStyle.default.itemSpacing == 1, "the original is unchanged")
    }

    @Test("Themes name colours by role, with terminal fallbacks")
    func theme() {
        let theme = FormTheme.standard
        #expect(theme[.accent].hex == "#0a84ff")
        #expect(theme[.error].ansi == 9)
        #expect(theme[.text].hex == nil, "the surface's default colour")
        var custom = theme
        custom.accent = ThemeColor(red: 0xAF, green: 0x52, blue: 0xDE, ansi: 13)
        #expect(custom[.accent] != theme[.accent])
    }
}
