import Benchmark
import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import HTMLBenchmarkForms
import VaporSignUp

// The HTML surface as a web app uses it, per request:
// - render a 20-field sign-up form after a failed submit (14 messages, the
//   error summary and inline messages) with HTMLFormRenderer, generic over
//   the form and called from this module; the same bytes with swift-mustache
//   (building the context included) and with a hand-written String builder;
// - decode and validate its urlencoded body: a new session, SubmittedForm,
//   HTMLFormDecoder and the session's submit, against Hummingbird's
//   URLEncodedFormDecoder alone decoding the same values into a Codable struct;
// - render and decode + validate forms of 10, 100 and 1,000 text fields.
// Before measuring, each comparison checks that its contenders produce the
// same result (the same bytes of markup; the same decoded values).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 20_000
    )

    // MARK: Sign-up form: render

    Benchmark("sign-up render: HTMLFormRenderer") { benchmark in
        await renderWithFormsKit(benchmark)
    }
    Benchmark("sign-up render: swift-mustache, context + render") { benchmark in
        let (values, errors, formErrors) = await SignUpPage.valuesAndErrors()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(MustacheSignUp.render(values, errors: errors, formErrors: formErrors))
        }
        benchmark.stopMeasurement()
    }
    Benchmark("sign-up render: hand-written String builder") { benchmark in
        let (values, errors, formErrors) = await SignUpPage.valuesAndErrors()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(HandWrittenSignUp.render(values, errors: errors, formErrors: formErrors))
        }
        benchmark.stopMeasurement()
    }

    // MARK: Sign-up form: decode + validate

    Benchmark("sign-up decode+validate: session from a template, parse, decode, submit (valid body)") { benchmark in
        let template = await KeptTemplates.signUp
        await decodeAndSubmit(benchmark, body: SignUpSubmission.browserBody(SignUpSubmission.passing), makeSession: template.makeSession) {
            checkValidSignUp($0, $1)
        }
    }
    Benchmark("sign-up decode+validate: session from a template, parse, decode, submit (14 errors)") { benchmark in
        let template = await KeptTemplates.signUp
        await decodeAndSubmit(benchmark, body: SignUpSubmission.browserBody(SignUpSubmission.failing), makeSession: template.makeSession) {
            checkFailingSignUp($0, $1)
        }
    }
    Benchmark("sign-up decode+validate: new session from the form, parse, decode, submit (valid body)") { benchmark in
        await decodeAndSubmit(benchmark, body: SignUpSubmission.browserBody(SignUpSubmission.passing), makeSession: { FormSession(form: SignUpForm()) }) {
            checkValidSignUp($0, $1)
        }
    }
    Benchmark("sign-up check: parse, HTMLFormDecoder.check with a template, errors (14 errors)") { benchmark in
        await checkSubmission(benchmark, body: SignUpSubmission.browserBody(SignUpSubmission.failing)) { check in
            guard !check.isValid, check.errors.count == 13, check.action == .submit else { fatalError("The failing body checked as \(check.errors)") }
            let session = check.session
            checkFailingSignUp(session, .invalid)
        }
    }
    Benchmark("sign-up check: parse, HTMLFormDecoder.check with a template (valid body)") { benchmark in
        await checkSubmission(benchmark, body: SignUpSubmission.browserBody(SignUpSubmission.passing)) { check in
            let form = check.form
            guard check.isValid, form.username == "ada", form.interests.count == 2, form.teammates[2].email == "edsger@example.com", form.age == 35
            else { fatalError("The valid body checked as \(check.errors)") }
        }
    }
    Benchmark("sign-up check then page session: parse, check, session to show it again (14 errors)") { benchmark in
        await checkSubmission(benchmark, body: SignUpSubmission.browserBody(SignUpSubmission.failing), thenSession: true) { _ in }
    }
    Benchmark("sign-up decode: Hummingbird URLEncodedFormDecoder into a Codable struct") { benchmark in
        let body = SignUpSubmission.codableBody(SignUpSubmission.passing)
        let expected = SignUpBody(SignUpSubmission.passing)
        guard (try? HummingbirdSignUp.decode(body)) == expected else {
            fatalError("Hummingbird did not decode the sign-up body to the submitted values")
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? HummingbirdSignUp.decode(body))
        }
        benchmark.stopMeasurement()
    }
    Benchmark("sign-up decode+validate: Vapor, validate(content:) then content.decode (14 errors)") { benchmark in
        await vaporDecodeAndValidate(benchmark, SignUpSubmission.failing)
    }
    Benchmark("sign-up decode+validate: Vapor, validate(content:) then content.decode (valid body)") { benchmark in
        await vaporDecodeAndValidate(benchmark, SignUpSubmission.passing)
    }
    Benchmark("sign-up part: SubmittedForm(parsing:) alone (valid body)") { benchmark in
        let body = SignUpSubmission.browserBody(SignUpSubmission.passing)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? SubmittedForm(parsing: body))
        }
        benchmark.stopMeasurement()
    }
    Benchmark("sign-up part: FormSession(form: SignUpForm()) alone") { benchmark in
        await makeSessions(benchmark) { FormSession(form: SignUpForm()) }
    }
    Benchmark("sign-up part: FormSessionTemplate.makeSession() alone") { benchmark in
        // The benchmark's closure runs once per iteration: the template
        // prepares itself with its first session, which is not measured (a
        // server prepares it on its first request).
        let template = FormSessionTemplate(form: SignUpForm())
        _ = await template.makeSession()
        await makeSessions(benchmark, template.makeSession)
    }
    // What decoding one date field costs: setText parses the typed date and
    // writes the value back as text (with DateText's formatters, made once
    // and shared under a lock).
    Benchmark("sign-up part: one date field's DateText.date(from:) + DateText.string") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let date = DateText.date(from: "1990-12-10", components: .date)
            blackHole(date.map { DateText.string($0, components: .date) })
        }
        benchmark.stopMeasurement()
    }

    // MARK: Forms of 10, 100 and 1,000 fields

    for fieldCount in [10, 100, 1_000] {
        Benchmark("\(fieldCount) fields render: HTMLFormRenderer") { benchmark in
            await renderSized(benchmark, fieldCount: fieldCount)
        }
        Benchmark("\(fieldCount) fields decode+validate: session from a template, parse, decode, submit") { benchmark in
            let template = await KeptTemplates.sized(fieldCount: fieldCount)
            await decodeAndSubmit(benchmark, body: SignUpSubmission.sizedBody(fieldCount: fieldCount), makeSession: template.makeSession) {
                session, result in
                let form = session.controller.form
                guard case .submitted = result, form.groups.count * 10 == fieldCount, form.groups.allSatisfy({ $0.f0 == "y" && $0.f9 == "y" }) else {
                    fatalError("The \(fieldCount)-field body did not submit as expected: \(result)")
                }
            }
        }
    }
}

