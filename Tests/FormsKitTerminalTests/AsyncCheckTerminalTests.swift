import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import Testing

/// A user name checked by an asynchronous rule: "root" is taken.
private struct UserNameForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated(.minLength(2)) var name = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    var formRules: [FormRule<Self>] {
        [.asyncCheck(for: \.name, debounce: .zero) { name in name == "root" ? "\(name) is taken" : nil }]
    }

    func submit() async throws -> String { name }

    var layout: FormLayout<Self> {
        FormLayout(title: "User") {
            FormSection { TextRow("Name", \.name) }
        }
    }
}

@MainActor
@Suite("Terminal: asynchronous checks")
struct AsyncCheckTerminalTests {
    @Test("An asynchronous check's answer shows at the next tick of the spinner, without waiting for the form to settle")
    func answerShowsWhileTyping() async {
        let session = FormSession(form: UserNameForm())
        let driver = TerminalFormDriver(session: session, width: 50, height: 10)
        for character in "root" { driver.pressWithoutSettling(.character(character)) }
        // Validating starts the check at once.
        session.controller.validate()
        #expect(driver.app.isBusy, "the check runs: the spinner turns")
        // The check answers in a task of its own; the terminal's loop ticks
        // while it is busy. Each tick takes what has arrived.
        var ticks = 0
        while !driver.screen.contains("root is taken"), ticks < 10_000 {
            driver.tick()
            ticks += 1
            await Task.yield()
        }
        #expect(driver.screen.contains("root is taken"), "after \(ticks) ticks:\n\(driver.screen)")
        #expect(!driver.app.isBusy)
    }
}
