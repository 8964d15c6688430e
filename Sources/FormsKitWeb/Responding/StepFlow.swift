import Crypto
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import HTTPTypes

/// A step's fields as they were last sent: a page's pairs (without its own
/// hidden fields), or a JSON client's body.
struct SentPage: Codable, Sendable, Equatable {
    var pairs: [[String]]?
    var json: String?
    /// The page's files, each as its field's name and the key the
    /// configuration's shared state keeps it under (``StepFiles``).
    var files: [[String]]?
}

/// What a form in steps carries from one page to the next: the step shown,
/// the furthest step reached, and each step's fields as they were last
/// sent.
///
/// It lives in a cookie of its own for each run through the form (a flow),
/// named by an id the pages carry in their URL and a hidden field, so two
/// tabs never mix their answers. The cookie is sealed with AES-GCM under a
/// key worked out from the configuration's signing key, and bound to the
/// form's path and the flow's id: the browser can neither read it (a
/// password in it is never in clear outside the server) nor change it, nor
/// move it to another flow, and every server that holds the signing key can
/// open it. Nothing is stored on the server.
struct StepFlow: Codable, Sendable, Equatable {
    /// The step the page shows.
    var step: Int
    /// The furthest step reached by continuing: no page beyond it is shown.
    var reached: Int
    /// Whether Continue on the step shown goes back to the review.
    var returnsToReview: Bool
    /// Each step's fields as last sent, by the step's position.
    var pages: [String: SentPage]
    /// When the flow began, in seconds since 1970.
    var created: Double
    /// Whether the step shown was sent with answers that are wrong: its
    /// page shows their messages, until it is sent again.
    var showsProblems: Bool?
    /// What `submit()` refused, by field name (as
    /// `ValidationError.invalid` gives it): the step shown after the
    /// refusal shows it, until it is sent again.
    var refusal: [String: [String]]?
    /// Whether the flow began because the one an address named was gone:
    /// its first page says so, once.
    var restarted: Bool?
    /// Whether the flow began from the browser's draft (the form opened
    /// again after its flow was gone): the draft, as the store keeps it, is
    /// applied before the pages sent since. It is not carried in the
    /// cookie, which a draft could fill.
    var fromDraft: Bool?
    /// Whether the page shown next says that the draft is back, with its
    /// Discard button; once.
    var offersDraft: Bool?
    /// Whether the flow was submitted: it keeps no answers, and its pages
    /// lead to the confirmation page (the browser's Back from it, a step
    /// sent again).
    var sent: Bool?

    /// How long a flow lasts from its first page.
    static let lifetime: TimeInterval = 2 * 60 * 60
    private static let purpose = "formskit-step-flow"

    /// A new flow at the first step.
    init(step: Int, at date: Date) {
        self.step = step
        reached = step
        returnsToReview = false
        pages = [:]
        created = date.timeIntervalSince1970
    }

    /// A new flow that goes on from a browser's draft: at the draft's step,
    /// with every step it saw reached (steps the form no longer has are
    /// not: a draft outlives a change of the form), and the draft's answers
    /// (a draft holds no password and no file).
    init(restoring draft: FormDraft, firstStep: Int, stepCount: Int, at date: Date) {
        let steps = 0..<stepCount
        let step = draft.step.flatMap { steps.contains($0) ? $0 : nil } ?? firstStep
        self.init(step: step, at: date)
        reached = max(step, (draft.seenSteps ?? []).filter(steps.contains).max() ?? step)
        fromDraft = true
        offersDraft = true
    }

    /// The text (or number) member `name` of a JSON body's top-level
    /// object: how a JSON client names its flow and step. `nil` for a body
    /// outside `limits`, which the submission's decoding refuses with why.
    static func jsonMember(_ name: String, of body: [UInt8], limits: SubmittedFormLimits) -> String? {
        jsonMember(name, in: JSONValue.members(of: body, limits: limits))
    }

    /// The text (or number) member `name` of a body's members, read once
    /// (``JSONValue/members(of:limits:)``) for several names.
    static func jsonMember(_ name: String, in members: [String: JSONValue]?) -> String? {
        switch members?[name] {
        case .string(let text)?, .number(let text)?: return text
        default: return nil
        }
    }

