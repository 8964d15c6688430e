import Foundation

/// Where built-in rules get their default messages.
///
/// Replace ``provider`` once at start-up to translate every default message.
/// To use another language for one piece of work only (one HTTP request, one
/// test), run it inside ``withProvider(_:operation:)-(_,()->Result)``:
/// that override applies to the current task and its child tasks. Rules
/// resolve their text each time they fail, so a change takes effect on the
/// next validation.
public enum ValidationMessages {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: any ValidationMessageProvider = EnglishValidationMessages()
    /// Whether ``current`` is the built-in English provider, whose texts
    /// are the same every time: they are then kept once made.
    nonisolated(unsafe) private static var currentIsBuiltInEnglish = true
    /// Built-in English texts already made (a text with values in it costs
    /// more to make than to look up), while ``current`` is English.
    nonisolated(unsafe) private static var keptEnglishTexts: [ValidationMessage: String] = [:]
    /// The most texts kept: messages with values in them (positions,
    /// bounds) could otherwise fill the table without end.
    private static let mostKeptTexts = 512

    @TaskLocal private static var scoped: (any ValidationMessageProvider)?

    /// The provider used for every default message, unless
    /// ``withProvider(_:operation:)-(_,()->Result)`` overrides it. English by default.
    public static var provider: any ValidationMessageProvider {
        get { lock.withLock { current } }
        set {
            lock.withLock {
                current = newValue
                currentIsBuiltInEnglish = newValue is EnglishValidationMessages
                keptEnglishTexts = [:]
            }
        }
    }

    /// Runs `operation` with `provider` supplying default messages in this
    /// task and its child tasks.
    public static func withProvider<Result>(
        _ provider: any ValidationMessageProvider,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $scoped.withValue(provider, operation: operation)
    }

    #if compiler(>=6.2)
    /// Runs `operation` with `provider` supplying default messages in this
    /// task and its child tasks. `operation` runs on the caller's actor.
    ///
    /// Declared `nonisolated(nonsending)` rather than with an `isolation:
    /// isolated (any Actor)? = #isolation` parameter, so that it also builds
    /// against standard libraries older than Swift 6 (such as an iOS 17 SDK's),
    /// whose `TaskLocal.withValue` has no `isolation:` parameter.
    nonisolated(nonsending) public static func withProvider<Result>(
        _ provider: any ValidationMessageProvider,
        operation: nonisolated(nonsending) () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(provider, operation: operation)
    }
    #else
    /// Runs `operation` with `provider` supplying default messages in this
    /// task and its child tasks. `operation` runs on the caller's actor.
    public static func withProvider<Result>(
        _ provider: any ValidationMessageProvider,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(provider, operation: operation, isolation: isolation)
    }
    #endif

    /// The text for `message` from the scoped provider, else ``provider``,
    /// falling back to English.
    public static func text(for message: ValidationMessage) -> String {
        if let scoped { return text(for: message, from: scoped) }
        lock.lock()
        guard currentIsBuiltInEnglish else {
            // Someone else's provider is asked outside the lock: it may ask
            // for a text itself.
            let provider = current
            lock.unlock()
            return text(for: message, from: provider)
        }
        defer { lock.unlock() }
        if let kept = keptEnglishTexts[message] { return kept }
        let made = text(for: message, from: EnglishValidationMessages())
        if message.isKeptOnceMade, keptEnglishTexts.count < mostKeptTexts { keptEnglishTexts[message] = made }
        return made
    }

    /// The provider in effect: the scoped one, else ``provider``. For code
    /// that looks up many messages at once (a page's words), so that it
    /// finds the provider once.
    package static var inEffect: any ValidationMessageProvider {
        scoped ?? provider
    }

    /// The text for `message` from `provider` (``inEffect``, found before),
    /// falling back to English.
    package static func text(for message: ValidationMessage, from provider: any ValidationMessageProvider) -> String {
        provider.text(for: message)
            ?? EnglishValidationMessages().text(for: message)
            ?? "Invalid value"
    }
}

extension ValidationMessage {
    /// Whether the message's English text is kept once made: messages whose
    /// values come from a rule's declaration (a length, a bound, a pattern,
    /// the schemes). Not those with what a person typed or chose in them
    /// (a file's name, a URL's own scheme), whose every new value would
    /// take a place in the table; nor dates, written in the time zone of
    /// the moment; nor a group's positions.
    var isKeptOnceMade: Bool {
        switch self {
        case .incompleteURL, .dateNotBefore, .dateNotAfter, .dateOutOfRange, .removeElement, .moveElementUp, .moveElementDown,
            .fileNotFound, .chosenFile, .chooseFileAgain:
            return false
        default:
            return true
        }
    }
}
