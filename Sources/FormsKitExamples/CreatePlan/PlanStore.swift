import FormsKit
import Foundation

/// Where created plans are kept, and the values the Display, Profile and
/// Settings forms last saved: in memory, or in a ``PlanStorage`` (the demos
/// use a database) that outlives the process. A fresh store already holds a
/// plan named "Personal".
///
/// A plan's name is unique ignoring case and surrounding spaces. In memory
/// the store keeps that rule itself; a storage keeps it in one step that
/// concurrent creates cannot split (the demos' databases with a unique
/// constraint), so two processes creating one name at once get one plan and
/// one "already exists".
///
/// Forms are made synchronously (a surface asks for a session and draws it
/// at once), so ``saved(_:as:)`` reads what the store last knew of the saved
/// forms without waiting: what it read when it was opened, what it saved
/// since, and what ``refreshSavedForms()`` read. A server that shares its
/// storage with other processes refreshes before it shows a saved form.
public actor PlanStore {
    /// The plans of an in-memory store, oldest first.
    private var memory: [Plan]
    /// Where a store that outlives the process keeps everything; `nil` in memory.
    private let storage: (any PlanStorage)?
    /// The saved forms, as JSON, by form, and a count of the saves made
    /// through this store: a refresh that a save overtook is dropped.
    private let forms = LockedValue<(values: [String: Data], saves: Int)>(([:], 0))
    private let latency: Duration

    /// The plan every fresh store starts with.
    public static let starterPlans = [Plan(name: "Personal", ownerEmail: "")]

    /// A store kept in memory.
    ///
    /// - Parameters:
    ///   - plans: The plans it starts with.
    ///   - latency: How long ``create(name:ownerEmail:)`` pretends the
    ///     network takes.
    public init(plans: [Plan] = PlanStore.starterPlans, latency: Duration = .zero) {
        self.memory = plans
        self.storage = nil
        self.latency = latency
    }

    /// A store kept in `storage`, with the saved forms read from it.
    ///
    /// - Parameters:
    ///   - storage: Where the plans and saved forms are kept; it holds the
    ///     starter plans when it is new.
    ///   - latency: How long ``create(name:ownerEmail:)`` pretends the
    ///     network takes, on top of the storage's own time.
    /// - Throws: What `storage` throws when the saved forms cannot be read.
    public init(storage: any PlanStorage, latency: Duration = .zero) async throws {
        self.memory = []
        self.storage = storage
        self.latency = latency
        let saved = try await storage.savedForms()
        forms.withLock { $0.values = saved }
    }

    /// The plans, oldest first.
    ///
    /// - Throws: What the storage throws when it cannot be read.
    public var plans: [Plan] {
        get async throws {
            guard let storage else { return memory }
            return try await storage.plans()
        }
    }

    /// Adds a plan named `name` (without its surrounding spaces).
    ///
    /// - Throws: ``ValidationError/invalid(errors:)`` under `name` when a plan
    ///   of that name (ignoring case and surrounding spaces) exists, as a
    ///   server would, or when the name takes more than
    ///   ``maximumNameKeyBytes``; ``ValidationError/invalid(errors:)`` under
    ///   ``ValidationError/formWideKey`` when the storage refuses a value
    ///   (``PlanStorageError``); what the storage throws when it cannot be
    ///   written, in which case nothing was added.
    public func create(name: String, ownerEmail: String) async throws -> Plan {
        if latency > .zero { try await Task.sleep(for: latency) }
        let plan = Plan(name: name.trimmingCharacters(in: .whitespaces), ownerEmail: ownerEmail)
        let key = Self.nameKey(name)
        // A unique index keeps whole keys: PostgreSQL's takes at most 2,704
        // bytes. A name of few characters may take many bytes (combining
        // marks), so the bytes are what is limited, here, for every storage.
        guard key.utf8.count <= Self.maximumNameKeyBytes else {
            throw ValidationError.invalid(errors: ["name": [ExampleTexts.text("This name is too long to keep. Shorten it.")]])
        }
        guard let storage else {
            if let existing = memory.first(where: { Self.nameKey($0.name) == key }) { throw Self.nameTaken(existing.name) }
            memory.append(plan)
            return plan
        }
        switch try await refusingValues({ try await storage.insert(plan, nameKey: key) }) {
        case .inserted: return plan
        case .nameTaken(let existing): throw Self.nameTaken(existing)
        }
    }

    /// The most bytes a name's key (``nameKey(_:)``) may take: what every
    /// storage's unique index keeps, with room to spare.
    public static let maximumNameKeyBytes = 2_000

    /// What makes two plan names the same: the name without its surrounding
    /// spaces, in lower case (`" Team "` and `"team"` are one name).
    public static func nameKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The error a create of a name that is taken throws: the form shows it
    /// on the name field.
    private static func nameTaken(_ existing: String) -> ValidationError {
        .invalid(errors: ["name": [ExampleTexts.text("A plan named {name} already exists. Choose another name.", ["name": SuccessWords.quoted(existing)])]])
    }

    /// What `write` gives; when the storage refuses the values it was
    /// given (``PlanStorageError/refusesValues``), a message for the form
    /// that sent them instead of the storage's error.
    private func refusingValues<Result>(_ write: () async throws -> Result) async throws -> Result {
        do {
            return try await write()
        } catch let error as any PlanStorageError where error.refusesValues {
            let message = ExampleTexts.text(
                "These answers cannot be kept: the database refused one of the values. Change them and try again.")
            throw ValidationError.invalid(errors: [ValidationError.formWideKey: [message]])
        }
    }

    /// Keeps `values` as what the form called `form` (`display`) last saved.
    ///
    /// - Throws: What encoding `values` throws; a message for the form
    ///   under ``ValidationError/formWideKey`` when the storage refuses a
    ///   value (``PlanStorageError``); what the storage throws when it cannot
    ///   be written. What was saved before is then kept.
    public func save<Values: Encodable & Sendable>(_ values: Values, as form: String) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(values)
        if let storage { try await refusingValues { try await storage.saveForm(data, as: form) } }
        forms.withLock {
            $0.values[form] = data
            $0.saves += 1
        }
    }

    /// What the form called `form` last saved, read as `Values`, without
    /// waiting: as the store last knew it (see the type's discussion).
    /// `nil` when it saved nothing, or values of another shape (a form then
    /// opens with its defaults).
    public nonisolated func saved<Values: Decodable>(_ type: Values.Type, as form: String) -> Values? {
        guard let data = savedData(as: form) else { return nil }
        // Values an earlier version saved in another shape are no saved values: the form starts blank.
        return try? JSONDecoder().decode(Values.self, from: data)
    }

    /// What the form called `form` last saved, as the JSON it is kept in.
    nonisolated func savedData(as form: String) -> Data? {
        forms.withLock { $0.values[form] }
    }

    /// Reads the saved forms from the storage again, so that
    /// ``saved(_:as:)`` sees what other processes saved since. Nothing to
    /// do in memory.
    ///
    /// - Throws: What the storage throws when it cannot be read; what the
    ///   store knew is then kept.
    public nonisolated func refreshSavedForms() async throws {
        guard let storage else { return }
        let saves = forms.withLock { $0.saves }
        let saved = try await storage.savedForms()
        forms.withLock { forms in
            // A save through this store since the read began is newer than what was read.
            guard forms.saves == saves else { return }
            forms.values = saved
        }
    }
}
