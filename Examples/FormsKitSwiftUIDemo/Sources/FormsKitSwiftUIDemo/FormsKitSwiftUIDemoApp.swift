import FormsKit
import FormsKitExamples
import FormsKitModel
import FormsKitSwiftUI
import SwiftUI

/// Every demo form of the terminal demo, in SwiftUI, from the same definitions.
@main
struct FormsKitSwiftUIDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoList()
        }
    }
}

/// The list of demo forms; each opens in a sheet, as forms usually do.
struct DemoList: View {
    private let plans = PlanStore()
    @State private var open: DemoForm?
    @State private var lastResult: String?

    var body: some View {
        NavigationStack {
            List {
                Section("Forms from one definition") {
                    ForEach(DemoForm.allCases) { demo in
                        Button(demo.title) { open = demo }
                    }
                }
                Section("The FormsKit README's quick start") {
                    NavigationLink("Create Plan sheet (hand-written)") { CreatePlanSheet() }
                }
                if let lastResult {
                    Section("Last result") { Text(lastResult).font(.footnote.monospaced()) }
                }
            }
            .navigationTitle("FormsKit")
        }
        .sheet(item: $open) { demo in
            NavigationStack {
                demo.screen(plans: plans) { output in
                    lastResult = String(describing: output)
                    open = nil
                }
            }
        }
    }
}

/// The demo forms, as the terminal demo names them.
enum DemoForm: String, CaseIterable, Identifiable {
    case settings, createPlan, addServer, editTag, poll, card, profile, display

    var id: String { rawValue }

    var title: String {
        switch self {
        case .settings: return "Settings"
        case .createPlan: return "Create plan"
        case .addServer: return "Add server"
        case .editTag: return "Edit tag"
        case .poll: return "Poll"
        case .card: return "Card"
        case .profile: return "Profile (every row kind)"
        case .display: return "Display"
        }
    }

    @MainActor @ViewBuilder
    func screen(plans: PlanStore, onSubmitted: @escaping (Any) -> Void) -> some View {
        switch self {
        case .settings: FormScreen(form: SettingsForm(plans: plans), onSubmitted: onSubmitted)
        case .createPlan: FormScreen(form: CreatePlanForm(store: plans), onSubmitted: onSubmitted)
        case .addServer: FormScreen(form: AddServerForm(), onSubmitted: onSubmitted)
        case .editTag: FormScreen(form: EditTagForm(), onSubmitted: onSubmitted)
        case .poll: FormScreen(form: PollForm(), onSubmitted: onSubmitted)
        case .card: FormScreen(form: CardSettingsForm(), onSubmitted: onSubmitted)
        case .profile: FormScreen(form: ProfileForm(), onSubmitted: onSubmitted)
        case .display: FormScreen(form: DisplaySettingsForm(), onSubmitted: onSubmitted)
        }
    }
}
