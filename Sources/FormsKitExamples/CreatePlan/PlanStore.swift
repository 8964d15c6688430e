import FormsKit
import Foundation
import Synchronization

/// Where created plans are kept, and the values the Display, Profile and
/// Settings forms last saved: in memory, or in a JSON file that survives
/// between runs. A fresh store already holds a plan named "Personal".
///
/// A file store may be shared by several processes, and by concurrent tasks
/// in one process (a web server's requests, each with the same store or its
/// own on the same file): each ``create(name:ownerEmail:)`` is one transaction
/// under an exclusive lock on a lock file beside the store (`plans.json.lock`
/// for `plans.json`). Inside the lock it reads the file afresh, checks the
/// name, appends the plan and atomically replaces the file, so no plan is lost
/// and a name stays unique. The file work runs on a background queue: waiting
/// for the lock never blocks the caller's actor, so the main actor can await
/// ``create(name:ownerEmail:)``.
public actor PlanStore {
    /// The plans of an in-memory store, oldest first.
    private var memory: [Plan]
    /// The saved forms of an in-memory store, readable from any actor.
    private let memoryForms = Mutex<[String: StoredJSON]>([:])
    /// The file of a file store; `nil` in memory.
    private let file: PlanFile?
    private let latency: Duration
    /// Where a file store's blocking file work runs.
    private let queue = DispatchQueue(label: "FormsKitExamples.PlanStore")

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
        self.file = nil
        self.latency = latency
    }

    /// A store kept in the JSON file at `fileURL`, which starts with the
    /// starter plans if it does not exist yet.
    ///
    /// Opening checks that the store can be used before any form is shown: the
    /// file, if there is one, must hold a list of plans, and its folder is
    /// created if need be and must be writable (the lock file is created
    /// there).
    ///
    /// - Throws: ``PlanStoreError`` when the file cannot be read or is not a
    ///   list of plans, the path is a folder, or the folder cannot be created
    ///   or written.
    public init(fileURL: URL, latency: Duration = .zero) throws(PlanStoreError) {
        try self.init(fileURL: fileURL, latency: latency, beforeLocking: nil)
    }

    /// A store kept in the JSON file at `fileURL`, as
    /// ``init(fileURL:latency:)`` opens it, that calls `beforeLocking` each
    /// time a ``create(name:ownerEmail:)`` is about to take the file's lock
    /// (and to wait for it while another writer holds it), off every actor:
    /// for a test that holds the lock itself and must know when a create
    /// waits for it.
    package init(fileURL: URL, latency: Duration = .zero, beforeLocking: (@Sendable () -> Void)?) throws(PlanStoreError) {
        let file = PlanFile(path: fileURL.path, beforeLocking: beforeLocking)
        try file.prepare()
        self.memory = []
        self.file = file
        self.latency = latency
    }

    /// The plans, oldest first; a file store reads its file afresh.
    ///
    /// - Throws: ``PlanStoreError`` when the file cannot be read or is not a
    ///   list of plans.
    public var plans: [Plan] {
        get async throws {
            guard let file else { return memory }
            return try await background { try file.load().plans }
        }
    }

    /// Adds a plan.
    ///
    /// - Throws: ``ValidationError/invalid(errors:)`` under `name` when a plan
    ///   of that name (ignoring case and surrounding spaces) exists, as a
    ///   server would; ``PlanStoreError`` when the file cannot be read or
    ///   written, in which case it is left as it was.
    public func create(name: String, ownerEmail: String) async throws -> Plan {
        if latency > .zero { try await Task.sleep(for: latency) }
        guard let file else { return try Self.append(name: name, ownerEmail: ownerEmail, to: &memory) }
        return try await background {
            try file.update { document in try Self.append(name: name, ownerEmail: ownerEmail, to: &document.plans) }
        }
    }

    /// Keeps `values` as what the form called `form` (`display`) last
    /// saved, in the same transaction as a plan's creation would be.
    ///
    /// - Throws: ``PlanStoreError`` when the file cannot be read or written,
    ///   in which case it is left as it was.
    public func save<Values: Encodable & Sendable>(_ values: Values, as form: String) async throws {
        let encoded = try JSONDecoder().decode(StoredJSON.self, from: JSONEncoder().encode(values))
        guard let file else {
            memoryForms.withLock { $0[form] = encoded }
            return
        }
        try await background { try file.update { document in document.forms[form] = encoded } }
    }

    /// What the form called `form` last saved, read as `Values`; `nil` when
    /// it saved nothing, or the store cannot be read or holds values of
    /// another shape (a form then opens with its defaults).
    ///
    /// A file store reads its file afresh, on the calling thread: a form is
    /// made synchronously, and the file is small.
    public nonisolated func saved<Values: Decodable>(_ type: Values.Type, as form: String) -> Values? {
        let stored: StoredJSON?
        if let file {
            stored = (try? file.load())?.forms[form]
        } else {
            stored = memoryForms.withLock { $0[form] }
        }
        guard let stored, let data = try? JSONEncoder().encode(stored) else { return nil }
        return try? JSONDecoder().decode(Values.self, from: data)
    }

    /// Appends a plan named `name` to `plans` unless one of that name exists.
    private static func append(name: String, ownerEmail: String, to plans: inout [Plan]) throws(ValidationError) -> Plan {
        let key = Self.key(name)
        if let existing = plans.first(where: { Self.key($0.name) == key }) {
            throw ValidationError.invalid(errors: [
                "name": ["A plan named \u{201C}\(existing.name)\u{201D} already exists. Choose another name."]
            ])
        }
        let plan = Plan(name: name.trimmingCharacters(in: .whitespaces), ownerEmail: ownerEmail)
        plans.append(plan)
        return plan
    }

    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Runs blocking file work on the store's queue, off every actor.
    private func background<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
