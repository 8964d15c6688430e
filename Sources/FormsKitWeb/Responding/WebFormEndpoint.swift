public import FormsKit
@_spi(FormsKitSurface) public import FormsKitModel
public import HTTPTypes

/// One form's address on a server, on any server framework: it answers
/// each request to the address, given as a ``WebFormRequest``, with a
/// ``WebFormResponse``. GET and HEAD show the form, POST reads what a
/// browser or a JSON client sent and acts on it, OPTIONS says what the
/// address takes, and other methods are refused (405).
///
/// An adapter (`FormsKitHummingbird`, `FormsKitVapor`) makes one endpoint
/// per route and calls ``respond(to:session:whenSubmitted:)`` for each of
/// its requests, with a session made for that request:
///
/// ```swift
/// let endpoint = WebFormEndpoint<AccountForm>(configuration: configuration)
/// let response = await endpoint.respond(to: request) {
///     FormSession(form: AccountForm(user: user))          // the signed-in user's own
/// } whenSubmitted: { account in
///     .redirect(to: "/", message: "Saved, \(account.name).")
/// }
/// ```
///
/// What a POST answers:
///
/// | What happened | HTML form | JSON |
/// | --- | --- | --- |
/// | Add, remove or move a repeated group's element; reset | 200, the form as it now is | 400 |
/// | Refresh, from the live script as the person types | 200, only the rows other fields work out; nothing validated or saved | 400 |
/// | Cancel | 303 to ``WebFormOptions/cancelURL`` | 400 |
/// | Submitted | 303 to ``WebFormOptions/resultPath`` with a ``FlashMessage`` | 200, the output as JSON (`{}` unless `Encodable`) |
/// | Invalid (rules, or `ValidationError.invalid` from `submit()`) | 422, the form with its errors and every value | 422, ``SubmissionProblems`` |
/// | `submit()` threw another error | 500, the form with its values and a message that says nothing of the error, which is logged | 500, `{"error": …}` |
/// | Unreadable (`SubmittedFormError`, ``MultipartFormError``) | 400 (413 too large), a page saying what was wrong | the same as `{"error": …}` |
/// | Another content type | 415 | 415 |
/// | From another site (`Origin`, `Sec-Fetch-Site`) | 403 | 403 |
/// | CSRF token missing or not this browser's | 403 | (no token: JSON needs its content type and the origin check) |
/// | CSRF token expired | 403, the form with every value and a message | |
/// | JSON with an `Idempotency-Key` sent before with this body | | the first answer again |
/// | … with another body | | 422, `{"error": …}` |
/// | JSON naming a flow or step the server cannot take | | 422, `{"error": …}` |
/// | PUT, DELETE, PATCH, TRACE, QUERY | 405 with `Allow` | 405 |
///
/// Every response carries the ``WebFormConfiguration``'s security
/// headers, and messages are in the language `Accept-Language` picks
/// from ``WebFormConfiguration/languages``.
///
/// What every request shares lives here: the ledger that submits a page
/// sent twice once, and what a page with files may send. Everything else
/// is the request's, in the task that answers it.
@_spi(FormsKitAdapter) public struct WebFormEndpoint<Form: ValidatableForm & SendableMetatype>: Sendable {
    /// Makes a request's session: once per request, in its task.
    @_spi(FormsKitAdapter) public typealias SessionMaker = nonisolated(nonsending) () async throws -> FormSession<Form>
    /// Says where a submitted form leads, given the output of its
    /// `submit()`.
    typealias SubmissionHook = nonisolated(nonsending) (_ output: Any) async throws -> WebFormNextPage

    /// What every form route of the server shares.
    @_spi(FormsKitAdapter) public let configuration: WebFormConfiguration
    /// What differs between this form's routes and another's.
    @_spi(FormsKitAdapter) public let options: WebFormOptions
    let submissions = SubmissionLedger()
    let uploadAllowance = UploadAllowance()

