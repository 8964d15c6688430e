#if canImport(SwiftUI)
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import SwiftUI
import UniformTypeIdentifiers

/// A file row: the chosen file's name and size, a button that opens the
/// system's file picker, and one that clears the file.
@MainActor
struct FilePickerRow<Form: ValidatableForm>: View {
    let model: FormScreenModel<Form>
    /// The session the screen shows: the views read and edit it directly.
    private var session: FormSession<Form> { model.session }
    let row: ScreenRow<Form>
    let acceptedTypes: [String]
    @State private var isChoosing = false

    var body: some View {
        LabeledContent {
            HStack {
                let chosen = session.text(of: row.id)
                if !chosen.isEmpty {
                    Text(chosen).foregroundStyle(.secondary)
                    Button {
                        session.setFile(nil, for: row.id)
                    } label: {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel(ScreenWords.text("clear", ["title": row.anatomy.title]))
                }
                Button(ScreenWords.text("chooseFile")) { isChoosing = true }
                    .buttonStyle(.borderless)
            }
        } label: {
            RowLabel(anatomy: row.anatomy, detail: nil)
        }
        .fileImporter(isPresented: $isChoosing, allowedContentTypes: contentTypes) { result in
            guard case .success(let url) = result else { return }
            let isScoped = url.startAccessingSecurityScopedResource()
            defer { if isScoped { url.stopAccessingSecurityScopedResource() } }
            // A file the picker gave that cannot be read is left unchosen, as a cancelled pick.
            guard let data = try? Data(contentsOf: url) else { return }
            let type = UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? UploadedFile.contentType(forFilename: url.lastPathComponent)
            session.setFile(UploadedFile(filename: url.lastPathComponent, contentType: type, data: data), for: row.id)
        }
    }

    /// The accepted types as uniform types: media types, `image/*` and
    /// extensions; any data when none is given or none is known.
    private var contentTypes: [UTType] {
        let types = acceptedTypes.compactMap { accepted -> UTType? in
            if accepted.hasPrefix(".") { return UTType(filenameExtension: String(accepted.dropFirst())) }
            if accepted == "image/*" { return .image }
            if accepted == "video/*" { return .movie }
            if accepted == "audio/*" { return .audio }
            if accepted == "text/*" { return .text }
            return UTType(mimeType: accepted)
        }
        return types.isEmpty ? [.data] : types
    }
}
#endif
