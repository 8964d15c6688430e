import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// A form whose `submit()` fails with an error full of secrets, which no
/// page may show.
struct FailingForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated(.isNotEmpty()) var note = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.note, wrappedBy: \._note)] }

    struct SecretFailure: Error, CustomStringConvertible {
        var description: String { "connection to db.internal:5432 refused for user admin (password=hunter2)" }
    }

    @MainActor
    func submit() async throws -> String {
        throw SecretFailure()
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Failing") {
            FormSection { TextRow("Note", \.note) }
        }
    }
}

/// A form whose server answers with a message for the whole form and one
/// for the field; its output is not `Encodable`. It has a Cancel button.
struct ClosedForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated var note = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.note, wrappedBy: \._note)] }

    struct Receipt {
        let note: String
    }

    @MainActor
    func submit() async throws -> Receipt {
        guard note == "open" else {
            throw ValidationError.invalid(errors: [ValidationError.formWideKey: ["Sign-ups are closed today."], "note": ["Try tomorrow."]])
        }
        return Receipt(note: note)
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Closed") {
            FormSection {
                TextRow("Note", \.note)
                ButtonRow("Cancel", role: .cancel)
            }
        }
    }
}

/// A few of FormsKit's messages in German.
struct GermanMessages: ValidationMessageProvider {
    func text(for message: ValidationMessage) -> String? {
        switch message {
        case .tooShort(let minimum): return "Mindestens \(minimum) Zeichen"
        case .errorSummaryTitle: return "Es gibt ein Problem"
        case .errorPrefix: return "Fehler:"
        default: return nil
        }
    }
}

/// A form with a file: a name, and an avatar of at most 1,000 bytes, a PNG
/// or a text file. What was submitted is kept for the tests to read.
struct AvatarForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated(.isNotEmpty(message: "Enter a name")) var name = ""
    @Validated(.maxFileSize(1_000), .fileTypes(["image/png", ".txt"])) var avatar: UploadedFile? = nil

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name), .init(\.avatar, wrappedBy: \._avatar)] }

    @MainActor static var submitted: [String: UploadedFile?] = [:]

    @MainActor
    func submit() async throws -> String {
        Self.submitted[name] = avatar
        return name
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Avatar") {
            FormSection {
                TextRow("Name", \.name)
                FileRow("Avatar", \.avatar, acceptedTypes: ["image/png", ".txt"])
            }
        }
    }
}

/// A form in steps whose first step asks for a file: the file must wait
/// for the last step. It counts its submissions.
struct StepsAvatarForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated(.maxFileSize(1_000), .fileTypes(["image/png", ".txt"])) var avatar: UploadedFile? = nil
    @Validated(.isNotEmpty(message: "Enter a name")) var name = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.avatar, wrappedBy: \._avatar), .init(\.name, wrappedBy: \._name)] }

    /// What was submitted, by name, for the tests to read (tests running at
    /// once each use a name of their own).
    @MainActor static var summaries: [String: String] = [:]
    /// How many times each name was submitted.
    @MainActor static var submissions: [String: Int] = [:]

    @MainActor
    func submit() async throws -> String {
        let summary = avatar.map { "\(name): \($0.filename) (\(String(decoding: $0.data, as: UTF8.self)))" } ?? "\(name): no picture"
        Self.summaries[name] = summary
        Self.submissions[name, default: 0] += 1
        return summary
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Avatar in steps") {
            FormStep("Picture") { FormSection { FileRow("Avatar", \.avatar, acceptedTypes: ["image/png", ".txt"]) } }
            FormStep("Name") { FormSection { TextRow("Name", \.name) } }
        }
    }
}

/// A form that says where its submission ran: a request's form work runs
/// in the request's own task, not on the main actor.
struct WhereForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated(.isNotEmpty(message: "Enter a name")) var name = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    /// Where each submission ran: `main actor`, `another actor` or `no actor`.
    static let submissions = LockedValue<[String]>([])

    /// Runs where the controller's `submit()` is called, as a form's own
    /// `submit()` does unless it is marked with an actor.
    func submit() async throws -> String {
        let isolation = #isolation
        let place: String
        if let actor = isolation {
            place = actor === MainActor.shared ? "main actor" : "another actor"
        } else {
            place = "no actor"
        }
        Self.submissions.withLock { $0.append(place) }
        return place
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Where") {
            FormSection {
                TextRow("Name", \.name)
            }
        }
    }
}
