import FormsKit
import FormsKitExamples
import FormsKitTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Concurrent creates in one process, as a web server makes them: no plan is
/// lost and a name stays unique, whether the requests share one store or each
/// opens its own on the same file.
@MainActor
@Suite("Plan store: concurrent creates in one process")
struct PlanStoreConcurrencyTests {
    private static let count = 24

    /// Creates `name` through `store`; whether it was created.
    nonisolated private static func tryCreate(_ name: String, in store: PlanStore) async throws -> Bool {
        do {
            _ = try await store.create(name: name, ownerEmail: "")
            return true
        } catch is ValidationError {
            return false
        }
    }

    @Test("Many tasks creating distinct names through one store: every plan lands in the file")
    func distinctNamesOneStore() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let store = try PlanStore(fileURL: file)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<Self.count {
                group.addTask { try await Self.tryCreate("Plan \(index)", in: store) }
            }
            for try await created in group { #expect(created) }
        }
        let names = try await PlanStore(fileURL: file).plans.map(\.name)
        #expect(names.count == Self.count + 1)
        #expect(Set(names) == Set(["Personal"] + (0..<Self.count).map { "Plan \($0)" }))
    }

    @Test("Many tasks each with its own store on the same file: every plan lands in the file")
    func distinctNamesSeparateStores() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        // Opened before any plan is created, as long-lived stores would be.
        let stores = try (0..<Self.count).map { _ in try PlanStore(fileURL: file) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask { try await Self.tryCreate("Plan \(index)", in: store) }
            }
            for try await created in group { #expect(created) }
        }
        let names = try await PlanStore(fileURL: file).plans.map(\.name)
        #expect(names.count == Self.count + 1, "\(names)")
        #expect(Set(names) == Set(["Personal"] + (0..<Self.count).map { "Plan \($0)" }))
    }

    @Test("Concurrent creates of one name, through one store and through others: exactly one succeeds")
    func sameNameOnce() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let shared = try PlanStore(fileURL: file)
        let stores = try (0..<Self.count).map { $0.isMultiple(of: 2) ? shared : try PlanStore(fileURL: file) }
        var successes = 0
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for (index, store) in stores.enumerated() {
                // Spelled differently: the name is unique ignoring case and spaces.
                let name = index.isMultiple(of: 3) ? " dup " : "Dup"
                group.addTask { try await Self.tryCreate(name, in: store) }
            }
            for try await created in group where created { successes += 1 }
        }
        #expect(successes == 1)
        let names = try await PlanStore(fileURL: file).plans.map { $0.name.lowercased() }
        #expect(names.filter { $0 == "dup" }.count == 1, "\(names)")
        #expect(names.count == 2)
    }

    /// Whether a create has returned; read and written on the main actor.
    private final class Flag {
        var isSet = false
    }

    @Test("A create waits for another writer's lock without blocking the main actor")
    func waitsForLockOffTheMainActor() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        // Told each time a create is about to take the lock.
        let (locking, lockingContinuation) = AsyncStream.makeStream(of: Void.self)
        let store = try PlanStore(fileURL: file, beforeLocking: { lockingContinuation.yield() })
        // Another writer (here, this test) holds the lock.
        let lock = open(file.path + ".lock", O_RDONLY | O_CLOEXEC)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
        // Should the create block the main actor, this test could never come
        // back to release the lock: a safety net releases it (and the test
        // fails). It alone closes the descriptor, so no other file's is hit.
        // Long enough that this test, queued behind the suite's others on a
        // busy two-core machine, comes back first (30 seconds was not, once
        // the suite took a minute: the net fired and the test failed).
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(180)) {
            flock(lock, LOCK_UN)
            close(lock)
        }
        let created = Flag()
        let create = Task { @MainActor in
            defer { created.isSet = true }
            return try await store.create(name: "Team", ownerEmail: "")
        }
        // The create takes the lock, which it waits for from now on.
        var lockings = locking.makeAsyncIterator()
        let locked: Void? = await lockings.next()
        #expect(locked != nil, "told that the create takes the lock")
        // Back on the main actor while the create waits for the lock. Had it
        // waited on the main actor, this test would only come back after it
        // returned, once the safety net had released the lock.
        #expect(!created.isSet, "the create waited for the lock, off the main actor")
        flock(lock, LOCK_UN)
        #expect(try await create.value.name == "Team")
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("The in-memory store keeps a name unique across concurrent creates that wait on the network")
    func sameNameInMemory() async throws {
        let store = PlanStore(latency: .milliseconds(20))
        var successes = 0
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<Self.count {
                group.addTask { try await Self.tryCreate("Dup", in: store) }
            }
            for try await created in group where created { successes += 1 }
        }
        #expect(successes == 1)
        #expect(try await store.plans.map(\.name) == ["Personal", "Dup"])
    }
}
