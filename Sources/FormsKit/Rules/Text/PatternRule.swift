import Foundation

/// Requires text to contain a match of a regular expression, anywhere in it
/// (anchor with `^` and `$` to match the whole text). `nil` passes.
///
/// The expression is compiled once, when the rule is created. An invalid
/// pattern written in code stops the program there, naming the file and line
/// of the `.pattern(...)` call; a pattern that comes from outside (a config
/// file, a server) should be checked with ``init(validating:message:)``, which
/// throws instead.
public struct PatternRule<Value: TextValidatable>: ValidationRule {
    /// The pattern's source, for diagnostics.
    public let pattern: String
    /// The message; `nil` uses ``ValidationMessage/patternMismatch``.
    public let message: String?
    private let matches: (Substring) -> Bool
    /// The ICU source when the rule was made from one; a `Regex` has none
    /// that other engines could read.
    private let icuSource: String?

    /// Compiles `pattern` (ICU syntax, as `NSRegularExpression`), throwing when
    /// it is not a valid regular expression.
    public init(validating pattern: String, message: String? = nil) throws(InvalidPatternError) {
        let expression: NSRegularExpression = try CompiledPatterns.shared.expression(for: pattern, as: Value.self)
        self.pattern = pattern
        self.icuSource = pattern
        self.message = message
        // Most form patterns are simple: matched without ICU, with the same
        // answers, in time linear in the text's length (``SimplePattern``).
        if let simple = SimplePattern(pattern) {
            self.matches = { text in simple.matches(text) }
            return
        }
        self.matches = { text in
            let string = String(text)
            return expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
    }

    /// Uses a Swift `Regex`, checked by the compiler when written as a literal.
    public init<Output>(_ regex: Regex<Output>, message: String? = nil) {
        nonisolated(unsafe) let regex = regex
        self.pattern = "\(regex)"
        self.icuSource = nil
        self.message = message
        // A pattern that cannot run on this text does not match it.
        self.matches = { text in (try? regex.firstMatch(in: text)) != nil }
    }

    public func validate(value: Value) -> String? {
        guard let text = value.validatableText, !matches(text) else { return nil }
        return message ?? ValidationMessages.text(for: .patternMismatch)
    }

    /// A pattern that is not a valid regular expression.
    public struct InvalidPatternError: Error, CustomStringConvertible {
        /// The pattern as given.
        public let pattern: String
        /// Why it does not compile.
        public let reason: String

        public var description: String {
            "The regular expression \"\(pattern)\" is not valid: \(reason). Fix the pattern (ICU syntax, as NSRegularExpression uses)."
        }
    }
}

extension ValidationRule {
    /// Requires text to contain a match of `pattern` (ICU syntax). `nil` passes.
    ///
    /// An invalid pattern stops the program at once with a message naming
    /// this call's file and line, rather than failing every value silently.
    public static func pattern<V>(
        _ pattern: String,
        message: String? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Self where Self == PatternRule<V> {
        do {
            return try PatternRule(validating: pattern, message: message)
        } catch {
            preconditionFailure("FormsKit: .pattern(...) at \(file):\(line): \(error)", file: file, line: line)
        }
    }

    /// Requires text to contain a match of `regex`: `.pattern(/[A-Z]/)`. `nil` passes.
    public static func pattern<V, Output>(_ regex: Regex<Output>, message: String? = nil) -> Self where Self == PatternRule<V> {
        PatternRule(regex, message: message)
    }
}

extension PatternRule: ClientCheckableRule {
    /// The pattern's ICU source, when it was given as one (a `Regex` is
    /// checked on the server only).
    public var clientChecks: [ClientCheck] {
        guard let icuSource else { return [] }
        return [ClientCheck(.pattern(icuSource), message: message ?? ValidationMessages.text(for: .patternMismatch))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] {
        icuSource.map { [.pattern($0)] } ?? []
    }
}

/// The patterns compiled so far, by source: a form declares its rules each
/// time it is made (a session per request makes one per request), and
/// compiling a pattern costs more than the rest of making a form.
/// `NSRegularExpression` is immutable and safe to share between threads.
private final class CompiledPatterns: @unchecked Sendable {
    static let shared = CompiledPatterns()

    // `@unchecked`: `expressions` is read and written only with `lock` held.
    private let lock = NSLock()
    private var expressions: [String: NSRegularExpression] = [:]
    /// The most patterns kept: patterns that come from outside the code
    /// could otherwise grow the table without end.
    private let mostKept = 256

    /// The expression `pattern` compiles to, for a rule on values of type `Value`.
    func expression<Value>(for pattern: String, as value: Value.Type) throws(PatternRule<Value>.InvalidPatternError) -> NSRegularExpression {
        if let kept = lock.withLock({ expressions[pattern] }) { return kept }
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            throw PatternRule<Value>.InvalidPatternError(pattern: pattern, reason: "\(error.localizedDescription)")
        }
        lock.withLock {
            if expressions.count < mostKept { expressions[pattern] = expression }
        }
        return expression
    }
}
