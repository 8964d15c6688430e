import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FuzzSupport

/// libFuzzer's entry point: a browser posting one form several times.
///
/// The first byte picks the form (`0`–`9` as below; any other byte modulo
/// 10), the rest is one or more `application/x-www-form-urlencoded` bodies,
/// one per line (a line that starts with `{` is a JSON body), posted in turn to the same session as a browser posts the
/// page it was given back: each is parsed, decoded with ``HTMLFormDecoder``
/// (its add, remove, move and reset actions applied; a submit validates, so
/// that the errors show), and the form is rendered again with the decoding's
/// problems. Nothing may crash, and:
///
/// - every problem the decoder reports is about a name that was sent, or
///   about a repeated group whose count was sent (`_fk_group`) over its
///   limit;
/// - nothing sent reaches the HTML unescaped: a `fuzz` element or attribute
///   in the markup can only come from a submitted value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLForm(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let selector = input.first else { return 0 }
    let bodies = input.dropFirst().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(maximumSubmissions).map(Array.init)
    MainActor.assumeIsolated {
        switch FuzzSubmission.formIndex(selector) {
        case 0: post(bodies, to: FormSession(form: ProfileForm()))
        case 1: post(bodies, to: FormSession(form: PollForm()))
        case 2: post(bodies, to: FormSession(form: AddServerForm()))
        case 3: post(bodies, to: FormSession(form: EditTagForm()))
        case 4: post(bodies, to: FormSession(form: CardSettingsForm()))
        case 5: post(bodies, to: FormSession(form: DisplaySettingsForm()))
        case 6: post(bodies, to: FormSession(form: SettingsForm(plans: PlanStore())))
        case 7: post(bodies, to: FormSession(form: CreatePlanForm(store: PlanStore())))
        case 8: post(bodies, to: FormSession(form: TeamForm()))
        default: post(bodies, to: FormSession(form: RosterForm()))
        }
    }
    return 0
}

/// Forms a browser posts more often than this in a row are not more interesting.
private let maximumSubmissions = 8

@MainActor
private func post<Form: ValidatableForm>(_ bodies: [[UInt8]], to session: FormSession<Form>) {
    var renderer = HTMLFormRenderer<Form>(action: "/form")
    for body in bodies {
        // A line that starts with `{` is a JSON body, which goes through
        // the same decoder once flattened to names.
        guard let submission = FuzzSubmission.parse(body, for: session) else { continue }
        let decoding = FuzzSubmission.decode(submission, into: session)
        renderer.showsErrors = decoding.action == .submit
        if renderer.showsErrors {
            _ = session.controller.validate()
        }
        renderer.decodingProblems = decoding.problems
        let html = renderer.render(session)
        _ = renderer.pageTitle(for: session)
        checkEscaped(html)
    }
}

/// Fails when the markup has a `fuzz` element or a `fuzz` attribute, which
/// only a value sent by the fuzzer (`<fuzz>`, `x" fuzz="y`) and not escaped
/// can put there. Text, and attribute values in quotes, may hold anything.
private func checkEscaped(_ html: String) {
    let bytes = Array(html.utf8)
    var index = 0
    func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
            return false
        default:
            return true
        }
    }
    func readName() -> [UInt8] {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        return Array(bytes[start..<index])
    }
    let fuzz = Array("fuzz".utf8)
    while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "<") else {
            index += 1
            continue
        }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        FuzzSubmission.check(readName().lazy.map { $0 | 0x20 }.elementsEqual(fuzz) == false, "a <fuzz> element in the HTML:\n\(html)")
        // Attributes, up to the end of the tag.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if !isNameByte(bytes[index]) && bytes[index] != UInt8(ascii: "=") {
                index += 1
                continue
            }
            let name = readName()
            FuzzSubmission.check(name.lazy.map { $0 | 0x20 }.elementsEqual(fuzz) == false, "a fuzz attribute in the HTML:\n\(html)")
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            guard index < bytes.count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != quote { index += 1 }
                index += 1
            } else {
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            }
        }
    }
}