// MARK: - Rendering

/// The sign-up form after the failing submission, as each contender gets it:
/// FormsKit's session, and the submitted values with the messages by field
/// name and the messages about the whole form for mustache and the
/// hand-written builder. Made once; every contender's markup is checked
/// against the others before any is measured.
@MainActor
final class SignUpPage {
    let session: FormSession<SignUpForm>
    let problems: [String: String]
    let values = SignUpSubmission.failing
    private(set) var errors: [String: String] = [:]
    private(set) var formErrors: [String] = []

    private static var made: SignUpPage?

    /// What mustache and the hand-written builder render from, once the
    /// three contenders were checked.
    static func valuesAndErrors() async -> (SignUpSubmission.Values, [String: String], [String]) {
        let page = await shared()
        return (page.values, page.errors, page.formErrors)
    }

    /// The page, made and checked on first use.
    static func shared() async -> SignUpPage {
        if let made { return made }
        let page = SignUpPage()
        guard await page.session.submit().isInvalid else { fatalError("The failing sign-up body was accepted") }
        // The messages by field name, as another framework's validation
        // would give them: the rules' messages and why the date does not read.
        var errors = page.session.controller.validationErrors.mapValues { $0.joined(separator: " ") }
        errors["birthday"] = page.session.inputProblem(of: \SignUpForm.birthday)?.message
        page.errors = errors
        // And the messages about the whole form (none on this page), which
        // the summary lists first.
        page.formErrors = page.session.formProblems
        page.checkEquivalence()
        made = page
        return page
    }

    private init() {
        session = FormSession(form: SignUpForm())
        do {
            let submission = try SubmittedForm(parsing: SignUpSubmission.browserBody(values))
            problems = HTMLFormDecoder.decode(submission, into: session).problems
        } catch {
            fatalError("The sign-up body does not parse: \(error)")
        }
    }

    func renderer() -> HTMLFormRenderer<SignUpForm> {
        var renderer = HTMLFormRenderer<SignUpForm>(action: "/sign-up")
        renderer.showsErrors = true
        renderer.decodingProblems = problems
        return renderer
    }

