// A form whose submit() crashes, for the test that the terminal is restored
// after a crash in user code. Not part of any product.
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal

struct CrashingForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated var name = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    @MainActor
    func submit() async throws -> String {
        fatalError("a bug in the form's own submit()")
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Crash") { FormSection { TextRow("Name", \.name) } }
    }
}

@MainActor
func main() async throws {
    _ = try await TerminalForm(session: FormSession(form: CrashingForm())).run()
}

try await main()
