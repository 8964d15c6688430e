import Foundation

/// Where built-in rules get their default messages.
///
/// By default they are in the language in effect (``FormLanguage/current``,
/// through ``StandardValidationMessages``). Replace ``provider`` once at
/// start-up to reword every default message.
/// To use another language for one piece of work only (one HTTP request, one
/// test), run it inside `withProvider(_:operation:)`:
/// that override applies to the current task and its child tasks. Rules
/// resolve their text each time they fail, so a change takes effect on the
/// next validation.
public enum ValidationMessages {
    /// The provider set with ``provider``.
    private static let installed = InstalledProvider()

    @TaskLocal private static var scoped: (any ValidationMessageProvider)?

    /// The provider used for every default message, unless
    /// `withProvider(_:operation:)` overrides it:
    /// ``StandardValidationMessages`` unless set.
    public static var provider: any ValidationMessageProvider {
        get { installed.provider }
        set { installed.provider = newValue }
    }

    /// Runs `operation` with `provider` supplying default messages in this
    /// task and its child tasks.
    public static func withProvider<Result>(
        _ provider: any ValidationMessageProvider,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $scoped.withValue(provider, operation: operation)
    }

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

    /// The text for `message` from the scoped provider, else ``provider``,
    /// falling back to FormsKit's own in the language in effect.
    public static func text(for message: ValidationMessage) -> String {
        text(for: message, from: inEffect)
    }

    /// The text for `message` in `language`, as ``text(for:)`` gives it
    /// with `language` in effect.
    public static func text(for message: ValidationMessage, in language: FormLanguage) -> String {
        FormLanguage.withLanguage(language) { text(for: message) }
    }

    /// The provider in effect: the scoped one, else ``provider``. For code
    /// that looks up many messages at once (a page's words), so that it
    /// finds the provider once.
    package static var inEffect: any ValidationMessageProvider {
        scoped ?? provider
    }

    /// The text for `message` from `provider` (``inEffect``, found before),
    /// falling back to FormsKit's own in the language in effect.
    package static func text(for message: ValidationMessage, from provider: any ValidationMessageProvider) -> String {
        provider.text(for: message) ?? message.text(in: .current)
    }
}

/// The provider set for every task, behind a lock: set once at start-up
/// as a rule, read by every default message.
private final class InstalledProvider: @unchecked Sendable {
    // `@unchecked`: `current` is read and written only with `lock` held.
    private let lock = NSLock()
    private var current: any ValidationMessageProvider = StandardValidationMessages()

    var provider: any ValidationMessageProvider {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
