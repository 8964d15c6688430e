// What the FormsKit README's snippets assume exists: a `Plan`, a `User` and an
// `api` that creates plans and signs users up. A small in-memory service.
import FormsKit

struct Plan: Equatable, Sendable {
    var name: String
    var ownerEmail: String
}

struct User: Equatable, Sendable {
    var email: String
}

struct SignupResponse {
    var fieldIssues: [String: [String]]?
    var user: User
}

@MainActor
final class FakeAPI {
    var takenPlanNames: Set<String> = ["Personal"]
    var takenEmails: Set<String> = ["taken@example.com"]
    private(set) var createdPlans: [Plan] = []

    func createPlan(name: String, ownerEmail: String = "") async throws -> Plan {
        if takenPlanNames.contains(name) {
            throw ValidationError.invalid(errors: ["name": ["A plan named \(name) already exists"]])
        }
        let plan = Plan(name: name, ownerEmail: ownerEmail)
        takenPlanNames.insert(name)
        createdPlans.append(plan)
        return plan
    }

    func signup(email: String, password: String) async throws -> SignupResponse {
        if takenEmails.contains(email) {
            return SignupResponse(fieldIssues: ["email": ["Already taken"]], user: User(email: email))
        }
        return SignupResponse(fieldIssues: nil, user: User(email: email))
    }
}

@MainActor let api = FakeAPI()
