import FormsKit
import FormsKitTestSupport
import Foundation
import Testing

/// A form whose submission says which actor it ran on: it runs where
/// `FormController.submit()` is called.
private struct WhereForm: ValidatableForm, SubmittableForm {
    @Validated(.minLength(2)) var name = "Ada"

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    func submit() async throws -> ObjectIdentifier? {
        #isolation.map { ObjectIdentifier($0) }
    }
}

/// A form whose submission is marked `@MainActor`, as upstream FormsKit's
/// README writes it: it runs on the main actor wherever it is called.
private struct MainActorForm: ValidatableForm, SubmittableForm {
    @Validated(.minLength(2)) var name = "Ada"

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    /// Stops the tests when it runs anywhere but on the main actor.
    @MainActor
    func submit() async throws -> Bool {
        MainActor.preconditionIsolated("a @MainActor submit() ran off the main actor")
        return true
    }
}

/// An actor that uses controllers as a server's request would: made,
/// edited, validated and submitted in its own isolation.
private actor Worker {
    func submitWhereForm(name: String) async throws -> (ranHere: Bool, valid: Bool) {
        let controller = FormController(form: WhereForm())
        controller.form.name = name
        let valid = controller.validate()
        guard valid else { return (false, false) }
        let ranOn = try await controller.submit()
        return (ranOn == ObjectIdentifier(self), true)
    }

    func submitMainActorForm() async throws -> Bool {
        let controller = FormController(form: MainActorForm())
        return try await controller.submit()
    }

    /// An asynchronous check's answer, shown where the controller lives.
    func checkName(_ name: String) async -> (state: Validated<String>.State, pending: Bool) {
        let controller = FormController(form: CheckedNameForm())
        controller.form.name = name
        controller.validate()
        await controller.waitForPendingValidations()
        return (controller.form.$name, controller.isValidationPending(for: \.name))
    }
}

/// A name checked by an asynchronous rule: "taken" is taken.
private struct CheckedNameForm: ValidatableForm {
    @Validated(.minLength(2)) var name = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    var formRules: [FormRule<Self>] {
        [.asyncCheck(for: \.name, debounce: .zero) { name in name == "taken" ? "\(name) is taken" : nil }]
    }
}

@Suite("Isolation: a controller lives where it is used")
struct IsolationTests {
    @Test("In an actor of its own, a controller edits, validates and submits there; the form's submit() runs on that actor")
    func controllerInAnActor() async throws {
        let worker = Worker()
        let answer = try await worker.submitWhereForm(name: "Grace")
        #expect(answer.valid)
        #expect(answer.ranHere, "submit() ran on another executor than the worker's")
        #expect(try await worker.submitWhereForm(name: "G").valid == false)
    }

    @Test("A form's submit() marked @MainActor still runs on the main actor when the controller is used elsewhere")
    func mainActorSubmitStaysThere() async throws {
        #expect(try await Worker().submitMainActorForm())
    }

    @Test("Asynchronous checks answer a controller that lives in another actor than the main one")
    func asyncChecksOffTheMainActor() async {
        let worker = Worker()
        let taken = await worker.checkName("taken")
        #expect(taken.state == .invalid(messages: ["taken is taken"]))
        #expect(!taken.pending)
        #expect(await worker.checkName("free").state == .valid)
    }

    @Test("Controllers in many tasks at once each keep their own values and messages")
    func manyTasksAtOnce() async {
        var random = SeededGenerator(defaultSeed: 0xC0DE)
        let names = (0..<400).map { _ in String((0..<Int.random(in: 0...4, using: &random)).map { _ in "abc".randomElement(using: &random)! }) }
        let replay = random.replay
        let results = await withTaskGroup(of: (String, Bool, [String]).self) { group in
            for name in names {
                group.addTask {
                    let controller = FormController(form: WhereForm())
                    controller.form.name = name
                    let valid = controller.validate()
                    return (controller.form.name, valid, controller.messages(for: \.name))
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == names.count)
        for (name, valid, messages) in results {
            #expect(valid == (name.count >= 2), "\(name.debugDescription), \(replay)")
            #expect(messages.isEmpty == valid, "\(name.debugDescription): \(messages), \(replay)")
        }
    }
}
