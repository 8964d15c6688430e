import FormsKitMacros
import FormsKitModel
import Foundation

/// The reference form: a profile that uses every row kind of the model —
/// text, masked, multi-line, number, stepper, slider, toggle, picker,
/// segmented choice, multiple choice with a filter, date, time, read-only
/// value, note, link, button, custom content — with rules on most of them
/// and a cross-field rule. Every surface (terminal, HTML, SwiftUI) shows
/// this same definition; open it with `formskit-demo profile` or from
/// Settings › Edit profile.
@ValidatableForm
public struct ProfileForm: StoredForm {
    /// Where the profile is kept between runs; `nil` keeps nothing.
    public let store: PlanStore?

    /// The person's name.
    @Validated(.isNotEmpty(message: "Enter your name"))
    public var name = ""
    /// Their email address.
    @Validated(.isNotEmpty(message: "Enter your email address"), .email())
    public var email = ""
    /// A new password, or empty to keep the one the person has: the
    /// profile is an edit form, and a password is never shown back.
    @Validated(.satisfies("Use at least 8 characters") { $0.isEmpty || $0.count >= 8 })
    public var password = ""
    /// The password again.
    @Validated public var confirmation = ""
    /// When they were born, if they say.
    @Validated public var birthday: Date? = nil
    /// How many people are in their team, if they say.
    @Validated(.ifPresent(.range(1...500)))
    public var teamSize: Int?
    /// A few words about them.
    @Validated(.maxLength(280, message: "Keep it to 280 characters"))
    public var bio = ""
    /// A photo of them, if they give one: an image of up to 2 MB.
    @Validated(.maxFileSize(2_000_000), .fileTypes(["image/*"]))
    public var photo: UploadedFile? = nil
    /// Where they live.
    @Validated public var country = Country.unitedKingdom
    /// Light, dark, or as the system.
    @Validated public var theme = Theme.system
    /// Text size in points.
    @Validated public var textSize = 16
    /// Notification volume, 0 to 100.
    @Validated public var volume = 60.0
    /// Whether they get the newsletter.
    @Validated public var newsletter = false
    /// What they are interested in.
    @Validated(.count(max: 5, message: "Choose up to 5 interests"))
    public var interests: Set<Interest> = []
    /// When notifications go quiet.
    @Validated public var quietFrom = ProfileForm.time(hour: 22)
    /// The photo the profile was last saved with, as the store describes it
    /// (its bytes are not kept): shown, and kept, until another is chosen.
    public var savedPhoto: Photo?

    /// An empty profile, kept nowhere.
    public init() {
        store = nil
    }

    /// A profile kept in `store` (all but the password and the photo's
    /// bytes): open it with `store.session(for:)` to see what was saved
    /// last.
    public init(store: PlanStore) {
        self.store = store
    }

    public static let storeKey = "profile"

    /// The Display page the profile links to, kept where the profile is.
    private static func display(keptIn store: PlanStore?) -> FormSession<DisplaySettingsForm> {
        guard let store else { return FormSession(form: DisplaySettingsForm()) }
        return store.session(for: DisplaySettingsForm(store: store))
    }

    public mutating func load(_ profile: Profile) {
        name = profile.name
        email = profile.email
        // Kept in ISO form, whatever the language it was saved or is read in.
        birthday = profile.birthday.flatMap { text in TextConventions.withConventions(.iso) { DateText.date(from: text, components: .date) } }
        teamSize = profile.teamSize
        bio = profile.bio
        country = profile.country
        theme = profile.theme
        textSize = profile.textSize
        volume = profile.volume
        newsletter = profile.newsletter
        interests = Set(profile.interests)
        quietFrom = TextConventions.withConventions(.iso) { DateText.date(from: profile.quietFrom, components: .time) } ?? quietFrom
        savedPhoto = profile.photo
    }

    public var formRules: [FormRule<Self>] {
        [.matches(\.confirmation, \.password, message: "The passwords are different")]
    }

    /// Countries offered.
    public enum Country: String, CaseIterable, Codable, Sendable {
        case france, germany, japan, kenya, unitedKingdom, unitedStates

        /// The country's name.
        public var name: String {
            switch self {
            case .france: return "France"
            case .germany: return "Germany"
            case .japan: return "Japan"
            case .kenya: return "Kenya"
            case .unitedKingdom: return "United Kingdom"
            case .unitedStates: return "United States"
            }
        }
    }

    /// How the app looks.
    public enum Theme: String, CaseIterable, Codable, Sendable {
        case system, light, dark
    }

    /// Topics to follow.
    public enum Interest: String, CaseIterable, Codable, Sendable {
        case accessibility, concurrency, databases, design, embedded, games, machineLearning
        case networking, security, servers, swiftUI, testing, typography, webAssembly

