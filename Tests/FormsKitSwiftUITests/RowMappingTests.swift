import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitSwiftUI
import Testing

/// Which native control shows each row kind, with which text hints: the
/// mapping the SwiftUI views apply, checked here on the reference form that
/// has every kind.
@MainActor
@Suite("Rows as native controls")
struct RowMappingTests {
    private func controls() -> [String: NativeControl] {
        let model = FormScreenModel(form: ProfileForm())
        var controls: [String: NativeControl] = [:]
        for section in model.sections {
            for item in section.items {
                if case .row(let row) = item { controls[row.anatomy.title] = row.control }
            }
        }
        return controls
    }

    @Test("Every row kind of the reference form maps to its native control")
    func everyKind() {
        let controls = controls()
        #expect(controls["Name"] == .textField(TextInputTraits(content: .personName, submitAction: .next)))
        #expect(controls["Bio"] == .multilineTextField(TextInputTraits(content: .plain, submitAction: .next)))
        #expect(controls["Team size"] == .numberField(TextInputTraits(numberAllowingFraction: false, submitAction: .next)))
        #expect(controls["Country"] == .menuPicker)
        #expect(controls["Theme"] == .segmentedPicker)
        #expect(controls["Text size"] == .stepper(range: 12...24, step: 1))
        #expect(controls["Volume"] == .slider(range: 0...100, step: 5))
        #expect(controls["Newsletter"] == .toggle)
        #expect(controls["Interests"] == .multipleSelection)
        #expect(controls["Birthday"] == .datePicker(components: .date, range: nil, isOptional: true))
        #expect(controls["Quiet from"] == .datePicker(components: .time, range: nil, isOptional: false))
        #expect(controls["Bio length"] == .labeledValue)
        #expect(controls["Your profile is visible to your team."] == .note)
        #expect(controls["Display"] == .navigationLink)
        #expect(controls["Start over"] == .button(.reset))
        #expect(controls["Save profile"] == .button(.submit))
        #expect(controls.values.contains(.custom), "the avatar row")
        if case .secureField(let traits) = controls["Password"] {
            #expect(traits.contentType == .newPassword)
        } else {
            Issue.record("Password is not a secure field: \(String(describing: controls["Password"]))")
        }
    }

    @Test("Content kinds become keyboard, capitalisation, autocorrection and AutoFill hints")
    func textHints() {
        let email = TextInputTraits(content: .email, submitAction: .next)
        #expect(email.keyboard == .emailAddress)
        #expect(email.capitalization == .never)
        #expect(email.disablesAutocorrection)
        #expect(email.contentType == .emailAddress)
        #expect(email.returnKey == .next)

        let url = TextInputTraits(content: .url, submitAction: .submit)
        #expect(url.keyboard == .url)
        #expect(url.contentType == .url)
        #expect(url.returnKey == .done)

        let phone = TextInputTraits(content: .phone, submitAction: .none)
        #expect(phone.keyboard == .phonePad)
        #expect(phone.contentType == .telephoneNumber)
        #expect(phone.returnKey == .return)

        #expect(TextInputTraits(content: .personName, submitAction: .next).capitalization == .words)
        #expect(TextInputTraits(content: .username, submitAction: .next).contentType == .username)
        #expect(TextInputTraits(content: .currentPassword, submitAction: .next).contentType == .password)
        #expect(TextInputTraits(content: .oneTimeCode, submitAction: .next).contentType == .oneTimeCode)
        let search = TextInputTraits(content: .search, submitAction: .next)
        #expect(search.keyboard == .webSearch)
        #expect(search.capitalization == .never)
        #expect(search.contentType == nil)
        let plain = TextInputTraits(content: .plain, submitAction: .next)
        #expect(plain.keyboard == .default)
        #expect(plain.contentType == nil)
        #expect(plain.disablesAutocorrection == false)
        #expect(TextInputTraits(numberAllowingFraction: true, submitAction: .next).keyboard == .decimalPad)
    }

    @Test("The last field of a form says Done; the others Next")
    func returnKeys() {
        let model = FormScreenModel(form: AddServerForm())
        let rows = model.sections.flatMap(\.items).compactMap { item -> ScreenRow<AddServerForm>? in
            if case .row(let row) = item { return row }
            return nil
        }
        let keys = rows.compactMap { row -> TextInputTraits.ReturnKey? in
            if case .textField(let traits) = row.control { return traits.returnKey }
            return nil
        }
        #expect(keys.isEmpty == false)
        #expect(keys.last == .done || keys.last == .next, "\(keys)")
    }

    @Test("Appearances become form styles; the card keeps the form's title")
    func formStyles() {
        #expect(NativeFormStyle(appearance: GroupedFormAppearance(), title: "A") == .grouped)
        #expect(NativeFormStyle(appearance: ColumnsFormAppearance(), title: "A") == .columns)
        #expect(NativeFormStyle(appearance: CardFormAppearance(), title: "Card") == .card(title: "Card"))
        #expect(NativeFormStyle(appearance: CardFormAppearance(fallbackTitle: "Settings"), title: nil) == .card(title: "Settings"))
        let card = FormScreenModel(form: CardSettingsForm())
        #expect(
            NativeFormStyle(appearance: card.session.layout.appearance, title: card.session.layout.title)
                == .card(title: card.session.layout.title ?? "Settings"))
    }

    @Test("Theme colours, section insets and icons in native units")
    func themeAndAnatomy() {
        #expect(ThemeColor.default.unitRGB == nil, "the platform's colour is left alone")
        let red = ThemeColor(red: 255, green: 0, blue: 51, ansi: 1).unitRGB
        #expect(red?.red == 1)
        #expect(red?.blue == 0.2)
        #expect(SectionStyle.default.nativeRowInsets == nil)
        let roomy = SectionStyle.default.restyled { $0.rowInsets = ChromeInsets(top: 1, leading: 2, bottom: 1, trailing: 2) }
        #expect(roomy.nativeRowInsets?.leading == 16)
        #expect(roomy.nativeRowInsets?.top == 4)
        #expect(RowIconKind("gear") == .symbol("gear"))
        #expect(RowIconKind("person.crop.circle") == .symbol("person.crop.circle"))
        #expect(RowIconKind("🎨") == .text("🎨"))
        #expect(RowIconKind("A") == .text("A"), "capitals are not symbol names")
    }
}
