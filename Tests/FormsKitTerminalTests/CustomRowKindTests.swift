import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import Testing

/// A colour written as `#RRGGBB`.
struct RGBColor: Hashable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    var themeColor: ThemeColor {
        ThemeColor(red: red, green: green, blue: blue, ansi: red > green && red > blue ? 9 : blue > green ? 12 : 10)
    }
}

/// A row kind the library does not have, written outside it from the
/// model's vocabulary: a colour typed as `#RRGGBB`, with a swatch.
struct ColorRow<Form: ValidatableForm>: FormRowConvertible {
    let row: FormRow<Form>

    init(_ title: String, _ keyPath: WritableKeyPath<Form, RGBColor>) {
        let format = TextFormat<RGBColor>(problem: "Enter a colour as #RRGGBB", format: \.hex, parse: RGBColor.init(hex:))
        row = FormRow(id: keyPath, title: title, control: .text(TextControl(keyPath, format: format, formatName: "colour", placeholder: "#RRGGBB")))
            .accessory { .swatch($0[keyPath: keyPath].themeColor) }
    }
}

struct PaletteForm: ValidatableForm, SubmittableForm {
    @Validated var name = "Ocean"
    @Validated var accent = RGBColor(red: 0x0A, green: 0x84, blue: 0xFF)

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name), .init(\.accent, wrappedBy: \._accent)]
    }

    @MainActor
    func submit() async throws -> String { accent.hex }

    static var layout: FormLayout<PaletteForm> {
        FormLayout(title: "Palette") {
            FormSection {
                TextRow("Name", \.name)
                ColorRow("Accent", \.accent)
            }
        }
    }
}

/// Adding a row kind needs no change in any surface: the colour row above
/// draws and edits on the terminal and prints in the snapshot printer.
@MainActor
@Suite("A row kind from outside the library")
struct CustomRowKindTests {
    @Test("The snapshot printer shows the colour row with its value and swatch")
    func snapshotPrinter() {
        let session = FormSession(form: PaletteForm(), layout: PaletteForm.layout)
        #expect(FormTextSnapshot(session).render().contains(##"  Accent  [colour]  "#0A84FF"  swatch(#0a84ff)  (idle)"##))
    }

    @Test("The terminal draws it, edits it as text, and keeps text that does not read, with the format's message")
    func terminal() async {
        let session = FormSession(form: PaletteForm(), layout: PaletteForm.layout)
        let driver = TerminalFormDriver(session: session, width: 50, height: 10, colorMode: .trueColor)
        #expect(driver.screen.contains("Accent  #0A84FF ██"))
        await driver.press(.tab, .control("u"))
        await driver.type("#FF88")
        #expect(session.controller.form.accent == RGBColor(red: 0x0A, green: 0x84, blue: 0xFF), "text that does not read leaves the value")
        #expect(driver.screen.contains("#FF88"), "the text is kept as typed")
        #expect(driver.screen.contains("✗ Enter a colour as #RRGGBB"))
        await driver.press(.control("s"))
        #expect(driver.outcome == nil, "text that does not read stops a submission")
        #expect(session.controller.focus == \PaletteForm.accent)
        await driver.type("00")
        #expect(session.controller.form.accent == RGBColor(red: 0xFF, green: 0x88, blue: 0x00))
        #expect(!driver.screen.contains("✗"))
        await driver.press(.control("s"))
        guard case .submitted(let hex)? = driver.outcome else {
            Issue.record("submitted")
            return
        }
        #expect(hex == "#FF8800")
    }
}

@MainActor
@Suite("Custom content")
struct CustomContentTests {
    @Test("Side-by-side content wraps in its own column (regression: the second line fell under the first column)")
    func horizontalStackWraps() {
        let layout = FormLayout<PaletteForm>(title: "Avatar") {
            FormSection {
                CustomRow(id: "avatar") { form in
                    .hstack {
                        ChromeNode.text("(AB)", role: .headline)
                        ChromeNode.text("a caption long enough to wrap onto a second line", role: .caption)
                    }
                }
            }
        }
        let driver = TerminalFormDriver(session: FormSession(form: PaletteForm(), layout: layout), width: 40, height: 10)
        let lines = driver.screen.components(separatedBy: "\n").filter { $0.hasPrefix("│") }
        #expect(lines[0].hasPrefix("│  (AB) a caption"))
        #expect(lines[1].hasPrefix("│       "), "the caption's second line starts under its first: \(lines[1])")
    }

    @Test(
        "Negative or huge spacing and padding draw as none or as much as fits, never a crash (regression: negative counts and overflows trapped)",
        arguments: [Int.min, -1, Int.max])
    func spacingAtTheEnds(amount: Int) {
        let layout = FormLayout<PaletteForm>(title: "Avatar") {
            FormSection {
                CustomRow(id: "avatar") { form in
                    .hstack(spacing: amount) {
                        ChromeNode.text("(AB)", role: .headline)
                        ChromeNode.text("caption", role: .caption)
                            .padding(ChromeInsets(leading: amount, trailing: amount))
                    }
                }
            }
        }
        let driver = TerminalFormDriver(session: FormSession(form: PaletteForm(), layout: layout), width: 40, height: 10)
        #expect(driver.screen.contains("(AB)"))

        // Padding alone, and vertical space, in a row and in an
        // appearance's chrome around the form's content.
        let padded = FormLayout<PaletteForm>(title: "Avatar") {
            FormSection {
                CustomRow(id: "avatar") { form in
                    .vstack(spacing: amount) {
                        ChromeNode.text("(AB)", role: .headline)
                            .padding(ChromeInsets(top: amount, leading: amount, bottom: amount, trailing: amount))
                        ChromeNode.text("caption", role: .caption)
                    }
                }
            }
        }
        .appearance(SpacedAppearance(amount: amount))
        let paddedDriver = TerminalFormDriver(session: FormSession(form: PaletteForm(), layout: padded), width: 40, height: 10)
        #expect(!paddedDriver.screen.isEmpty)
        let columns = TerminalFormDriver(
            session: FormSession(form: PaletteForm(), layout: layout.appearance(ColumnsFormAppearance(labelWidth: amount))), width: 40, height: 10)
        #expect(columns.screen.contains("(AB)"))
    }
}

/// An appearance that puts `amount` units of space everywhere it can.
private struct SpacedAppearance: FormAppearance {
    let amount: Int
    var name: String { "spaced" }

    func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode {
        .vstack(spacing: amount) {
            ChromeNode.text("Title", role: .title)
            configuration.content.padding(ChromeInsets(top: amount, leading: amount, bottom: amount, trailing: amount))
        }
    }

    func makeSection(configuration: SectionAppearanceConfiguration) -> ChromeNode {
        configuration.content.padding(ChromeInsets(top: amount, leading: amount, bottom: amount, trailing: amount))
    }
}
