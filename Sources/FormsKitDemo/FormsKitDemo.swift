import ArgumentParser
import FormsKit
import FormsKitExamples
import FormsKitExamplesStorage
import FormsKitModel
import FormsKitTerminal
import Foundation

/// `formskit-demo`: the example forms in the terminal.
@main
struct FormsKitDemo: AsyncParsableCommand {
    /// The demo's version, printed by `--version`.
    static let version = "0.3.0"

    static let configuration = CommandConfiguration(
        commandName: "formskit-demo",
        abstract: "FormsKit's example forms, interactive in the terminal.",
        discussion: """
            The form is drawn on the terminal; a submitted form's values are printed \
            as JSON on standard output, so `plan=$(formskit-demo create-plan)` works. \
            Cancelling (Esc) or aborting (Ctrl-C) exits with status 130 and prints nothing.

            The form takes the whole screen; with --inline it is drawn below the \
            prompt and stays there, answered, when it is done. When standard input \
            is not a terminal (a pipe), or with --plain, the form asks its questions \
            line by line instead.

            Plans, settings, display and profile are saved in a database: an SQLite file in \
            your data directory unless --database-url names another file or a PostgreSQL \
            server; a plans.json an earlier version left there is imported once.

            Exit status: 0 submitted, 130 cancelled or aborted, 64 a wrong command line, \
            65 a database file it cannot use, 66 a database folder that does not exist, \
            69 a database server it cannot use, 74 a database file or folder that cannot \
            be read or written, 1 a submission that failed for another reason or whose \
            result could not be written.
            """,
        version: version,
        subcommands: [
            Settings.self, CreatePlan.self, AddServer.self, EditTag.self, Poll.self, Card.self, Profile.self, Display.self, SignUp.self,
        ],
        defaultSubcommand: Settings.self
    )

    /// Says so when the first argument names no form, rather than showing
    /// the settings form's usage (it is the default form).
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let forms = configuration.subcommands.map { $0.configuration.commandName ?? "" }
        if let first = arguments.first, !first.hasPrefix("-"), first != "help", !forms.contains(first) {
            let message =
                "formskit-demo: there is no form named “\(first)”. The forms are \(forms.joined(separator: ", ")); "
                + "run formskit-demo --help for more.\n"
            writeToStandardError(message)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        await main(arguments)
    }
}

/// Options every demo form takes.
struct DemoOptions: ParsableArguments {
    @Flag(help: "Ask line by line instead of drawing the form (for screen readers and scripts).")
    var plain = false

    @Flag(help: "Draw the form below the prompt instead of on the whole screen; it stays there once answered.")
    var inline = false

    @Option(
        help: ArgumentHelp(
            "The language to answer in: en, fr, de, es, ja, ru or ar (default: as LC_ALL, LC_MESSAGES or LANG say, else English).",
            valueName: "tag"))
    var language: String?

    /// The language `--language` names, else the one the environment asks for.
    var formLanguage: FormLanguage {
        language.flatMap { FormLanguage.best(for: [$0]) } ?? FormLanguage.preferred(environment: ProcessInfo.processInfo.environment)
    }

    /// Whether the person asks for a language other than English, by
    /// `--language` or the environment, whether or not it is found here.
    var asksForAnotherLanguage: Bool {
        let known: [FormLanguage] = [.english, .french, .german, .spanish, .japanese, .russian, .arabic]
        let asked =
            language.flatMap { FormLanguage.best(for: [$0], among: known) }
            ?? FormLanguage.preferred(environment: ProcessInfo.processInfo.environment, among: known)
        return asked.language != .english
    }

    func validate() throws {
        if plain, inline {
            throw ArgumentParser.ValidationError("Choose --plain or --inline, not both: --plain asks line by line, --inline draws the form below the prompt.")
        }
        if let language, FormLanguage.best(for: [language]) == nil {
            let tags = FormLanguage.shipped.map(\.tag).joined(separator: ", ")
            let why = FormLanguage.translationsMissingNotice.map { " " + $0 } ?? ""
            throw ArgumentParser.ValidationError("The demo does not speak \(language): give one of \(tags).\(why)")
        }
    }
}

/// Where the demo keeps what is saved: plans, and the settings, display
/// and profile. Every form takes it, so one command line works for each.
struct StoreOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where plans, settings, display and profile are saved: an SQLite file (a path, or sqlite:///path) or "
                + "postgres://user:password@host:port/database (default: formskit.sqlite in your data directory).",
            valueName: "url"))
    var databaseURL: String?

    /// The database `--database-url` names, or the default.
    var location: DatabaseLocation {
        get throws(DemoStoreError) {
            guard let databaseURL else { return .default }
            return try DatabaseLocation(parsing: databaseURL)
        }
    }

    func validate() throws {
        do {
            _ = try location
        } catch {
            throw ArgumentParser.ValidationError(error.description)
        }
    }

    /// Opens the store; when it cannot be used, prints why in one sentence on
    /// standard error (no usage text) and exits with the error's status (65
    /// data it cannot use, 66 a folder that does not exist, 69 a server it
    /// cannot use, 74 a file it cannot read or write). Says so once when it imported an earlier plans.json.
    @MainActor
    func openStore() async throws -> PlanStore {
        do {
            let location = try location
            let database = try await DemoDatabase.open(location, importing: location.legacyPlansFile)
            if let report = database.importReport { writeToStandardError("\(report)\n") }
            return try await PlanStore(storage: database, latency: .milliseconds(400))
        } catch let error as DemoStoreError {
            writeToStandardError("\(error.description)\n")
            throw ExitCode(error.exitStatus)
        }
    }
}

