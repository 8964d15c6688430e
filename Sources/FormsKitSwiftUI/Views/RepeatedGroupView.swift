#if canImport(SwiftUI)
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import SwiftUI

/// A repeated group: its elements with swipe-to-delete and drag-to-move
/// (SwiftUI's `onDelete` and `onMove`), and its add row. Adding focuses the
/// new element's first field at once: the session points `controller.focus`
/// at it, and the field takes focus as it appears, with no delay.
@MainActor
struct RepeatedGroupView<Form: ValidatableForm>: View {
    let model: FormScreenModel<Form>
    /// The session the screen shows: the views read and edit it directly.
    private var session: FormSession<Form> { model.session }
    let group: ScreenGroup<Form>
    let pages: (String) -> AnyView

    var body: some View {
        ForEach(group.elements) { element in
            VStack(alignment: .leading) {
                ForEach(element.rows) { row in
                    FormScreenRow(model: model, row: row, pages: pages)
                }
            }
        }
        .onDelete(perform: group.canDelete ? { offsets in model.deleteElements(at: offsets, inGroup: group.id) } : nil)
        .onMove(perform: group.canMove ? { source, destination in model.moveElements(from: source, toOffset: destination, inGroup: group.id) } : nil)
        if let add = group.addRow {
            Button {
                session.appendElement(toGroup: group.id)
            } label: {
                Label(add.anatomy.title, systemImage: "plus.circle.fill")
            }
            .disabled(!add.resolved.isEnabled)
        }
    }
}

/// The options of a multiple-choice row, each ticked or not; searchable
/// when the row is filterable.
@MainActor
struct MultipleSelectionList<Form: ValidatableForm>: View {
    let model: FormScreenModel<Form>
    /// The session the screen shows: the views read and edit it directly.
    private var session: FormSession<Form> { model.session }
    let id: PartialKeyPath<Form>
    let title: String
    @State private var filter = ""

    var body: some View {
        let labels = session.optionLabels(of: id)
        let selected = session.selectedIndices(of: id)
        List {
            ForEach(Array(labels.enumerated()), id: \.offset) { index, label in
                if filter.isEmpty || label.localizedCaseInsensitiveContains(filter) {
                    Button {
                        session.toggleOption(index, for: id)
                    } label: {
                        HStack {
                            Text(label).foregroundStyle(.primary)
                            Spacer()
                            if selected.contains(index) {
                                Image(systemName: "checkmark").foregroundStyle(.tint)
                            }
                        }
                    }
                    .accessibilityAddTraits(selected.contains(index) ? .isSelected : [])
                }
            }
        }
        .navigationTitle(title)
        .searchable(text: $filter)
    }
}

/// A row that opens another form or a page, as a navigation link.
@MainActor
struct LinkRow<Form: ValidatableForm>: View {
    let model: FormScreenModel<Form>
    let row: ScreenRow<Form>
    let pages: (String) -> AnyView

    var body: some View {
        if let destination {
            NavigationLink {
                DestinationView(destination: destination, pages: pages)
            } label: {
                RowLabel(anatomy: row.anatomy, detail: row.resolved.detail)
            }
        } else {
            RowLabel(anatomy: row.anatomy, detail: row.resolved.detail)
        }
    }

    private var destination: FormDestination? {
        row.row.control.destination
    }
}

/// What a link opens: another form (its session made when the link is
/// followed), or a page from the app.
@MainActor
struct DestinationView: View {
    let destination: FormDestination
    let pages: (String) -> AnyView

    var body: some View {
        switch destination.kind {
        case .page(let id):
            pages(id).navigationTitle(destination.title)
        case .form(let open):
            LinkedFormView(open: open, pages: pages)
        }
    }
}

/// A linked form, opened once per visit.
@MainActor
struct LinkedFormView: View {
    let open: @MainActor () -> any AnyFormSession
    let pages: (String) -> AnyView
    @State private var screen: AnyView?

    var body: some View {
        Group {
            if let screen { screen } else { ProgressView() }
        }
        .onAppear {
            if screen == nil { screen = Self.screen(for: open(), pages: pages) }
        }
    }

    private static func screen(for session: some AnyFormSession, pages: @escaping (String) -> AnyView) -> AnyView {
        AnyView(FormScreen(model: FormScreenModel(session: session.typedSession), pages: pages))
    }
}
#endif
