import FormsKitHTML
import HTTPTypes

/// The OpenAPI 3.1 document of a server's form routes: for each form, the
/// JSON body that submits it (a form's JSON Schema, from its definition)
/// and what each answer holds, so that a program can send the form, a
/// client can be generated, and tools such as schemathesis can test the
/// server against it.
///
/// An adapter serves it at an address of your choosing, listing every form
/// route it serves:
///
/// ```swift
/// router.addWebFormsOpenAPI(at: "/openapi.json", configuration: configuration)   // Hummingbird
/// app.webFormsOpenAPI("openapi.json")                                              // Vapor
/// ```
///
/// The document is made for the request that asks for it, in its
/// language: a form whose session depends on the request (the signed-in
/// user's account) is described as that request would see it, and one
/// whose session cannot be made for it (it throws) is left out.
public enum WebFormsOpenAPI {
    /// What the document says of the API as a whole.
    public struct Info: Sendable {
        /// The API's name.
        public var title: String
        /// The API's version, yours (not OpenAPI's).
        public var version: String
        /// A few words on the API.
        public var description: String?

        public init(title: String, version: String = "1", description: String? = nil) {
            self.title = title
            self.version = version
            self.description = description
        }
    }

    /// The header a JSON client may send so that a retried POST creates
    /// nothing twice.
    public static let idempotencyKeyHeader = "Idempotency-Key"

    /// The answer to `request` for the document of the forms of `entries`:
    /// GET and HEAD answer it as JSON, in the request's language; other
    /// methods 405. `frameworkRequest` is the framework's own request,
    /// which each entry gives its session maker.
    @_spi(FormsKitAdapter) nonisolated(nonsending) public static func response(
        to request: WebFormRequest, describing entries: [WebFormAPIEntry], frameworkRequest: any Sendable,
        configuration: WebFormConfiguration, info: Info
    ) async -> WebFormResponse {
        guard request.method == .get || request.method == .head else {
            return WebFormResponse.otherMethod(request.method, allowing: [.get, .head])
        }
        let language = configuration.language(of: request)
        let written = await language.speaking {
            await Self.document(describing: entries, frameworkRequest: frameworkRequest, configuration: configuration, language: language, info: info)
        }
        var response = WebResponse.json(.ok, JSONAnswers.encode(written), language: language.tag)
        response.headers[.vary] = "Accept-Language, Cookie"
        return request.method == .head ? response.forHEAD() : response
    }

    nonisolated(nonsending) static func document(
        describing entries: [WebFormAPIEntry], frameworkRequest: any Sendable, configuration: WebFormConfiguration,
        language: WebFormLanguage, info: Info
    ) async -> OpenAPIDocument {
        let wording = configuration.wording(in: language)
        var paths: [String: OpenAPIDocument.PathItem] = [:]
        for entry in entries where paths[entry.path] == nil {
            guard let form = await entry.describe(frameworkRequest, configuration.limits, wording) else { continue }
            paths[entry.path] = pathItem(entry, form: form)
        }
        return OpenAPIDocument(
            info: OpenAPIDocument.Info(title: info.title, version: info.version, description: info.description), paths: paths,
            components: OpenAPIDocument.Components(schemas: components()))
    }