/// A demo subcommand: which form it shows; `run()` presents it.
protocol DemoCommand: AsyncParsableCommand {
    associatedtype Form: SubmittableForm & ValidatableForm where Form.Output: Encodable
    var options: DemoOptions { get }
    @MainActor func makeSession() async throws -> FormSession<Form>
}

extension DemoCommand {
    @MainActor
    func run() async throws {
        // Before the form is made: its layout is put into the language then.
        FormLanguage.standard = options.formLanguage
        if options.asksForAnotherLanguage, let notice = FormLanguage.translationsMissingNotice {
            writeToStandardError(notice + "\n")
        }
        // Arabic where the terminal would show it reversed: said, so that
        // the person can choose another terminal or language.
        if isatty(STDERR_FILENO) == 1,
            let notice = RightToLeftSupport.notice(
                for: FormLanguage.standard, environment: ProcessInfo.processInfo.environment, width: RightToLeftSupport.standardErrorWidth)
        {
            writeToStandardError(notice + "\n")
        }
        try await present(await makeSession(), options: options, name: Self.configuration.commandName ?? "form")
    }
}

extension FormsKitDemo {
    struct Settings: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "settings", abstract: "A settings screen whose links open every other demo.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() async throws -> FormSession<SettingsForm> {
            let plans = try await store.openStore()
            return plans.session(for: SettingsForm(plans: plans))
        }
    }

    struct CreatePlan: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "create-plan", abstract: "The Create Plan form of upstream FormsKit's README.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() async throws -> FormSession<CreatePlanForm> {
            FormSession(form: CreatePlanForm(store: try await store.openStore()))
        }
    }

    struct AddServer: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "add-server", abstract: "Add a server in a modal sheet.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() -> FormSession<AddServerForm> { FormSession(form: AddServerForm()) }
    }

    struct EditTag: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "edit-tag", abstract: "Edit a tag with focus chained field to field.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() -> FormSession<EditTagForm> { FormSession(form: EditTagForm()) }
    }

    struct SignUp: DemoCommand {
        static let configuration = CommandConfiguration(
            commandName: "signup", abstract: "A sign-up in steps: account, company (for business), about you, check your answers.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() -> FormSession<SignUpForm> { FormSession(form: SignUpForm()) }
    }

    struct Poll: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "poll", abstract: "A poll with a variable list of options.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() -> FormSession<PollForm> { FormSession(form: PollForm()) }
    }

    struct Card: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "card", abstract: "A form in a custom card style with a headline.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() -> FormSession<CardSettingsForm> { FormSession(form: CardSettingsForm()) }
    }

    struct Profile: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "profile", abstract: "A profile with every row kind: the reference form of every surface.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() async throws -> FormSession<ProfileForm> {
            let profiles = try await store.openStore()
            return profiles.session(for: ProfileForm(store: profiles))
        }
    }

    struct Display: DemoCommand {
        static let configuration = CommandConfiguration(commandName: "display", abstract: "Display settings, built step by step in code.")
        @OptionGroup var options: DemoOptions
        @OptionGroup var store: StoreOptions

        @MainActor
        func makeSession() async throws -> FormSession<DisplaySettingsForm> {
            let settings = try await store.openStore()
            return settings.session(for: DisplaySettingsForm(store: settings))
        }
    }
}

/// Runs `session`'s form; prints its output as JSON and exits 0, or exits 130
/// when it is cancelled or aborted.
@MainActor
func present<Form: SubmittableForm & ValidatableForm>(_ session: FormSession<Form>, options: DemoOptions, name: String) async throws
where Form.Output: Encodable {
    // What is typed is kept as a draft under the form's command name.
    let drafts = TerminalDrafts(key: name, folder: FileDraftStore.defaultFolder(application: "formskit-demo"))
    let outcome = try await TerminalForm(
        session: session, mode: options.plain ? .plain : .automatic, presentation: options.inline ? .inline : .fullScreen, drafts: drafts
    )
    .run()
    switch outcome {
    case .submitted(let output):
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(output)
        // A reader that went away (`| head`, `| true`) is a failed write
        // with a sentence, as a full disk is, not a silent death by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            try FileHandle.standardOutput.write(contentsOf: json + Data("\n".utf8))
        } catch {
            let form = session.layout.title.map { "“\($0)”" } ?? "The form"
            writeToStandardError("formskit-demo: \(form) was submitted, but its result could not be written to standard output (\(reason(error))).\n")
            throw ExitCode.failure
        }
    case .cancelled, .aborted:
        throw ExitCode(130)
    case .failed:
        throw ExitCode.failure
    }
}

/// Writes `text` to standard error; a standard error that cannot be
/// written (closed, a full disk) is let be rather than ending the program.
func writeToStandardError(_ text: String) {
    // Standard error closed: there is no one left to tell.
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}

/// What went wrong writing a file, in the system's words ("No space left
/// on device").
func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
}
