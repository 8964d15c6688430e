import FormsKit
import Foundation

/// A file, bound to an `UploadedFile?`: chosen in a browser's file picker,
/// typed as a path in a terminal.
///
/// On the web the file comes with the submission (`multipart/form-data`);
/// ``setFile(_:in:)`` sets it. In a terminal, ``entry`` reads the file at the
/// path typed (`~` is the home folder), up to ``maximumReadSize`` bytes, and
/// shows the chosen file as `avatar.png (12 KB)`; empty text clears it.
@_spi(FormsKitSurface) public struct FileControl<Form: ValidatableForm> {
    /// The types a picker offers: media types (`image/png`), families
    /// (`image/*`) or extensions (`.pdf`), as HTML's `accept` reads them.
    /// Empty for any file. Say so with a `fileTypes` rule too: a picker's
    /// filter is a hint, the rule is the check.
    @_spi(FormsKitSurface) public var acceptedTypes: [String]
    /// The most bytes read from a path typed in a terminal: a larger file is
    /// refused before it is read, so that a typo (`/dev/zero`) cannot fill
    /// the memory. Servers limit uploads with their body limit.
    @_spi(FormsKitSurface) public var maximumReadSize: Int
    let keyPath: PartialKeyPath<Form>
    private let read: (FormController<Form>) -> UploadedFile?
    private let write: (FormController<Form>, UploadedFile?) -> Void

    /// A file bound to the `UploadedFile?` at `keyPath`.
    @_spi(FormsKitSurface) public init(_ keyPath: WritableKeyPath<Form, UploadedFile?>, acceptedTypes: [String] = [], maximumReadSize: Int = 10_000_000) {
        self.keyPath = keyPath
        self.acceptedTypes = acceptedTypes
        self.maximumReadSize = maximumReadSize
        self.read = { $0.value(at: keyPath) }
        self.write = { $0.setValue($1, at: keyPath) }
    }

    /// The chosen file, or `nil`.
    @_spi(FormsKitSurface) public func file(in controller: FormController<Form>) -> UploadedFile? { read(controller) }

    /// Sets (or, with `nil`, clears) the file as an edit of the form.
    @_spi(FormsKitSurface) public func setFile(_ file: UploadedFile?, in controller: FormController<Form>) { write(controller, file) }

    /// The file typed as a path: reading gives the chosen file as
    /// `name (size)`; writing a path reads that file, and empty text clears it.
    @_spi(FormsKitSurface) public var entry: TextEntry<Form> {
        let control = self
        return TextEntry(
            isVerbatim: false, allowsNewlines: false, isSecure: false, characterLimit: nil, placeholder: ModelWords.text("file.placeholder"),
            read: { control.file(in: $0)?.description ?? "" },
            write: { controller, text in
                let path = text.trimmingCharacters(in: .whitespaces)
                if path.isEmpty {
                    control.setFile(nil, in: controller)
                    return nil
                }
                // The chosen file's own description reads as "keep it".
                if let current = control.file(in: controller), path == current.description { return nil }
                switch Self.readFile(atPath: path, maximumSize: control.maximumReadSize) {
                case .file(let file):
                    control.setFile(file, in: controller)
                    // Choosing a file is done at once, unlike typing: its
                    // rules (a type, a size) are said now, as plain mode
                    // says them, not at the submit.
                    controller.validate(control.keyPath)
                    return nil
                case .problem(let problem):
                    return problem
                }
            }
        )
    }

    /// The file at `path` (`~` expanded), or why it cannot be used.
    static func readFile(atPath path: String, maximumSize: Int, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> FileReading {
        let expanded = expandingHome(in: path, home: home)
        // Only a regular file (a link to one too): reading a device or a
        // pipe (`/dev/tty`, a FIFO) could wait forever, as the path is read
        // while it is typed.
        let resolved = (expanded as NSString).resolvingSymlinksInPath
        // A path that names nothing readable is the field's message, not an error.
        guard (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType == .typeRegular,
            let handle = FileHandle(forReadingAtPath: resolved)
        else { return .problem(InputProblem(ValidationMessages.text(for: .fileNotFound(path: path)))) }
        // Closing a file only read cannot lose anything.
        defer { try? handle.close() }
        // One byte more than allowed tells a file that is too large, whatever
        // its reported size (a device, a pipe).
        guard let data = try? handle.read(upToCount: maximumSize + 1) else {
            return .problem(InputProblem(ValidationMessages.text(for: .fileNotFound(path: path))))
        }
        guard data.count <= maximumSize else {
            return .problem(InputProblem(ValidationMessages.text(for: .fileTooLarge(maximum: UploadedFile.formattedSize(maximumSize)))))
        }
        let name = (expanded as NSString).lastPathComponent
        return .file(UploadedFile(filename: name, contentType: UploadedFile.contentType(forFilename: name), data: data))
    }
}

extension FileControl {
    /// `path` with a leading `~` (alone, or before `/`) as the shell reads
    /// it: the `HOME` folder, when there is one; `~user` as the system
    /// knows that user. Foundation's own expansion on Linux takes the
    /// account's folder instead of `HOME`, so `~/me.png` was not found
    /// where the shell finds it.
    static func expandingHome(in path: String, home: String?) -> String {
        if let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") {
            return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
        }
        return (path as NSString).expandingTildeInPath
    }
}

/// A file read from a path, or why it could not be.
enum FileReading {
    case file(UploadedFile)
    case problem(InputProblem)
}