    /// The name of the cookie of the flow `id`.
    static func cookieName(flow id: String) -> String {
        "fk_flow_" + id
    }

    /// Whether `id` is a flow id as this server makes them: what a cookie's
    /// name may hold.
    static func isFlowID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 32 && id.utf8.allSatisfy { $0.isASCIIWordCharacter || $0 == UInt8(ascii: "-") }
    }

    /// The sealed flow: what its cookie holds.
    func sealed(path: String, flow id: String, key: SigningKey) -> String? {
        // Encoding and sealing the flow's own values do not fail; nil would refuse the step.
        guard let plain = try? JSONEncoder().encode(self),
            let box = try? AES.GCM.seal(plain, using: key.derivedKey(for: Self.purpose), authenticating: Data(Self.binding(path: path, flow: id).utf8)),
            let combined = box.combined
        else { return nil }
        return Base64URL.encode(Array(combined))
    }

    /// The flow sealed in `value` for this path and flow id, when this
    /// server (or one with its key) sealed it there, less than ``lifetime``
    /// ago.
    static func open(_ value: String, path: String, flow id: String, key: SigningKey, at date: Date) -> StepFlow? {
        // A cookie that is not a flow sealed by this server for this page is no flow.
        guard let bytes = Base64URL.decode(value), let box = try? AES.GCM.SealedBox(combined: bytes),
            let plain = try? AES.GCM.open(box, using: key.derivedKey(for: purpose), authenticating: Data(binding(path: path, flow: id).utf8)),
            let flow = try? JSONDecoder().decode(StepFlow.self, from: plain)
        else { return nil }
        let age = date.timeIntervalSince1970 - flow.created
        guard age >= -60, age < lifetime, flow.step >= 0, flow.reached >= flow.step else { return nil }
        return flow
    }

    private static func binding(path: String, flow id: String) -> String {
        path + "\u{0}" + id
    }

    /// The most bytes a cookie's name, `=` and value may take: browsers keep
    /// a cookie of 4,096 (RFC 6265 asks for at least that) and drop a
    /// larger one without a word.
    static let maximumCookieSize = 4_096

    /// The most bytes a sealed flow may take: one larger than a cookie is
    /// kept in the shared state, and the cookie names it
    /// (``FlowsKeptOnServer``). 64 KiB: sixteen times a cookie, about
    /// twenty thousand CJK characters across the steps, and little enough
    /// that a client cannot fill the store quickly.
    static let maximumSealedSize = 64 << 10

    /// The cookie that carries the flow, for `path`; `nil` when it would be
    /// larger than ``maximumSealedSize``. A cookie larger than browsers keep
    /// (``maximumCookieSize``) is moved to the shared state before the
    /// response leaves (``FlowsKeptOnServer``).
    func cookie(path: String, flow id: String, configuration: WebFormConfiguration) -> WebFormCookie? {
        guard let value = sealed(path: path, flow: id, key: configuration.signingKey), value.utf8.count <= Self.maximumSealedSize
        else { return nil }
        return WebFormCookie(
            name: Self.cookieName(flow: id), value: value, maxAge: Int(Self.lifetime), path: path, secure: configuration.usesTLS, httpOnly: true,
            sameSite: .lax)
    }

    /// The cookie that ends the flow `id`.
    static func clearingCookie(path: String, flow id: String, configuration: WebFormConfiguration) -> WebFormCookie {
        WebFormCookie(name: cookieName(flow: id), value: "", maxAge: 0, path: path, secure: configuration.usesTLS, httpOnly: true, sameSite: .lax)
    }

    /// Names the answers of the steps before `step` (a review's): the same
    /// while they are the same, and different once any was changed, by this
    /// page or another tab of the flow. Sixteen bytes of a SHA-256 of them.
    func answersDigest(before step: Int) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let answers = pages.filter { Int($0.key).map { $0 < step } ?? false }
        // Encoding the flow's own strings does not fail.
        let data = (try? encoder.encode(answers)) ?? Data()
        return Base64URL.encode(Array(SHA256.hash(data: data).prefix(16)))
    }
}

extension UInt8 {
    /// A letter, a digit or `_`.
    fileprivate var isASCIIWordCharacter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "_")
    }
}
