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
    /// What ``lock`` guards, behind a pointer: read and written only with
    /// the lock held, without the run-time exclusivity checks each access
    /// to a static variable makes.
    nonisolated(unsafe) private static let guarded: UnsafeMutablePointer<GuardedState> = {
        let state = UnsafeMutablePointer<GuardedState>.allocate(capacity: 1)
        state.initialize(to: GuardedState())
        return state
    }()

    @TaskLocal private static var scoped: (any ValidationMessageProvider)?

    /// The provider used for every default message, unless
    /// ``withProvider(_:operation:)-(_,()->Result)`` overrides it. English by default.
    public static var provider: any ValidationMessageProvider {
        get { lock.withLock { guarded.pointee.current } }
        set {
            lock.withLock {
                guarded.pointee = GuardedState(current: newValue)
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
        let state = guarded
        guard state.pointee.isBuiltInEnglish else {
            // Someone else's provider is asked outside the lock: it may ask
            // for a text itself.
            let provider = state.pointee.current
            lock.unlock()
            return text(for: message, from: provider)
        }
        defer { lock.unlock() }
        if let kept = state.pointee.keptText(for: message) { return kept }
        let made = text(for: message, from: EnglishValidationMessages())
        state.pointee.keep(made, for: message)
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

/// The provider in effect and the built-in English texts kept while it is
/// the built-in English one (a text with values in it costs more to make
/// than to look up).
private struct GuardedState {
    var current: any ValidationMessageProvider
    /// Whether ``current`` is the built-in English provider, whose texts
    /// are the same every time: they are then kept once made.
    let isBuiltInEnglish: Bool
    /// The texts kept, by the place of their message's case
    /// (``ValidationMessage/keptPlace``), each case's few compared with
    /// `==`: cheaper than hashing the message's values, and at once for
    /// values from the same declaration (the same list of schemes).
    private var keptByCase: [[(message: ValidationMessage, text: String)]]
    /// The most texts kept for one case: messages with values in them
    /// (lengths, bounds) could otherwise fill the lists without end, and
    /// each look-up reads its case's list.
    private static let mostKeptTextsPerCase = 32

    init(current: any ValidationMessageProvider = EnglishValidationMessages()) {
        self.current = current
        isBuiltInEnglish = current is EnglishValidationMessages
        keptByCase = []
    }

    /// Mutating only to be read in place through the pointer that keeps
    /// it, not copied first.
    mutating func keptText(for message: ValidationMessage) -> String? {
        guard let place = message.keptPlace, place < keptByCase.count else { return nil }
        return keptByCase[place].withUnsafeBufferPointer { kept in
            for index in kept.indices where kept[index].message == message { return kept[index].text }
            return nil
        }
    }

    mutating func keep(_ text: String, for message: ValidationMessage) {
        guard let place = message.keptPlace else { return }
        // The lists grow to the places asked for: no count of the cases
        // to keep beside the switch that places them.
        if place >= keptByCase.count { keptByCase += Array(repeating: [], count: place + 1 - keptByCase.count) }
        guard keptByCase[place].count < Self.mostKeptTextsPerCase else { return }
        keptByCase[place].append((message, text))
    }
}

extension ValidationMessage {
    /// The place of the message's case among those whose English text is
    /// kept once made (from 0, each case its own): messages whose values come
    /// from a rule's declaration (a length, a bound, a pattern, the
    /// schemes). `nil` for those with what a person typed or chose in them
    /// (a file's name, a URL's own scheme), whose every new value would
    /// take a place in the lists; for dates, written in the time zone of
    /// the moment; and for a group's positions.
    var keptPlace: Int? {
        switch self {
        case .incompleteURL, .dateNotBefore, .dateNotAfter, .dateOutOfRange, .removeElement, .moveElementUp, .moveElementDown,
            .fileNotFound, .chosenFile, .chooseFileAgain:
            return nil
        case .required: return 0
        case .tooShort: return 1
        case .tooLong: return 2
        case .patternMismatch: return 3
        case .invalidEmail: return 4
        case .invalidURL: return 5
        case .mustBeTrue: return 6
        case .tooSmall: return 7
        case .tooLarge: return 8
        case .outOfRange: return 9
        case .notMultiple: return 10
        case .tooFewItems: return 11
        case .tooManyItems: return 12
        case .duplicateItems: return 13
        case .mismatch: return 14
        case .submissionInProgress: return 15
        case .noChanges: return 16
        case .notANumber: return 17
        case .notAWholeNumber: return 18
        case .notADate: return 19
        case .cancelTitle: return 20
        case .submitTitle: return 21
        case .discardChangesQuestion: return 22
        case .discardChangesAction: return 23
        case .keepEditingAction: return 24
        case .errorPrefix: return 25
        case .errorSummaryTitle: return 26
        case .notAnOption: return 27
        case .fileTooLarge: return 28
        case .fileTypeNotAccepted: return 29
        }
    }
}
