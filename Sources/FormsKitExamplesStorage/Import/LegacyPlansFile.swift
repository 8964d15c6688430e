import FormsKitExamples
import Foundation

/// The `plans.json` an earlier version of the demos kept everything in,
/// read to be imported into a new database, and never written.
enum LegacyPlansFile {
    /// What the file at `url` holds; `nil` when there is no file.
    ///
    /// - Throws: ``DemoStoreError/importFailed(path:reason:)`` when the
    ///   file cannot be read, or is not a list of plans.
    static func read(_ url: URL) throws(DemoStoreError) -> SeedContents? {
        let path = url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else { throw .importFailed(path: path, reason: "it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .importFailed(path: path, reason: Self.reason(error))
        }
        let document = try decode(data, path: path)
        return SeedContents(plans: document.plans, forms: document.forms, file: url)
    }

    /// What `data` holds, or why it is not a list of plans (or an object of
    /// plans and saved forms).
    static func decode(_ data: Data, path: String) throws(DemoStoreError) -> StoreDocument {
        guard !data.isEmpty else { throw .importFailed(path: path, reason: "the file is empty") }
        do {
            // A list is read as one, so that its errors say which plan.
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            if first == UInt8(ascii: "{") {
                let plans = try JSONDecoder().decode(StoreDocument.KeyedPlans.self, from: data).plans
                guard let forms = try StoreDocument.savedForms(in: data) else {
                    throw DemoStoreError.importFailed(path: path, reason: "its \u{201C}forms\u{201D} is not an object of saved forms")
                }
                return StoreDocument(plans: plans, forms: forms)
            }
            return StoreDocument(plans: try JSONDecoder().decode([Plan].self, from: data))
        } catch let error as DecodingError {
            throw .importFailed(path: path, reason: reason(error, data: data))
        } catch let error as DemoStoreError {
            throw error
        } catch {
            throw .importFailed(path: path, reason: "\(error)")
        }
    }

    /// What a decoding error says about the file, in the user's words.
    private static func reason(_ error: DecodingError, data: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON" + (syntaxError(in: data, underlying: context.underlyingError).map { ": " + $0 } ?? "")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return "JSON, but not a list of plans"
        case .keyNotFound(_, let context) where context.codingPath.isEmpty:
            // An object, but not one of plans and saved forms.
            return "JSON, but not a list of plans"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \u{201C}\(key.stringValue)\u{201D}"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            if context.codingPath.count == 1 {
                return "\(place(context.codingPath)) is not an object with a name and an ownerEmail"
            }
            return "\(place(context.codingPath)) is not text"
        @unknown default:
            return sentenceFragment("\(error)")
        }
    }

    /// Where the JSON in `data` goes wrong, such as "unexpected end of file
    /// during JSON parse", when Foundation says.
    private static func syntaxError(in data: Data, underlying: (any Error)?) -> String? {
        var detail = (underlying as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        if detail == nil {
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            }
        }
        guard let detail, let first = detail.first else { return nil }
        return sentenceFragment(first.lowercased() + detail.dropFirst())
    }

    /// "plan 2" or "the name of plan 2", counting from 1.
    private static func place(_ codingPath: [any CodingKey]) -> String {
        guard let index = codingPath.first?.intValue else { return "the list" }
        let plan = "plan \(index + 1)"
        guard codingPath.count > 1 else { return plan }
        return "the \u{201C}\(codingPath[1].stringValue)\u{201D} of \(plan)"
    }

    /// `text` without its final period, to sit inside a sentence.
    private static func sentenceFragment(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The system's words for why a file could not be read, such as
    /// "Permission denied".
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return sentenceFragment(error.localizedDescription)
    }
}

/// What a first start imported from a `plans.json`, to be said once.
public struct ImportReport: Equatable, Sendable, CustomStringConvertible {
    /// The file imported, which was left as it was.
    public var file: URL
    /// The database it went into.
    public var database: String
    /// The plans imported.
    public var planCount: Int
    /// The names of plans left out because an earlier plan in the file had
    /// the same name (ignoring case and surrounding spaces).
    public var skippedNames: [String]
    /// The forms whose saved values were imported.
    public var formCount: Int

    /// One sentence, for standard error or the log.
    public var description: String {
        let plans = planCount == 1 ? "1 plan" : "\(planCount) plans"
        let forms = formCount == 0 ? "" : formCount == 1 ? " and 1 saved form" : " and \(formCount) saved forms"
        let skipped =
            skippedNames.isEmpty
            ? "" : "; left out as duplicate names: " + skippedNames.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
        return "Imported \(plans)\(forms) from \(file.path) into the database \(database)\(skipped). "
            + "The file was left as it was and will not be read again."
    }
}
