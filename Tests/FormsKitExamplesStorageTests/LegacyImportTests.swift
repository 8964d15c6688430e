import FormsKitExamples
import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Testing

/// A `plans.json` of an earlier version is imported into a new database
/// once, and kept as it was.
@Suite("Demo database: importing an earlier plans.json")
struct LegacyImportTests {
    /// An earlier version's file: plans (one under the older key for the
    /// email, one a duplicate name) and saved forms.
    private static let legacy = """
        {
          "forms" : { "display" : { "boldText" : true, "textSize" : 18, "theme" : "dark" }, "settings" : { "haptics" : false } },
          "plans" : [
            { "email" : "", "name" : "Personal" },
            { "ownerEmail" : "ada@example.com", "name" : "Team" },
            { "email" : "", "name" : " team " },
            { "email" : "grace@example.com", "name" : "Side project" }
          ]
        }
        """

    private struct Display: Codable, Equatable {
        var boldText: Bool
        var textSize: Int
        var theme: String
    }

    @Test("A new database imports the file's plans and saved forms, says so once, and leaves the file as it was", arguments: Backend.tested)
    func importsOnce(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let file = place.folder.file("plans.json")
            try Data(Self.legacy.utf8).write(to: file)
            let before = try Data(contentsOf: file)

            let database = try await place.open(importing: file)
            let report = try #require(database.importReport)
            #expect(report.planCount == 3 && report.formCount == 2 && report.skippedNames == [" team "])
            #expect(report.description.hasPrefix("Imported 3 plans and 2 saved forms from \(file.path) into the database \(place.location)"))
            #expect(report.description.contains("left out as duplicate names: \u{201C} team \u{201D}"))
            let plans = [
                Plan(name: "Personal", ownerEmail: ""), Plan(name: "Team", ownerEmail: "ada@example.com"),
                Plan(name: "Side project", ownerEmail: "grace@example.com"),
            ]
            #expect(try await database.plans() == plans)
            let store = try await PlanStore(storage: database)
            #expect(store.saved(Display.self, as: "display") == Display(boldText: true, textSize: 18, theme: "dark"))
            #expect(store.saved([String: Bool].self, as: "settings") == ["haptics": false])
            _ = try await store.create(name: "New", ownerEmail: "")
            #expect(try Data(contentsOf: file) == before, "the file is kept as it was")

            // A second start does not import again, nor lose what was added.
            let again = try await place.open(importing: file)
            #expect(again.importReport == nil)
            #expect(try await again.plans() == plans + [Plan(name: "New", ownerEmail: "")])
            #expect(try Data(contentsOf: file) == before)
        }
    }

    @Test("A database set up before the file appeared does not import it", arguments: Backend.tested)
    func notIntoAnExistingDatabase(_ backend: Backend) async throws {
        try await withTestDatabase(backend) { place in
            let file = place.folder.file("plans.json")
            _ = try await place.open(importing: file)
            try Data(Self.legacy.utf8).write(to: file)
            let database = try await place.open(importing: file)
            #expect(database.importReport == nil)
            #expect(try await database.plans() == PlanStore.starterPlans)
        }
    }

    @Test(
        "A file that is not a list of plans stops the first start with what is wrong; once it is fixed, it is imported",
        arguments: [
            ("not json", "(not valid JSON"),
            ("", "(the file is empty)"),
            (#"{"name": "Personal"}"#, "(JSON, but not a list of plans)"),
            (#"[{"name": "Personal", "ownerEmail": ""}, {"name": "Team"}]"#, "(plan 2 has no \u{201C}ownerEmail\u{201D})"),
            (#"[{"name": 7, "ownerEmail": ""}]"#, "(the \u{201C}name\u{201D} of plan 1 is not text)"),
            (#"["Personal"]"#, "(plan 1 is not an object with a name and an ownerEmail)"),
            (#"{"plans": [], "forms": ["display"]}"#, "(its \u{201C}forms\u{201D} is not an object of saved forms)"),
        ])
    func brokenFile(content: String, reason: String) async throws {
        try await withTestDatabase(.sqlite) { place in
            let file = place.folder.file("plans.json")
            try Data(content.utf8).write(to: file)
            await #expect {
                try await place.open(importing: file)
            } throws: { error in
                guard let error = error as? DemoStoreError, case .importFailed(let path, _) = error else { return false }
                let message = error.description
                #expect(message.contains(reason), "\(message)")
                #expect(!message.contains("\n") && message.hasSuffix("."))
                return path == file.path && error.exitStatus == 65
            }
            #expect(try Data(contentsOf: file) == Data(content.utf8), "the file is left for the user to fix")
            try Data(#"[{"name": "Fixed", "email": ""}]"#.utf8).write(to: file)
            let database = try await place.open(importing: file)
            #expect(database.importReport?.planCount == 1)
            #expect(try await database.plans().map(\.name) == ["Fixed"])
        }
    }
}