    /// The methods the address serves, as its `Allow` header lists them.
    @_spi(FormsKitAdapter) public static var allowedMethods: [HTTPRequest.Method] { WebFormMethods.allowed }

    /// An endpoint for a form. Its page's path is the path of the request
    /// it answers (a route in a group has its group's prefix, and one with
    /// parameters the request's values), which the page posts to and its
    /// cookies are kept under, unless ``WebFormOptions/publicPath`` says
    /// otherwise.
    @_spi(FormsKitAdapter) public init(configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions()) {
        self.configuration = configuration
        self.options = options
    }

    /// The answer to `request`, with its session from `makeSession`, made
    /// when the request needs one; a submitted form leads where
    /// ``WebFormOptions/resultPath`` says.
    @_spi(FormsKitAdapter) nonisolated(nonsending) public func respond(to request: WebFormRequest, session makeSession: @escaping SessionMaker) async
        -> WebFormResponse
    {
        await answer(request, makeSession: makeSession) { _ in .standard }
    }

    nonisolated(nonsending) func answer(
        _ request: WebFormRequest, makeSession: @escaping SessionMaker, whenSubmitted: @escaping SubmissionHook
    ) async -> WebFormResponse {
        let log = RequestLog()
        let path = Self.canonicalPath(request.path)
        let responder = WebFormResponder(endpoint: self, path: path, makeSession: makeSession, whenSubmitted: whenSubmitted, log: log)
        var response: WebFormResponse
        switch request.method {
        case .get:
            response = await responder.page(for: request)
        case .head:
            response = await responder.page(for: request).forHEAD()
        case .post:
            response = await responder.submission(request)
        case .options:
            return WebFormResponse.otherMethod(.options, allowing: Self.allowedMethods)
        default:
            response = responder.methodNotAllowed(request)
            response.headers[.allow] = Self.allowedMethods.map(\.rawValue).joined(separator: ", ")
            return response
        }
        do {
            response = try await FlowsKeptOnServer(store: configuration.sharedState).keepingLargeFlows(
                in: response, path: path, key: configuration.signingKey)
        } catch {
            // The browser keeps the cookie it has; the draft keeps what was typed.
            response.headers[values: .setCookie] = response.headers[values: .setCookie].filter { $0.utf8.count <= StepFlow.maximumCookieSize }
            log.error("A form's answers too large for a cookie could not be kept in the shared state: \(error)")
        }
        StepFlow.endOldestFlows(in: &response, request: request, path: path, configuration: configuration)
        response.logEntries += log.entries
        return response
    }
}

extension WebFormEndpoint where Form: SubmittableForm {
    /// The answer to `request`, with its session from `makeSession`; a
    /// submitted form leads where `whenSubmitted` says, given the form's
    /// output.
    @_spi(FormsKitAdapter) nonisolated(nonsending) public func respond(
        to request: WebFormRequest, session makeSession: @escaping SessionMaker,
        whenSubmitted: nonisolated(nonsending) @escaping (Form.Output) async throws -> WebFormNextPage
    ) async -> WebFormResponse {
        await answer(request, makeSession: makeSession) { output in
            guard let output = output as? Form.Output else { return .standard }
            return try await whenSubmitted(output)
        }
    }
}

extension WebFormEndpoint {
    /// `path` as the page's own address and its cookies' `Path`: one
    /// leading `/`, no empty segments (`//evil.example/signup` would be
    /// another site's address in a `Location`), and every byte a cookie
    /// attribute or an address must not hold raw (`;`, `,`, `\`, spaces,
    /// control characters, anything not ASCII) percent-encoded, so a path
    /// cannot add an attribute to a cookie (`;Domain=…`).
    static func canonicalPath(_ path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        var canonical = ""
        for segment in segments {
            canonical += "/"
            for byte in segment.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"), UInt8(ascii: "!"),
                    UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
                    UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
                    canonical.unicodeScalars.append(Unicode.Scalar(byte))
                default:
                    canonical += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
                }
            }
        }
        return canonical.isEmpty ? "/" : canonical
    }
}
