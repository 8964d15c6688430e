import HTMLBenchmarkForms
import Hummingbird

/// The sign-up body as a plain `Codable` struct, for Hummingbird's
/// `URLEncodedFormDecoder`: what a handler would decode before validating
/// by hand. The date is kept as text (the decoder's date strategies read
/// timestamps or full ISO 8601 dates, not a date input's `yyyy-mm-dd`).
struct SignUpBody: Decodable, Equatable {
    var firstName, lastName, username, email, password, confirmPassword: String
    var birthday: String
    var age: Int?
    var phone, website, company, bio: String
    var country, plan: Int
    var interests: [Int]
    var newsletter, terms: Bool
    var teammates: [String]

    /// What decoding `values`' body must give.
    init(_ values: SignUpSubmission.Values) {
        firstName = values.firstName
        lastName = values.lastName
        username = values.username
        email = values.email
        password = values.password
        confirmPassword = values.confirmPassword
        birthday = values.birthday
        age = Int(values.age)
        phone = values.phone
        website = values.website
        company = values.company
        bio = values.bio
        country = values.country
        plan = values.plan
        interests = values.interests
        newsletter = values.newsletter
        terms = values.terms
        teammates = values.teammates
    }
}

/// Hummingbird's decoder, from the module that defines it.
enum HummingbirdSignUp {
    static let decoder = URLEncodedFormDecoder()

    static func decode(_ body: String) throws -> SignUpBody {
        try decoder.decode(SignUpBody.self, from: body)
    }
}
