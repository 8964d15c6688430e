import Foundation
import HTMLBenchmarkForms
import Vapor

/// The sign-up form as a Vapor handler decodes and validates it: a
/// `Content` struct with `Validatable` rules as close to ``SignUpForm``'s
/// as Vapor's validators express them, checked with the two calls a handler
/// makes on its `Request`, `SignUp.validate(content: req)` (the body decoded
/// by Vapor's `URLEncodedFormDecoder` into a `Decoder` the validations
/// read), then, when they pass, `req.content.decode(SignUp.self)` (decoded
/// again into the struct), and the passwords compared by hand (Vapor has
/// no rule across fields). The request is made once, with its body
/// collected, on an application that serves nothing: what is measured is
/// what the handler runs, not the server. When the validations fail, the
/// handler reads each failure's message by field, as a page shown again
/// needs them (and as the FormsKit benchmark reads `check.errors`).
public enum VaporSignUp {
    /// What a handler ends with: the decoded struct, or the failures.
    public enum Outcome: Equatable {
        case valid(firstName: String, teammates: Int)
        case invalid(failures: Int)
    }

    struct Teammate: Content {
        var email: String
    }

    struct Body: Content, Validatable {
        var firstName, lastName, username, email, password, confirmPassword: String
        var birthday: String
        var age: Int?
        var phone, website, company, bio: String
        var country, plan: Int
        var interests: [Int]
        var newsletter, terms: Bool
        var teammates: [Teammate]

        static func validations(_ validations: inout Validations) {
            validations.add("firstName", as: String.self, is: !.empty, customFailureDescription: "Enter your first name")
            validations.add("lastName", as: String.self, is: !.empty, customFailureDescription: "Enter your last name")
            validations.add("username", as: String.self, is: .count(3...))
            validations.add("email", as: String.self, is: !.empty && .email)
            validations.add("password", as: String.self, is: .count(8...))
            // A date input's `yyyy-mm-dd`, when given: Vapor has no date rule.
            validations.add("birthday", as: String.self, is: .empty || .pattern("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"))
            validations.add("age", as: Int?.self, is: .nil || .range(18...120), required: false)
            validations.add("phone", as: String.self, is: .pattern("^\\+?[0-9 ]{7,15}$"))
            validations.add("website", as: String.self, is: .empty || .url)
            validations.add("company", as: String.self, is: !.empty)
            validations.add("bio", as: String.self, is: .count(...280))
            validations.add("interests", as: [Int].self, is: !.empty)
            validations.add("terms", as: Bool.self, is: .custom("accepted") { $0 })
            validations.add(each: "teammates") { _, teammate in
                teammate.add("email", as: String.self, is: .empty || .email)
            }
        }
    }

    /// The application a request belongs to: made once, never started.
    @MainActor private static var application: Application?

    /// A request to the sign-up handler (Vapor's `Request`, kept inside:
    /// Hummingbird, beside which the benchmarks use it, names a `Request`
    /// too).
    public struct SignUpRequest {
        fileprivate let request: Request
    }

    /// A `POST` with `body` as a urlencoded form, as a handler receives it.
    @MainActor
    public static func request(body: ByteBuffer) async throws -> SignUpRequest {
        let application: Application
        if let made = Self.application {
            application = made
        } else {
            application = try await Application.make(.testing)
            Self.application = application
        }
        let request = Request(
            application: application, method: .POST, url: "/sign-up",
            headers: ["Content-Type": "application/x-www-form-urlencoded"], collectedBody: body,
            on: application.eventLoopGroup.any())
        return SignUpRequest(request: request)
    }

    /// What a handler runs on `request`: `Body.validate(content:)`, then
    /// `request.content.decode(Body.self)`.
    public static func decodeAndValidate(_ signUp: SignUpRequest) -> Outcome {
        let request = signUp.request
        do {
            try Body.validate(content: request)
            let decoded = try request.content.decode(Body.self)
            guard decoded.password == decoded.confirmPassword else { return .invalid(failures: 1) }
            return .valid(firstName: decoded.firstName, teammates: decoded.teammates.count)
        } catch let error as ValidationsError {
            // The messages by field, as a handler needs them to show the
            // page again (FormsKit's side reads `check.errors`, the same).
            var messages: [String: String] = [:]
            for failure in error.failures {
                messages[failure.key.description] = failure.customFailureDescription ?? failure.failureDescription ?? ""
            }
            return .invalid(failures: messages.count)
        } catch {
            return .invalid(failures: -1)
        }
    }

    /// The body of `values` as Vapor's decoder reads it: as Hummingbird's
    /// (lists as `interests[]`, checkboxes as `true`/`false`), with the
    /// teammates as a list of structs, `teammates[0][email]`.
    public static func body(_ values: SignUpSubmission.Values) -> ByteBuffer {
        ByteBuffer(string: SignUpSubmission.codableBody(values) { "teammates[\($0)][email]" })
    }
}
