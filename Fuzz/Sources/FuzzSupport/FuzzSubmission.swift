import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel

/// What the form harnesses share: which demo form an input's first byte
/// picks, a body read as a browser's or a JSON client's, and the checks
/// every decoding must pass.
public enum FuzzSubmission {
    /// The number of forms an input can pick.
    public static let formCount = 10

    /// `0`–`9` as written in the seeds; any other byte modulo the count.
    public static func formIndex(_ selector: UInt8) -> Int {
        if (UInt8(ascii: "0")..<UInt8(ascii: "0") + UInt8(formCount)).contains(selector) {
            return Int(selector - UInt8(ascii: "0"))
        }
        return Int(selector) % formCount
    }

    /// `body` as a submission to `session`: JSON when it starts with `{`
    /// (flattened to names, as a JSON request is), otherwise
    /// `application/x-www-form-urlencoded`; `nil` when it does not read.
    @MainActor
    public static func parse<Form: ValidatableForm>(_ body: [UInt8], for session: FormSession<Form>) -> SubmittedForm? {
        if body.first == UInt8(ascii: "{") {
            return (try? HTMLFormDecoder.submission(fromJSON: body, for: session))?.submission
        }
        return try? SubmittedForm(parsing: body)
    }

    /// Decodes `submission` into `session` and checks that every problem
    /// the decoder reports is about a name that was sent, or about a
    /// repeated group that was sent over its limit: its count, or more
    /// elements than it takes (named `group.3.name`, or marked present).
    @MainActor
    public static func decode<Form: ValidatableForm>(_ submission: SubmittedForm, into session: FormSession<Form>) -> HTMLFormDecoding {
        let decoding = HTMLFormDecoder.decode(submission, into: session)
        // The name under which a page sends each repeated group's count.
        let sentGroupCounts = submission.contains("_fk_group")
        for name in decoding.problems.keys {
            let sentElements = submission.pairs.contains { $0.0.hasPrefix(name + ".") || $0.1.hasPrefix(name + ".") }
            check(submission.contains(name) || sentGroupCounts || sentElements, "a problem about \"\(name)\", which was not sent")
        }
        return decoding
    }

    /// Stops the run, reported by libFuzzer as a crash, when `condition` is false.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            fatalError("Fuzz: " + message())
        }
    }
}
