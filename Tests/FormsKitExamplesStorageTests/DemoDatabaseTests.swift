import FormsKit
import FormsKitExamples
import FormsKitExamplesStorage
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import NIOConcurrencyHelpers
import SQLiteNIO
import Testing

/// The demos' database, through its public API and the plan store's, the
/// same on SQLite and on PostgreSQL: plans with unique names, saved forms,
/// drafts, concurrent creates.
@Suite("Demo database: plans, saved forms and drafts")
struct DemoDatabaseTests {
    /// The message a taken name gets, as the form shows it.
    private static func takenMessage(_ name: String) -> String {
        "A plan named \u{201C}\(name)\u{201D} already exists. Choose another name."
    }

    /// Creates `name`; whether it was created. A taken name must say so
    /// with the form's message, naming the plan as it was saved.
    private static func tryCreate(_ name: String, in store: PlanStore, existing: String) async throws -> Bool {
        do {
            _ = try await store.create(name: name, ownerEmail: "")
            return true
        } catch ValidationError.invalid(let errors) {
            #expect(errors == ["name": [takenMessage(existing)]])
            return false
        }
    }

    @Test("A new database holds the starter plan, at the latest schema", arguments: Backend.tested)
    func newDatabase(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let database = try await place.open()
            #expect(database.importReport == nil)
            #expect(try await database.schemaVersion == DemoDatabase.latestSchemaVersion)
            #expect(try await database.plans() == PlanStore.starterPlans)
            #expect(try await database.savedForms().isEmpty)
            await database.close()
        }
    }

    @Test(
        "Opening a database and using it at once logs no warning (regression: PostgreSQL's pool warned that it was not running yet)",
        arguments: Backend.tested)
    func opensQuietly(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let log = RecordedLog()
            // The first use comes at once, as the web demo's does; several
            // times, as how soon the pool starts varies.
            for _ in 0..<10 {
                let database = try await place.open(logger: log.logger())
                _ = try await database.savedForms()
                await database.close()
            }
            #expect(log.messages(atLeast: .warning) == [])
        }
    }

    @Test(
        """
        A name too long for the database's index is refused with a message on the name, on both databases and in memory \
        (regression: PostgreSQL answered 500, "index row size 3016 exceeds btree version 4 maximum 2704")
        """,
        arguments: Backend.tested)
    func nameTooLongToStore(_ backend: Backend) async throws {
        // 60 characters, as the form allows, each with combining marks: 6,060 bytes.
        let heavy = String(repeating: "e" + String(repeating: "\u{0301}", count: 50), count: 60)
        let wide = String(repeating: "名", count: 1_000)
        try await withTestDatabase(backend) { place in
            for store in [try await PlanStore(storage: try await place.open()), PlanStore()] {
                for name in [heavy, wide] {
                    await #expect {
                        try await store.create(name: name, ownerEmail: "")
                    } throws: { error in
                        (error as? ValidationError) == .invalid(errors: ["name": ["This name is too long to keep. Shorten it."]])
                    }
                }
                #expect(try await store.create(name: String(repeating: "名", count: 60), ownerEmail: "").name.count == 60)
            }
        }
    }

    @Test(
        """
        A value the database refuses is a message for the form, never a storage failure \
        (regression: PostgreSQL's "invalid byte sequence for encoding UTF8: 0x00" was a failure, a 500 on the web)
        """,
        arguments: Backend.tested)
    func refusedValueIsAMessage(_ backend: Backend) async throws {
        let refused = ValidationError.invalid(errors: [
            ValidationError.formWideKey: ["These answers cannot be kept: the database refused one of the values. Change them and try again."]
        ])
        try await withTestDatabase(backend) { place in
            let store = try await PlanStore(storage: try await place.open())
            // PlanStore takes text as it is given: a NUL, which the forms
            // remove, can still come from code. SQLite keeps it; PostgreSQL
            // refuses it.
            do {
                let plan = try await store.create(name: "Nul", ownerEmail: "a\u{0}b@example.com")
                #expect(backend == .sqlite, "PostgreSQL keeps no NUL in text")
                #expect(plan.ownerEmail == "a\u{0}b@example.com")
            } catch {
                #expect(error as? ValidationError == refused, "\(error)")
            }
            #expect(try await store.plans.map(\.name).filter { $0 == "Nul" }.count == (backend == .sqlite ? 1 : 0))
        }
    }

    @Test("Plans are trimmed, unique ignoring case and spaces, and kept across opens in order", arguments: Backend.tested)
    func planRules(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let store = try await PlanStore(storage: try await place.open())
            #expect(try await store.create(name: "  Team ", ownerEmail: "ada@example.com") == Plan(name: "Team", ownerEmail: "ada@example.com"))
            await #expect {
                try await store.create(name: "TEAM", ownerEmail: "")
            } throws: { error in
                (error as? ValidationError) == .invalid(errors: ["name": [Self.takenMessage("Team")]])
            }
            _ = try await store.create(name: "Équipe", ownerEmail: "")
            #expect(try await !Self.tryCreate(" équipe", in: store, existing: "Équipe"))
            let reopened = try await PlanStore(storage: try await place.open())
            #expect(try await reopened.plans.map(\.name) == ["Personal", "Team", "Équipe"])
            #expect(try await reopened.plans[1].ownerEmail == "ada@example.com")
        }
    }

    private static func outcome(_ create: () async throws -> Plan) async -> Result<Plan, any Error> {
        do {
            return .success(try await create())
        } catch {
            return .failure(error)
        }
    }

    @Test("Random names, spelled and spaced differently, behave as in the in-memory store", arguments: Backend.tested)
    func randomNamesMatchMemory(_ backend: Backend) async throws {
        var random = SeededGenerator(defaultSeed: 0xDA7A_BA5E)
        print("Random plan names: \(random.replay)")
        let syllables = ["ta", "Team", "é", "ÉQ", "ß", "plan", "🚀", "计划", "x", " "]
        try await withTestDatabase(backend) { place in
            let stored = try await PlanStore(storage: try await place.open())
            let memory = PlanStore()
            for _ in 0..<60 {
                var name = (0..<Int.random(in: 1...3, using: &random)).map { _ in syllables.randomElement(using: &random) ?? "" }.joined()
                if Bool.random(using: &random) { name = name.uppercased() }
                if Bool.random(using: &random) { name = " " + name + "  " }
                let email = Bool.random(using: &random) ? "" : "owner\(Int.random(in: 0..<9, using: &random))@example.com"
                let inMemory = await Self.outcome { try await memory.create(name: name, ownerEmail: email) }
                let inDatabase = await Self.outcome { try await stored.create(name: name, ownerEmail: email) }
                switch (inMemory, inDatabase) {
                case (.success(let expected), .success(let plan)):
                    #expect(plan == expected, "\(name.debugDescription), \(random.replay)")
                case (.failure(let expected), .failure(let error)):
                    #expect((error as? ValidationError) == (expected as? ValidationError), "\(name.debugDescription), \(random.replay)")
                default:
                    Issue.record("\(name.debugDescription): memory \(inMemory), database \(inDatabase), \(random.replay)")
                }
            }
            #expect(try await stored.plans == memory.plans, "\(random.replay)")
        }
    }

    @Test(
        "Many concurrent creates of one name, through one store and through stores of their own: exactly one wins, the rest are told it exists",
        arguments: Backend.tested)
    func sameNameOnce(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let shared = try await PlanStore(storage: try await place.open())
            var stores: [PlanStore] = []
            for index in 0..<40 {
                stores.append(index.isMultiple(of: 2) ? shared : try await PlanStore(storage: try await place.open()))
            }
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for (index, store) in stores.enumerated() {
                    // Spelled differently: the name is unique ignoring case and spaces.
                    let name = index.isMultiple(of: 3) ? " dup " : "Dup"
                    group.addTask {
                        do {
                            _ = try await store.create(name: name, ownerEmail: "")
                            return true
                        } catch ValidationError.invalid(let errors) {
                            let message = errors["name"]?.first ?? ""
                            #expect(message == Self.takenMessage("dup") || message == Self.takenMessage("Dup"), "\(message)")
                            return false
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
            #expect(outcomes.count == 40)
            let names = try await shared.plans.map { $0.name.lowercased() }
            #expect(names == ["personal", "dup"], "\(names)")
        }
    }

    @Test("Many concurrent creates of distinct names through several stores: every plan is kept", arguments: Backend.tested)
    func distinctNames(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            var stores: [PlanStore] = []
            for _ in 0..<4 { stores.append(try await PlanStore(storage: try await place.open())) }
            let created = try await withThrowingTaskGroup(of: Plan.self) { group in
                for index in 0..<100 {
                    let store = stores[index % stores.count]
                    group.addTask { try await store.create(name: "Plan \(index)", ownerEmail: "") }
                }
                return try await group.reduce(into: [Plan]()) { $0.append($1) }
            }
            #expect(created.count == 100)
            let names = try await stores[0].plans.map(\.name)
            #expect(names.count == 101)
            #expect(Set(names) == Set(["Personal"] + (0..<100).map { "Plan \($0)" }))
        }
    }

    private struct Display: Codable, Equatable, Sendable {
        var theme: String
        var textSize: Int
        var volume: Double
    }

    @Test("Saved forms are kept, replaced, read by other stores, and seen by a refresh", arguments: Backend.tested)
    func savedForms(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let first = try await PlanStore(storage: try await place.open())
            #expect(first.saved(Display.self, as: "display") == nil)
            try await first.save(Display(theme: "dark", textSize: 18, volume: 60), as: "display")
            #expect(first.saved(Display.self, as: "display") == Display(theme: "dark", textSize: 18, volume: 60))

            let second = try await PlanStore(storage: try await place.open())
            #expect(second.saved(Display.self, as: "display") == Display(theme: "dark", textSize: 18, volume: 60))
            try await second.save(Display(theme: "light", textSize: 12, volume: 0.5), as: "display")
            try await second.save(["haptics": false], as: "settings")

            // The first store knows what it read until it reads again.
            #expect(first.saved(Display.self, as: "display")?.theme == "dark")
            try await first.refreshSavedForms()
            #expect(first.saved(Display.self, as: "display") == Display(theme: "light", textSize: 12, volume: 0.5))
            #expect(first.saved([String: Bool].self, as: "settings") == ["haptics": false])
            #expect(first.saved(Int.self, as: "display") == nil, "values of another shape read as nothing")
        }
    }

    @Test("Drafts: saved, replaced, loaded, removed, and removed when older than a date", arguments: Backend.tested)
    func drafts(_ backend: Backend) async throws {
        var random = SeededGenerator(defaultSeed: 0xD4AF_7500)
        print("Random drafts: \(random.replay)")
        try await withTestDatabase(backend) { place in
            let database = try await place.open()
            let drafts = database.drafts
            #expect(try await drafts.load(key: "missing") == nil)
            // Whole milliseconds, which both databases keep exactly enough.
            let start = Date(timeIntervalSince1970: 1_795_000_000.123)
            var model: [String: StoredDraft] = [:]
            for step in 0..<80 {
                let key = "flow-\(Int.random(in: 0..<12, using: &random))"
                switch Int.random(in: 0..<4, using: &random) {
                case 0, 1:
                    let bytes = (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                    let savedAt = start.addingTimeInterval(Double(step) * 60)
                    try await drafts.save(key: key, body: Data(bytes), savedAt: savedAt)
                    model[key] = StoredDraft(body: Data(bytes), savedAt: savedAt)
                case 2:
                    try await drafts.remove(key: key)
                    model[key] = nil
                default:
                    let loaded = try await drafts.load(key: key)
                    #expect(loaded?.body == model[key]?.body, "\(key) at step \(step), \(random.replay)")
                    if let loaded, let expected = model[key] {
                        #expect(abs(loaded.savedAt.timeIntervalSince(expected.savedAt)) < 0.001, "\(random.replay)")
                    }
                }
            }
            try await drafts.save(key: "json", body: #"{"step":"about","values":{"name":"Ada"}}"#, savedAt: start)
            #expect(try await drafts.load(key: "json")?.body == Data(#"{"step":"about","values":{"name":"Ada"}}"#.utf8))
            model["json"] = StoredDraft(body: Data(#"{"step":"about","values":{"name":"Ada"}}"#.utf8), savedAt: start)

            let cutoff = start.addingTimeInterval(40 * 60)
            let expired = model.filter { $0.value.savedAt < cutoff }.count
            #expect(try await drafts.removeExpired(savedBefore: cutoff) == expired, "\(random.replay)")
            for (key, draft) in model {
                let kept = try await drafts.load(key: key) != nil
                #expect(kept == (draft.savedAt >= cutoff), "\(key), \(random.replay)")
            }
            await database.close()
        }
    }

    @Test(
        "A form's draft through the database: restored in another session, never a password, gone after its lifetime",
        arguments: Backend.tested)
    func formDrafts(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let database = try await place.open()
            let clock = NIOLockedValueBox(Date(timeIntervalSince1970: 1_795_000_000))
            let store = DatabaseDraftStore(database, lifetime: .seconds(3_600), now: { clock.withLockedValue { $0 } })
            let draft = await MainActor.run {
                let session = FormSession(form: ProfileForm(store: PlanStore()))
                session.setText("Grace Hopper", for: \ProfileForm.name)
                session.setText("correct horse", for: \ProfileForm.password)
                return session.makeDraft(at: clock.withLockedValue { $0 })
            }
            try await store.save(draft, for: "web /profile browser-1")
            let raw = try #require(try await database.drafts.load(key: "web /profile browser-1"))
            #expect(!String(decoding: raw.body, as: UTF8.self).contains("correct horse"), "a password is never kept")
            let loaded = try #require(try await store.draft(for: "web /profile browser-1"))
            let name = await MainActor.run {
                let session = FormSession(form: ProfileForm(store: PlanStore()))
                session.restore(loaded)
                return session.text(of: \ProfileForm.name)
            }
            #expect(name == "Grace Hopper")
            clock.withLockedValue { $0 = $0.addingTimeInterval(3_601) }
            #expect(try await store.draft(for: "web /profile browser-1") == nil)
            #expect(try await database.drafts.load(key: "web /profile browser-1") == nil, "read after its lifetime, it is removed")
            await database.close()
        }
    }

    @Test(
        "Shared state: a key is claimed once however many processes ask at once, until it expires or is removed; values kept, replaced, read and expired",
        arguments: Backend.tested)
    func sharedState(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let databases = [try await place.open(), try await place.open(), try await place.open()]
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            let later = now.addingTimeInterval(60)
            // Twelve claims of one key at once, through three connections: one wins.
            let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<12 {
                    let table = databases[index % 3].sharedState
                    group.addTask { try await table.claim(key: "page", value: Data([UInt8(index)]), until: later, now: now) }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(wins == 1)
            let table = databases[0].sharedState
            #expect(try await table.value(key: "page", now: now)?.count == 1)
            #expect(try await !table.claim(key: "page", value: Data([9]), until: later, now: now.addingTimeInterval(59)), "held")
            #expect(try await table.claim(key: "page", value: Data([9]), until: later.addingTimeInterval(60), now: later), "expired: free")
            #expect(try await table.value(key: "page", now: later) == Data([9]))
            try await table.remove(key: "page")
            #expect(try await table.claim(key: "page", value: Data(), until: later, now: now), "removed: free")
            #expect(try await table.value(key: "page", now: now) == Data(), "an empty value is a value")
            try await table.put(key: "file", value: Data("hello".utf8), until: later)
            try await table.put(key: "file", value: Data("world".utf8), until: later.addingTimeInterval(60))
            #expect(try await databases[1].sharedState.value(key: "file", now: later) == Data("world".utf8), "replaced, seen by another connection")
            #expect(try await table.value(key: "file", now: later.addingTimeInterval(61)) == nil, "expired")
            #expect(try await table.removeExpired(by: later.addingTimeInterval(1)) == 1, "the claim expired; the file not yet")
            for database in databases { await database.close() }
        }
    }

    @Test("A database of schema 1 (before drafts) is migrated on opening, its plans kept", arguments: Backend.tested)
    func migratesOldDatabase(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let old = try await DemoDatabase.open(place.location, upTo: 1)
            #expect(try await old.schemaVersion == 1)
            _ = try await PlanStore(storage: old).create(name: "Old plan", ownerEmail: "old@example.com")
            await #expect(throws: DemoStoreError.self) { try await old.drafts.load(key: "any") }
            await old.close()

            let migrated = try await place.open()
            #expect(migrated.importReport == nil)
            #expect(try await migrated.schemaVersion == DemoDatabase.latestSchemaVersion)
            #expect(try await migrated.plans() == [Plan(name: "Personal", ownerEmail: ""), Plan(name: "Old plan", ownerEmail: "old@example.com")])
            try await migrated.drafts.save(key: "k", body: Data("{}".utf8), savedAt: Date())
            #expect(try await migrated.drafts.load(key: "k")?.body == Data("{}".utf8))
            await migrated.close()
        }
    }

    @Test("A database a newer version set up is refused, and left as it was", arguments: Backend.tested)
    func newerSchema(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            try await place.open().close()
            let row =
                backend == .sqlite ? "(version, summary, applied_at) VALUES (99, 'from the future', 0)" : "(version, summary) VALUES (99, 'from the future')"
            try await place.execute("INSERT INTO schema_migrations " + row)
            await #expect {
                try await place.open()
            } throws: { error in
                guard let error = error as? DemoStoreError, case .newerSchema(_, 99, DemoDatabase.latestSchemaVersion) = error else { return false }
                return error.exitStatus == 65 && error.description.contains("newer version")
            }
        }
    }

    @Test(
        "A database closed from a cancelled task is closed (regression: its connection stayed open and sqlite-nio trapped when it was freed)",
        arguments: Backend.tested)
    func closedWhenCancelled(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            var database: DemoDatabase? = try await place.open()
            let closing = Task { [database] in
                withUnsafeCurrentTask { $0?.cancel() }
                await database?.close()
            }
            await closing.value
            database = nil
            // Opened again: the file is free, and holds what it held.
            let again = try await place.open()
            #expect(try await again.schemaVersion == DemoDatabase.latestSchemaVersion)
            await again.close()
        }
    }

    @Test("Two processes' worth of opens of a new database at once set it up once", arguments: Backend.tested)
    func concurrentSetUp(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let location = place.location
            let versions = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        let database = try await DemoDatabase.open(location)
                        let version = try await database.schemaVersion
                        await database.close()
                        return version
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(versions == Array(repeating: DemoDatabase.latestSchemaVersion, count: 6))
            let database = try await place.open()
            #expect(try await database.plans() == PlanStore.starterPlans, "seeded once")
            await database.close()
        }
    }
}

/// A create that waits for another process's write lock on the SQLite file
/// waits off the main actor: a web server's other requests go on.
@MainActor
@Suite("Demo database: waiting for another writer")
struct SQLiteWaitTests {
    /// Whether a create has returned; read and written on the main actor.
    private final class Flag {
        var isSet = false
    }

    @Test("A create waits for another connection's write transaction without blocking the main actor, then succeeds")
    func waitsOffTheMainActor() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("formskit.sqlite").path
        let store = try await PlanStore(storage: try await DemoDatabase.open(.sqlite(path: path)))
        // Another writer (here, this test) holds the write lock.
        let other = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await other.query("BEGIN IMMEDIATE")
        let created = Flag()
        let create = Task { @MainActor in
            defer { created.isSet = true }
            return try await store.create(name: "Team", ownerEmail: "")
        }
        // Back on the main actor while the create waits for the lock.
        try await Task.sleep(for: .milliseconds(300))
        #expect(!created.isSet, "the create waits for the lock, off the main actor")
        _ = try await other.query("COMMIT")
        try await other.close()
        #expect(try await create.value == Plan(name: "Team", ownerEmail: ""))
        #expect(created.isSet)
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }
}
