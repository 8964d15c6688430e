import FormsKit
import FormsKitHTML
import FormsKitModel
import Foundation
import HTMLBenchmarkForms

/// The sign-up form after the failing body was posted and submitted, and
/// a renderer that shows its errors: what the render benchmarks render.
@MainActor
func failedSignUp() async -> (FormSession<SignUpForm>, HTMLFormRenderer<SignUpForm>) {
    let signUp = FormSession(form: SignUpForm())
    _ = HTMLFormDecoder.decode(try! URLEncodedForm(parsing: SignUpSubmission.browserBody(SignUpSubmission.failing)), into: signUp)
    _ = await signUp.submit()
    var renderer = HTMLFormRenderer<SignUpForm>(action: "/sign-up")
    renderer.showsErrors = true
    return (signUp, renderer)
}

/// One check of the failing body, as the paired benchmark makes it: kept
/// out of line so that callgrind counts its costs apart.
@MainActor
@inline(never)
func coldCheck(_ body: String, _ template: FormSessionTemplate<SignUpForm>) async -> Int {
    let check = await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template)
    return check.isValid ? 0 : check.errors.count
}

@MainActor
func run() async {
    let mode = CommandLine.arguments.dropFirst().first ?? "render"
    let body = SignUpSubmission.sizedBody(fieldCount: 100)
    var total = 0
    let start = Date()
    if mode == "render" {
        // A 100-field form after a submission that passed.
        let session = FormSession(form: SizedForm(fieldCount: 100))
        _ = HTMLFormDecoder.decode(try! URLEncodedForm(parsing: body), into: session)
        _ = await session.submit()
        var renderer = HTMLFormRenderer<SizedForm>(action: "/sized")
        renderer.showsErrors = true
        for _ in 0..<3000 { total &+= renderer.render(session).utf8.count }
    } else if mode == "signup-render" {
        let (signUp, r) = await failedSignUp()
        for _ in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 10000) { total &+= r.render(signUp).utf8.count }
    } else if mode == "signup-render-cold" {
        // Each render after the caches are flushed (a 16 MB buffer written
        // between renders): prints the median of the renders alone, in µs.
        let (signUp, r) = await failedSignUp()
        let flush = UnsafeMutableRawBufferPointer.allocate(byteCount: (Int(CommandLine.arguments.dropFirst(3).first ?? "") ?? 16) << 20, alignment: 64)
        var times: [Double] = []
        for round in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 2000) {
            flush.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: round))
            let begin = DispatchTime.now().uptimeNanoseconds
            total &+= r.render(signUp).utf8.count
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1000)
        }
        times.sort()
        print("median", times[times.count / 2], "p25", times[times.count / 4])
    } else if mode == "parse" || mode == "parse-valid" {
        let body = SignUpSubmission.browserBody(mode == "parse" ? SignUpSubmission.failing : SignUpSubmission.passing)
        for _ in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 5000) {
            // Parsed, and one name looked up: `pairs` would make every
            // name and value into a string, which a decoder does not.
            total &+= try! URLEncodedForm(parsing: body).contains(HTMLFormAction.key) ? 1 : 0
        }
    } else if mode == "signup-page" {
        // The page the render benchmarks write, to read or compare.
        let (signUp, r) = await failedSignUp()
        print(r.render(signUp))
        return
    } else if mode == "make-session" {
        let template = FormSessionTemplate(form: SignUpForm())
        for _ in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 5000) {
            total &+= template.makeSession().outline.count
        }
    } else if mode == "signup-check" || mode == "signup-check-valid" || mode == "signup-check-page" {
        let body = SignUpSubmission.browserBody(mode == "signup-check-valid" ? SignUpSubmission.passing : SignUpSubmission.failing)
        let template = FormSessionTemplate(form: SignUpForm())
        for _ in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 5000) {
            let check = await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template)
            total &+= check.isValid ? 1 : check.errors.count
            if mode == "signup-check-page" { total &+= check.session.outline.count }
        }
    } else if mode == "signup-check-samples-fresh" || mode == "signup-check-samples-kept" {
        // One measured check a sample, as the benchmark harness measures
        // it: with a template made for the sample (and one check before
        // measuring), or with one template kept for every sample, as a
        // server keeps one per route.
        let body = SignUpSubmission.browserBody(SignUpSubmission.failing)
        let kept = FormSessionTemplate(form: SignUpForm())
        var samples: [UInt64] = []
        for _ in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 5000) {
            let template = mode == "signup-check-samples-fresh" ? FormSessionTemplate(form: SignUpForm()) : kept
            if ProcessInfo.processInfo.environment["VERIFY"] != nil {
                // What the benchmark's verification does before each sample.
                total &+= await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template).session.outline.count
            }
            for _ in 0..<(Int(ProcessInfo.processInfo.environment["WARMUPS"] ?? "1") ?? 1) {
                total &+= await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template).errors.count
            }
            let before = DispatchTime.now().uptimeNanoseconds
            let check = await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template)
            total &+= check.errors.count
            samples.append(DispatchTime.now().uptimeNanoseconds - before)
        }
        samples.sort()
        print("p0 \(samples[0]) p25 \(samples[samples.count / 4]) p50 \(samples[samples.count / 2]) ns")
    } else if mode == "signup-check-cold" {
        // Each check after other work has left the caches cold, as a
        // request after other requests finds them: a render of the page
        // (other code) and a 4 MiB buffer written (other data). For
        // callgrind with `--cache-sim=yes`: the misses of a run,
        // against a run with `NO_CHECK` set (the other work alone), are
        // what the cold checks cost the caches.
        let body = SignUpSubmission.browserBody(SignUpSubmission.failing)
        let template = FormSessionTemplate(form: SignUpForm())
        let (signUp, renderer) = await failedSignUp()
        let flush = UnsafeMutableRawBufferPointer.allocate(byteCount: 4 << 20, alignment: 64)
        let checks = ProcessInfo.processInfo.environment["NO_CHECK"] == nil
        // The template's plan is made by its first check, in either run.
        total &+= await coldCheck(body, template)
        for round in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 200) {
            total &+= renderer.render(signUp).utf8.count
            flush.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: round))
            if checks { total &+= await coldCheck(body, template) }
        }
    } else if mode == "signup-decode" || mode == "signup-decode-valid" {
        let body = SignUpSubmission.browserBody(mode == "signup-decode" ? SignUpSubmission.failing : SignUpSubmission.passing)
        let template = FormSessionTemplate(form: SignUpForm())
        for _ in 0..<(Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 5000) {
            let s = template.makeSession()
            _ = HTMLFormDecoder.decode(try! URLEncodedForm(parsing: body), into: s)
            _ = await s.submit()
            total &+= 1
        }
    } else {
        for _ in 0..<500 {
            let s = FormSession(form: SizedForm(fieldCount: 100))
            _ = HTMLFormDecoder.decode(try! URLEncodedForm(parsing: body), into: s)
            _ = await s.submit()
            total &+= 1
        }
    }
    print(mode, total, Date().timeIntervalSince(start))
}
await run()