    private static func pathItem(_ entry: WebFormAPIEntry, form: WebFormAPIForm) -> OpenAPIDocument.PathItem {
        typealias Document = OpenAPIDocument
        let name = operationName(entry.path)
        let title = form.title ?? entry.path
        let parameters = entry.pathParameters.map {
            Document.Parameter(name: $0, place: .path, required: true, description: nil, schema: .string(maxLength: nil))
        }
        var body: Document.Schema = .form(form.whole)
        let output: Document.Schema =
            form.output.map { .form($0) } ?? .anything(description: "The form's output, as its type encodes it (`{}` when it is not `Encodable`).")
        var success = output
        if let step = form.step {
            body = .anyOf([.form(form.whole), .form(step)], description: "The whole form at once, or one step of it.")
            success = .anyOf([.reference("StepAnswer"), output], description: "After a step, where the flow is; after the last, the form's output.")
        }
        // A browser's form posts are answered with pages, a program's JSON
        // with JSON: each answer may be either.
        let page = Document.MediaType(schema: .string(maxLength: nil))
        func error(_ words: String) -> Document.Response {
            Document.Response(description: words, content: ["application/json": Document.MediaType(schema: .reference("Error")), "text/html": page])
        }
        var description = """
            Submits the form with a JSON body whose members are the form's fields (`application/json`). \
            JSON clients need no CSRF token; a request whose `Origin` (or `Sec-Fetch-Site: cross-site`) says \
            it comes from another site's page is refused (403). Messages are in the language `Accept-Language` picks.
            """
        if form.step != nil {
            description += """
                 A form in steps takes its answers at once, or one step at a time: send `_fk_action` `continue` \
                (or `back`), then the `flow` and `step` each answer gives as `_fk_flow` and `_fk_step`, with the \
                cookie it sets.
                """
        }
        if form.takesFiles { description += " Files are sent in a `multipart/form-data` body, as from the form's page." }
        let post = Document.Operation(
            operationId: "submit" + name, summary: title, description: description,
            parameters: [
                Document.Parameter(
                    name: idempotencyKeyHeader, place: .header, required: false,
                    description:
                        "A key of the client's own: a POST retried with the same key and body gets the first answer again and creates nothing twice; the same key with another body is answered 422.",
                    schema: .string(maxLength: IdempotencyKey.maximumLength + 2, pattern: #"^(?:[!#-~]{1,255}|"[!#-~]{1,255}")$"#))
            ],
            requestBody: Document.RequestBody(required: true, content: ["application/json": Document.MediaType(schema: body)]),
            responses: [
                "200": Document.Response(
                    description: "Submitted (JSON); for a browser's form, the page again after a button that edits it.",
                    content: ["application/json": Document.MediaType(schema: success), "text/html": page]),
                "303": Document.Response(description: "A browser's form was submitted, or cancelled: to the next page.", content: nil),
                "400": error("The body could not be read: not JSON, or a member of the wrong kind for the form's wire format."),
                "403": error("The request came from another site's page; or a browser's form without its CSRF token or cookie."),
                "409": error("The same Idempotency-Key is still being answered: send it again later."),
                "413": error("The body is larger than the server takes."),
                "415": error("The body is not JSON."),
                "422": Document.Response(
                    description: "Some values are wrong: each field's messages, as its page would show them; or an Idempotency-Key reused with another body.",
                    content: [
                        "application/json": Document.MediaType(schema: .anyOf([.reference("SubmissionProblems"), .reference("Error")], description: nil)),
                        "text/html": page,
                    ]),
                "500": error("The server failed; it says nothing more, and logs what happened."),
            ])
        let get = Document.Operation(
            operationId: "show" + name, summary: title, description: "The form's page, for a browser.", parameters: nil, requestBody: nil,
            responses: ["200": Document.Response(description: "The page.", content: ["text/html": Document.MediaType(schema: .string(maxLength: nil))])])
        return Document.PathItem(parameters: parameters.isEmpty ? nil : parameters, get: get, post: post)
    }

    /// The answers' shapes that every form shares.
    private static func components() -> [String: OpenAPIDocument.Schema] {
        let messages = OpenAPIDocument.Schema.array(of: .string(maxLength: nil))
        return [
            "Error": .object(properties: ["error": .string(maxLength: nil)], required: ["error"], additional: nil),
            "SubmissionProblems": .object(
                properties: ["errors": .object(properties: [:], required: [], additional: messages), "formErrors": messages],
                required: ["errors", "formErrors"], additional: nil),
            "StepAnswer": .object(
                properties: [
                    "flow": .string(maxLength: 32), "step": .integer(minimum: 0), "title": .string(maxLength: nil), "progress": .string(maxLength: nil),
                ],
                required: ["flow", "step", "title", "progress"], additional: nil),
        ]
    }

    /// `/create-plan` as `CreatePlan`, `/accounts/{id}` as `AccountsId`:
    /// a name for the path's operations.
    static func operationName(_ path: String) -> String {
        var name = ""
        var upper = true
        for scalar in path.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar), scalar.isASCII {
                name += upper ? String(scalar).uppercased() : String(scalar)
                upper = false
            } else {
                upper = true
            }
        }
        return name.isEmpty ? "Index" : name
    }
}