    /// Stops the benchmarks unless the three contenders write the same bytes:
    /// for the page measured, and for the same page with a message about the
    /// whole form (one the server sent for a name no field has; without `"`
    /// or `'`, which swift-mustache escapes in text too), which the summary
    /// lists first, unlinked.
    private func checkEquivalence() {
        let formsKit = renderer().render(session)
        let counts = MarkupCounts(formsKit)
        guard counts.summaryEntries == 14, counts.inlineMessages == 14, counts.inputs >= 20 else {
            fatalError("FormsKit's sign-up page is not in the state measured: \(counts)")
        }
        checkContenders(against: formsKit, formErrors: formErrors)
        var withFormWide = renderer()
        withFormWide.decodingProblems["coupon"] = "Coupon SPRING & <SUMMER> has ended"
        checkContenders(against: withFormWide.render(session), formErrors: formErrors + ["Coupon SPRING & <SUMMER> has ended"])
        print("sign-up page: \(formsKit.utf8.count) bytes, \(counts), the same from the three renderers")
    }

    private func checkContenders(against formsKit: String, formErrors: [String]) {
        let contenders = [
            ("swift-mustache", MustacheSignUp.render(values, errors: errors, formErrors: formErrors)),
            ("hand-written", HandWrittenSignUp.render(values, errors: errors, formErrors: formErrors)),
        ]
        for (name, html) in contenders where html != formsKit {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("signup-\(name).html").path
            try? html.write(toFile: path, atomically: true, encoding: .utf8)
            try? formsKit.write(toFile: path + ".formskit.html", atomically: true, encoding: .utf8)
            let same = zip(html, formsKit).prefix { $0 == $1 }.count
            fatalError(
                "\(name) writes different markup from HTMLFormRenderer from character \(same) on: "
                    + "\(MarkupCounts(html)) against \(MarkupCounts(formsKit)); see \(path) and \(path).formskit.html")
        }
    }
}

/// What the comparison counts in each contender's markup.
struct MarkupCounts: CustomStringConvertible, Equatable {
    let inputs: Int
    let labels: Int
    let summaryEntries: Int
    let inlineMessages: Int

    init(_ html: String) {
        func count(_ needle: String) -> Int { html.components(separatedBy: needle).count - 1 }
        inputs = count("<input") + count("<select") + count("<textarea")
        labels = count("<label") + count("<legend class=\"fk-label\"")
        summaryEntries = count("<li><a href=")
        inlineMessages = count("class=\"fk-error-message\"")
    }

    var description: String {
        "\(inputs) controls, \(labels) labels, \(summaryEntries) summary entries, \(inlineMessages) inline messages"
    }
}

@MainActor
func renderWithFormsKit(_ benchmark: Benchmark) async {
    let page = await SignUpPage.shared()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(page.renderer().render(page.session))
    }
    benchmark.stopMeasurement()
}

/// A form of `fieldCount` fields after a submission that passed, rendered as
/// after a failed one (messages looked up for every row, none to show).
@MainActor
func renderSized(_ benchmark: Benchmark, fieldCount: Int) async {
    let session = FormSession(form: SizedForm(fieldCount: fieldCount))
    do {
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: SignUpSubmission.sizedBody(fieldCount: fieldCount)), into: session)
    } catch {
        fatalError("The \(fieldCount)-field body does not parse: \(error)")
    }
    guard case .submitted = await session.submit() else { fatalError("The \(fieldCount)-field form did not submit") }
    var renderer = HTMLFormRenderer<SizedForm>(action: "/sized")
    renderer.showsErrors = true
    let html = renderer.render(session)
    let counts = MarkupCounts(html)
    guard counts.inputs == fieldCount, counts.labels == fieldCount, counts.summaryEntries == 0 else {
        fatalError("The \(fieldCount)-field page has \(counts)")
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(renderer.render(session))
    }
    benchmark.stopMeasurement()
}

// MARK: - Decoding and validating

/// What a handler does with a POST: a new session for the form, the body
/// parsed, applied, and submitted (which validates, and on success runs the
/// form's `submit()`). `check` verifies the result once before measuring.
@MainActor
func decodeAndSubmit<Form: PresentableForm & SubmittableForm>(
    _ benchmark: Benchmark, body: String, makeSession: @MainActor () -> FormSession<Form>,
    check: @MainActor (FormSession<Form>, SubmissionResult) -> Void
) async {
    func handle() async -> (FormSession<Form>, SubmissionResult) {
        let session = makeSession()
        do {
            let submission = try SubmittedForm(parsing: body)
            let decoding = HTMLFormDecoder.decode(submission, into: session)
            guard decoding.action == .submit else { fatalError("The body did not ask to submit") }
        } catch {
            fatalError("The body does not parse: \(error)")
        }
        return (session, await session.submit())
    }
    let (session, result) = await handle()
    check(session, result)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(await handle())
    }
    benchmark.stopMeasurement()
}

