import FormsKit
import Foundation

/// What a person typed in a form, kept so that a crash, a closed window, an
/// expired page or a restart loses none of it: each field's value as text,
/// the size of each repeated group, the step of a form in steps, and when
/// it was saved.
///
/// A session makes one with ``FormSession/makeDraft(at:)`` and puts one
/// back with ``FormSession/restore(_:)``. Masked values (passwords) and
/// files are never in a draft: a person types a password again, and
/// chooses a file again.
public struct FormDraft: Codable, Hashable, Sendable {
    /// Each field's value as the person gave it, by the field's name
    /// (`email`, `guests.1.name`): the text typed (even text that is not
    /// a valid number or date yet), `true` or `false` for a toggle, the
    /// chosen option for a choice and the chosen ones for a multiple choice,
    /// each by its value's name as the form's output writes it (the same
    /// in every language), else by its label.
    public var values: [String: [String]]
    /// The number of elements of each repeated group, by the group's id.
    public var groupCounts: [String: Int]
    /// For a form in steps, the position of the step shown.
    public var step: Int?
    /// For a form in steps, the positions of the steps the person has
    /// seen.
    public var seenSteps: [Int]?
    /// When it was saved.
    public var savedAt: Date
    /// What saved it, as the surface that saved it names it (the web: the
    /// run through a form in steps, so that a tab reloaded takes back its
    /// own typing and not another tab's); `nil` when the surface names
    /// none.
    public var origin: String?

    /// A draft of these values, saved at `savedAt` by `origin`.
    public init(
        values: [String: [String]], groupCounts: [String: Int] = [:], step: Int? = nil, seenSteps: [Int]? = nil, savedAt: Date,
        origin: String? = nil
    ) {
        self.values = values
        self.groupCounts = groupCounts
        self.step = step
        self.seenSteps = seenSteps
        self.savedAt = savedAt
        self.origin = origin
    }

    /// How long a draft is kept by default: 30 days.
    public static let defaultLifetime: Duration = .seconds(30 * 24 * 60 * 60)

    /// The question that offers the draft back, at `now`: "Restore what
    /// you typed at 14:03?", with the day when it is not today's.
    public func restoreQuestion(now: Date = Date()) -> String {
        // The person's own clock: "14:03", or "2:03 PM".
        // The person's own clock (24 hours or not) when they read their
        // system's language; else the language's.
        let language = FormLanguage.current
        let locale = Locale.current.language.languageCode?.identifier == language.language.tag ? Locale.current : language.locale
        let time = savedAt.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale))
        if Calendar.current.isDate(savedAt, inSameDayAs: now) { return ModelWords.text("draft.restoreToday", ["time": time]) }
        let day = savedAt.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale))
        return ModelWords.text("draft.restoreOnDay", ["day": day, "time": time])
    }

    /// Whether the draft is older than `lifetime` at `date`.
    public func isExpired(at date: Date, lifetime: Duration = FormDraft.defaultLifetime) -> Bool {
        date.timeIntervalSince(savedAt) > Double(lifetime.components.seconds)
    }
}
