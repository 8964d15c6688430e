import FormsKit

/// Decides what a fixture form's `submit()` does, and can hold it open.
@MainActor
final class SubmitProbe {
    var outcome: () throws -> String = { "saved" }
    private(set) var calls = 0
    private(set) var submittedNames: [String] = []
    var holds = false
    private var gate: CheckedContinuation<Void, Never>?
    /// Tests waiting for a submission to be held.
    private var heldWaiters: [CheckedContinuation<Void, Never>] = []

    var isHeld: Bool { gate != nil }

    func submit(name: String) async throws -> String {
        calls += 1
        submittedNames.append(name)
        if holds {
            await withCheckedContinuation {
                gate = $0
                for waiter in heldWaiters { waiter.resume() }
                heldWaiters.removeAll()
            }
        }
        return try outcome()
    }

    func release() {
        gate?.resume()
        gate = nil
    }

    /// Returns once a held submission has arrived.
    func waitUntilHeld() async {
        guard gate == nil else { return }
        await withCheckedContinuation { heldWaiters.append($0) }
    }
}

/// A profile form with one field of each mode, a field keyed by an explicit
/// name, and a property that is not validated.
struct ProfileForm: ValidatableForm, SubmittableForm, PopulatableForm {
    let probe: SubmitProbe

    @Validated(.isNotEmpty(), .minLength(2)) var name = ""
    @Validated(name: "contact_email", .email()) var email = ""
    @Validated(mode: .onSubmit, .maxLength(10)) var bio = ""
    @Validated(mode: .onBlur, .min(0)) var age = 0
    var notes = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.name, wrappedBy: \._name),
            .init(\.email, wrappedBy: \._email),
            .init(\.bio, wrappedBy: \._bio),
            .init(\.age, wrappedBy: \._age),
        ]
    }

    @MainActor
    func submit() async throws -> String {
        try await probe.submit(name: name)
    }

    struct Profile {
        var name: String
        var email: String
    }

    @MainActor
    mutating func populate(from profile: Profile) {
        name = profile.name
        email = profile.email
    }
}

/// A form with a field that validates from the start.
struct ConsentForm: ValidatableForm {
    @Validated(mode: .always, .isTrue(message: "Please accept")) var accepted = false
    @Validated(.isNotEmpty()) var name = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.accepted, wrappedBy: \._accepted), .init(\.name, wrappedBy: \._name)]
    }
}

extension ProfileForm {
    @MainActor
    static func make(probe: SubmitProbe = SubmitProbe()) -> ProfileForm {
        ProfileForm(probe: probe)
    }

    /// Fills every field with valid values.
    @MainActor
    mutating func fillValidly() {
        name = "Ada"
        email = "ada@example.com"
        bio = "Math"
        age = 36
    }
}
