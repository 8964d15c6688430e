import FormsKit
import Foundation

/// Where created plans are kept: in memory, or in a JSON file that survives
/// between runs. A fresh store already holds a plan named "Personal".
@MainActor
public final class PlanStore {
    /// The plans, oldest first.
    public private(set) var plans: [Plan]
    private let fileURL: URL?
    private let latency: Duration

    /// The plan every fresh store starts with.
    public static let starterPlans = [Plan(name: "Personal", ownerEmail: "")]

    /// A store kept in memory.
    ///
    /// - Parameter latency: How long ``create(name:ownerEmail:)`` pretends the
    ///   network takes.
    public init(plans: [Plan] = PlanStore.starterPlans, latency: Duration = .zero) {
        self.plans = plans
        self.fileURL = nil
        self.latency = latency
    }

    /// A store kept in the JSON file at `fileURL`, created with the starter
    /// plans if it does not exist yet.
    ///
    /// - Throws: ``PlanStoreError`` when the file exists but cannot be read.
    public init(fileURL: URL, latency: Duration = .zero) throws(PlanStoreError) {
        self.fileURL = fileURL
        self.latency = latency
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            self.plans = Self.starterPlans
            return
        }
        do {
            let data = try Data(contentsOf: fileURL)
            self.plans = try JSONDecoder().decode([Plan].self, from: data)
        } catch {
            throw PlanStoreError.unreadable(path: fileURL.path, reason: "\(error)")
        }
    }

    /// Adds a plan.
    ///
    /// - Throws: ``ValidationError/invalid(errors:)`` under `name` when a plan
    ///   of that name (ignoring case and surrounding spaces) exists, as a
    ///   server would; ``PlanStoreError`` when the file cannot be written.
    public func create(name: String, ownerEmail: String) async throws -> Plan {
        if latency > .zero { try await Task.sleep(for: latency) }
        let key = Self.key(name)
        if let existing = plans.first(where: { Self.key($0.name) == key }) {
            throw ValidationError.invalid(errors: [
                "name": ["A plan named \u{201C}\(existing.name)\u{201D} already exists. Choose another name."],
            ])
        }
        let plan = Plan(name: name.trimmingCharacters(in: .whitespaces), ownerEmail: ownerEmail)
        plans.append(plan)
        try save()
        return plan
    }

    private func save() throws(PlanStoreError) {
        guard let fileURL else { return }
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(plans).write(to: fileURL, options: .atomic)
        } catch {
            throw PlanStoreError.unwritable(path: fileURL.path, reason: "\(error)")
        }
    }

    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }
}

/// A plan store's file could not be used.
public enum PlanStoreError: Error, CustomStringConvertible {
    /// The file exists but is not a list of plans.
    case unreadable(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "Cannot read the plan store at \(path): \(reason). Fix or delete the file, or pass another --store path."
        case .unwritable(let path, let reason):
            return "Cannot write the plan store at \(path): \(reason). Check the folder's permissions, or pass another --store path."
        }
    }
}