/// Which contenders were verified: each is verified before its first sample
/// only (the harness runs a benchmark's closure once per sample, and a
/// verification before each sample was work done just before measuring).
@MainActor
enum Verification {
    private static var verified: Set<String> = []

    /// Whether `contender` is asked about for the first time.
    static func isFirst(of contender: String) -> Bool {
        verified.insert(contender).inserted
    }
}

/// The templates a server keeps, one per route, made once for every sample
/// (as Vapor's benchmark keeps its `Application`): the harness runs a
/// benchmark's closure once per sample, and a server's requests do not pay
/// for a new template.
@MainActor
enum KeptTemplates {
    /// The sign-up form's.
    static let signUp = FormSessionTemplate(form: SignUpForm())
    private static var sizedTemplates: [Int: FormSessionTemplate<SizedForm>] = [:]

    /// The template of a form of `fieldCount` fields.
    static func sized(fieldCount: Int) -> FormSessionTemplate<SizedForm> {
        if let kept = sizedTemplates[fieldCount] { return kept }
        let made = FormSessionTemplate(form: SizedForm(fieldCount: fieldCount))
        sizedTemplates[fieldCount] = made
        return made
    }
}

/// What a handler does with a POST when it checks the form and submits its
/// value itself: the body parsed and checked against a template (no session
/// unless the page is shown again), and the messages by field read, as a
/// Vapor handler reads its failures. `verify` checks the result once before
/// measuring. With `thenSession`, the session to show the page again is made
/// too.
@MainActor
func checkSubmission(
    _ benchmark: Benchmark, body: String, thenSession: Bool = false, verify: @MainActor (HTMLFormCheck<SignUpForm>) -> Void
) async {
    let template = KeptTemplates.signUp
    func handle() async -> Int {
        let submission: SubmittedForm
        do { submission = try SubmittedForm(parsing: body) } catch { fatalError("The body does not parse: \(error)") }
        let check = await HTMLFormDecoder.check(submission, using: template)
        if thenSession { return check.session.outline.count }
        return check.isValid ? 0 : check.errors.count
    }
    // Verified on the first sample only: each sample's verification
    // (with its session for the page) ran just before the measured check.
    if Verification.isFirst(of: "check \(body) \(thenSession)") {
        verify(await HTMLFormDecoder.check(try! SubmittedForm(parsing: body), using: template))
    }
    // Once as measured, before measuring: what a template works out on
    // first use a server's long-lived template has worked out already.
    blackHole(await handle())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(await handle())
    }
    benchmark.stopMeasurement()
}

@MainActor
func makeSessions(_ benchmark: Benchmark, _ makeSession: @MainActor () -> FormSession<SignUpForm>) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(makeSession())
    }
    benchmark.stopMeasurement()
}

@MainActor
func checkValidSignUp(_ session: FormSession<SignUpForm>, _ result: SubmissionResult) {
    let form = session.controller.form
    guard case .submitted = result, form.username == "ada", form.interests.count == 2, form.teammates[2].email == "edsger@example.com", form.age == 35
    else { fatalError("The valid sign-up body did not submit as expected: \(result)") }
}

@MainActor
func checkFailingSignUp(_ session: FormSession<SignUpForm>, _ result: SubmissionResult) {
    guard result.isInvalid, session.controller.validationErrors.count == 13, session.inputProblem(of: \SignUpForm.birthday) != nil else {
        fatalError("The failing sign-up body did not fail with 14 messages: \(session.controller.validationErrors)")
    }
}

/// Vapor's decode and validate of the sign-up body, checked first: the
/// failing body fails (Vapor stops at its validations, which fail together),
/// the passing one decodes.
@MainActor
func vaporDecodeAndValidate(_ benchmark: Benchmark, _ values: SignUpSubmission.Values) async {
    let request: VaporSignUp.SignUpRequest
    do {
        request = try await VaporSignUp.request(body: VaporSignUp.body(values))
    } catch {
        fatalError("Vapor: no request: \(error)")
    }
    // Verified on the first sample only, as FormsKit's checks are.
    if Verification.isFirst(of: "Vapor \(values.firstName)") {
        let outcome = VaporSignUp.decodeAndValidate(request)
        switch outcome {
        case .valid(let firstName, let teammates):
            guard firstName == values.firstName, teammates == values.teammates.count else { fatalError("Vapor decoded \(outcome)") }
        case .invalid(let failures):
            guard failures > 1 else { fatalError("Vapor did not validate the sign-up body: \(outcome)") }
            print("Vapor: \(failures) failures for the failing body")
        }
    }
    // Once before measuring, as FormsKit's check is.
    blackHole(VaporSignUp.decodeAndValidate(request))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(VaporSignUp.decodeAndValidate(request))
    }
    benchmark.stopMeasurement()
}
