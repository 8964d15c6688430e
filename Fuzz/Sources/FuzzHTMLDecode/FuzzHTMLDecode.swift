import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import FuzzSupport

/// libFuzzer's entry point: one request to a form, as a server handles it.
///
/// The first byte picks the form (as in `FuzzHTMLForm`: `0`–`9`, any other
/// byte modulo 10); the rest is one body, `application/x-www-form-urlencoded`
/// or, when it starts with `{`, JSON. Each input gets a new session from the
/// form's ``FormSessionTemplate`` (made once per form, as a server makes
/// one per route), and the body is parsed, decoded with ``HTMLFormDecoder``
/// (its add, remove, move, reset and button actions applied) and, when it
/// asks to submit, validated. No rendering: `FuzzHTMLForm` renders; this
/// harness spends its time on the decoder. Nothing may crash, and:
///
/// - every problem the decoder reports is about a name that was sent, or
///   about a repeated group whose count was sent over its limit;
/// - `HTMLFormDecoder.check(_:using:)` on a second session from the same
///   template finds what the first found: the action, the problems, whether
///   the form can be submitted, and the messages by field (one request
///   leaves nothing behind that changes the next);
/// - the template is untouched: a session made from it afterwards is clean
///   (nothing edited, no messages, the template's element counts), whatever
///   the request did to its own session.
///
/// Both are asynchronous: the input is handled in a task on the main actor,
/// and the main thread, where libFuzzer calls this, runs the main run loop
/// (which runs the main actor's jobs) until the task is done.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLDecode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let selector = input.first else { return 0 }
    let body = Array(input.dropFirst())
    let done = Completion()
    Task { @MainActor in
        switch FuzzSubmission.formIndex(selector) {
        case 0: await handle(body, with: Templates.profile)
        case 1: await handle(body, with: Templates.poll)
        case 2: await handle(body, with: Templates.addServer)
        case 3: await handle(body, with: Templates.editTag)
        case 4: await handle(body, with: Templates.card)
        case 5: await handle(body, with: Templates.display)
        case 6: await handle(body, with: Templates.settings)
        case 7: await handle(body, with: Templates.createPlan)
        case 8: await handle(body, with: Templates.team)
        default: await handle(body, with: Templates.roster)
        }
        done.isDone = true
    }
    while !done.isDone { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    return 0
}

/// Whether an input's task has finished: set on the main actor, read on the
/// main thread between turns of its run loop.
private final class Completion: @unchecked Sendable {
    var isDone = false
}

/// One template per form, made on first use, as a server makes one per route.
@MainActor
private enum Templates {
    static let profile = FormSessionTemplate(form: ProfileForm())
    static let poll = FormSessionTemplate(form: PollForm())
    static let addServer = FormSessionTemplate(form: AddServerForm())
    static let editTag = FormSessionTemplate(form: EditTagForm())
    static let card = FormSessionTemplate(form: CardSettingsForm())
    static let display = FormSessionTemplate(form: DisplaySettingsForm())
    static let settings = FormSessionTemplate(form: SettingsForm(plans: PlanStore()))
    static let createPlan = FormSessionTemplate(form: CreatePlanForm(store: PlanStore()))
    static let team = FormSessionTemplate(form: TeamForm())
    static let roster = FormSessionTemplate(form: RosterForm())
}

@MainActor
private func handle<Form: ValidatableForm>(_ body: [UInt8], with template: FormSessionTemplate<Form>) async {
    let session = template.makeSession()
    guard let submission = FuzzSubmission.parse(body, for: session) else { return }
    let decoding = FuzzSubmission.decode(submission, into: session)
    // The reference: the session decoded into, checked as `submit()`
    // checks before it submits.
    var isValid = false
    if decoding.action == .submit {
        if decoding.problems.isEmpty {
            isValid = await session.checkAsSubmission()
        } else {
            _ = session.controller.validate()
        }
    }
    let check = await HTMLFormDecoder.check(submission, using: template)
    FuzzSubmission.check(check.action == decoding.action, "check: action \(check.action), the session's \(decoding.action)")
    FuzzSubmission.check(check.problems == decoding.problems, "check: problems \(check.problems), the session's \(decoding.problems)")
    FuzzSubmission.check(check.isValid == isValid, "check: valid \(check.isValid), the session's \(isValid)")
    let errors = decoding.action == .submit ? session.controller.validationErrors : [:]
    FuzzSubmission.check(check.errors == errors, "check: errors \(check.errors), the session's \(errors)")
    let fresh = template.makeSession()
    FuzzSubmission.check(!fresh.controller.isDirty, "a session made from the template after a request starts dirty")
    FuzzSubmission.check(
        fresh.controller.validationErrors.isEmpty, "a session made from the template after a request has messages: \(fresh.controller.validationErrors)")
    FuzzSubmission.check(fresh.outline.count == Pristine.outlineCount(of: template), "a session made from the template after a request has another outline")
}

/// The outline length of each template's first session, to compare later ones with.
@MainActor
private enum Pristine {
    static var counts: [ObjectIdentifier: Int] = [:]

    static func outlineCount<Form: ValidatableForm>(of template: FormSessionTemplate<Form>) -> Int {
        let key = ObjectIdentifier(template)
        if let count = counts[key] { return count }
        let count = template.makeSession().outline.count
        counts[key] = count
        return count
    }
}
