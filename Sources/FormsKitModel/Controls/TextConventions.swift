import FormsKit
import Foundation

/// How numbers and dates are typed as text: the decimal separator, and the
/// order and separator of a date's day, month and year.
///
/// A person types them as the people of their language write them
/// (``of(_:)``: `2,5` and `21/11/2026` in French, `21.11.2026` in German);
/// English, and every machine format, use ``iso`` (`2.5`, `2026-11-21`).
/// The conventions in effect (``current``) follow the language in effect,
/// unless a piece of work runs in others: the HTML surface reads and writes
/// a browser's wire formats (`type=number`, `type=date`) in ``iso``.
public struct TextConventions: Hashable, Sendable {
    /// The order of a date's parts.
    public enum DateOrder: Hashable, Sendable {
        /// `2026-11-21`, `2026/11/21`.
        case yearMonthDay
        /// `21/11/2026`, `21.11.2026`.
        case dayMonthYear
        /// `11/21/2026`.
        case monthDayYear
    }

    /// What separates a number's whole part from its fraction: `.` or `,`.
    public var decimalSeparator: Character
    /// The order of a date's parts.
    public var dateOrder: DateOrder
    /// What separates them: `-`, `/` or `.`.
    public var dateSeparator: Character

    /// These conventions.
    public init(decimalSeparator: Character, dateOrder: DateOrder, dateSeparator: Character) {
        self.decimalSeparator = decimalSeparator
        self.dateOrder = dateOrder
        self.dateSeparator = dateSeparator
    }

    /// ISO 8601 dates and a decimal point: `2.5`, `2026-11-21 14:30`.
    public static let iso = TextConventions(decimalSeparator: ".", dateOrder: .yearMonthDay, dateSeparator: "-")

    /// How the people of `language` (and its region) type numbers and dates
    /// in figures, from the locale's data; English types them as ``iso``.
    public static func of(_ language: FormLanguage) -> TextConventions {
        if language.language == .english { return .iso }
        if let known = cache.withLock({ $0[language] }) { return known }
        let locale = language.locale
        // Latin digits throughout: a locale's own separator for Arabic-Indic
        // digits (`٫`) does not go with them.
        let decimal = locale.decimalSeparator.flatMap { $0 == "," ? Character(",") : nil } ?? "."
        var conventions = TextConventions(decimalSeparator: decimal, dateOrder: .dayMonthYear, dateSeparator: "/")
        if let format = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: locale) {
            let letters = format.filter { "dMy".contains($0) }
            let order = String(letters.reduce(into: "") { if $0.last != $1 { $0.append($1) } })
            switch order {
            case "yMd": conventions.dateOrder = .yearMonthDay
            case "Mdy": conventions.dateOrder = .monthDayYear
            default: conventions.dateOrder = .dayMonthYear
            }
            if let separator = format.first(where: { "/.-".contains($0) }) { conventions.dateSeparator = separator }
        }
        cache.withLock { if $0.count < 64 { $0[language] = conventions } }
        return conventions
    }

    private static let cache = LockedCache()

    @TaskLocal private static var scoped: TextConventions?

    /// The conventions in effect: a scope's (``withConventions(_:operation:)-3x8hc``),
    /// else those of the language in effect.
    public static var current: TextConventions {
        scoped ?? of(.current)
    }

    /// Runs `operation` with `conventions` in effect in this task.
    public static func withConventions<Result>(_ conventions: TextConventions, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(conventions, operation: operation)
    }

    /// Runs `operation` with `conventions` in effect in this task and its
    /// child tasks. `operation` runs on the caller's actor.
    nonisolated(nonsending) public static func withConventions<Result>(
        _ conventions: TextConventions,
        operation: nonisolated(nonsending) () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(conventions, operation: operation)
    }
}

/// Conventions worked out so far, by language, behind a lock.
private final class LockedCache: @unchecked Sendable {
    // `@unchecked`: `values` is read and written only with `lock` held.
    private let lock = NSLock()
    private var values: [FormLanguage: TextConventions] = [:]

    func withLock<Result>(_ body: (inout [FormLanguage: TextConventions]) -> Result) -> Result {
        lock.withLock { body(&values) }
    }
}