        /// The topic's name.
        public var name: String {
            switch self {
            case .machineLearning: return "Machine learning"
            case .swiftUI: return "SwiftUI"
            case .webAssembly: return "WebAssembly"
            default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    /// The profile that was saved (the password is not part of it).
    public struct Profile: Codable, Equatable, Sendable {
        public var name: String
        public var email: String
        /// `yyyy-mm-dd`, in every language.
        public var birthday: String?
        public var teamSize: Int?
        public var bio: String
        /// The photo, if one was given: its name, type and size, as data
        /// (the bytes themselves stay with the form).
        public var photo: Photo?
        public var country: Country
        public var theme: Theme
        public var textSize: Int
        public var volume: Double
        public var newsletter: Bool
        public var interests: [Interest]
        /// `hh:mm`, in every language.
        public var quietFrom: String
    }

    /// A photo as the saved profile describes it.
    public struct Photo: Codable, Equatable, Sendable {
        /// The file's name, without a folder (`日本.png`).
        public var filename: String
        /// Its media type (`image/png`).
        public var contentType: String
        /// Its size in bytes.
        public var size: Int

        /// A photo's description.
        public init(filename: String, contentType: String, size: Int) {
            self.filename = filename
            self.contentType = contentType
            self.size = size
        }
    }

    public func submit() async throws -> Profile {
        // Dates in ISO form, in every language: what is kept is read back
        // in any other.
        let (birthday, quietFrom) = TextConventions.withConventions(.iso) {
            (self.birthday.map { DateText.string($0, components: .date) }, DateText.string(self.quietFrom, components: .time))
        }
        return try await keep(
            Profile(
                name: name, email: email,
                birthday: birthday,
                teamSize: teamSize, bio: bio, photo: photo.map { Photo(filename: $0.filename, contentType: $0.contentType, size: $0.size) } ?? savedPhoto,
                country: country,
                theme: theme, textSize: textSize, volume: volume,
                newsletter: newsletter, interests: interests.sorted { $0.rawValue < $1.rawValue },
                quietFrom: quietFrom
            ))
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "Profile", submitTitle: "Save", successMessage: "Profile saved.", bundle: ExampleTexts.bundle) {
            FormSection("Account") {
                CustomRow(id: "avatar") { form in
                    .hstack {
                        ChromeNode.text("(\(form.initials))", role: .headline)
                        ChromeNode.text(form.name.isEmpty ? ExampleTexts.text("Your name appears here") : form.name, role: .caption)
                    }
                }
                TextRow("Name", \.name, content: .personName, placeholder: "Ada Lovelace", characterLimit: 100)
                TextRow("Email", \.email, content: .email, placeholder: "name@example.com", characterLimit: 254)
                SecureTextRow("Password", \.password, content: .newPassword)
                    .subtitle("Leave empty to keep your password, or use at least 8 characters")
                SecureTextRow("Confirm", \.confirmation, content: .newPassword)
            }
            FormSection("About you", footer: "Everything here is optional.") {
                DateRow("Birthday", \.birthday)
                NumberRow("Team size", \.teamSize, range: 1...500)
                MultilineTextRow("Bio", \.bio, placeholder: "A few words")
                ValueRow("Bio length") { ExampleTexts.text("{count} of 280", ["count": String($0.bio.count)]) }
                FileRow("Photo", \.photo, acceptedTypes: ["image/*"])
                ValueRow("Saved photo") { form in
                    form.savedPhoto.map { "\($0.filename) (\(UploadedFile.formattedSize($0.size)))" } ?? ""
                }
                .visible(when: { $0.photo == nil && $0.savedPhoto != nil })
            }
            FormSection("Preferences") {
                ChoiceRow("Country", \.country) { $0.name }
                ChoiceRow("Theme", \.theme, style: .segmented) { $0.rawValue.capitalized }
                StepperRow("Text size", \.textSize, range: 12...24, format: NumberFormat(fractionDigits: 0, unit: " pt"))
                SliderRow("Volume", \.volume, range: 0...100, step: 5)
                ToggleRow("Newsletter", \.newsletter)
                MultipleChoiceRow("Interests", \.interests) { $0.name }
                    .subtitle("Up to five")
                DateRow("Quiet from", \.quietFrom, components: .time)
            }
            FormSection {
                NoteRow("Your profile is visible to your team.")
                LinkRow("Display", to: .form("Display") { [store] in Self.display(keptIn: store) })
                ButtonRow("Start over", role: .reset)
                ButtonRow("Save profile", role: .submit)
            }
        }
    }

    /// The initials of the name, for the avatar.
    var initials: String {
        let letters = name.split(separator: " ").compactMap(\.first).prefix(2)
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }

    static func time(hour: Int) -> Date {
        DateText.date(from: String(format: "%02d:00", hour), components: .time) ?? Date(timeIntervalSince1970: 0)
    }
}
