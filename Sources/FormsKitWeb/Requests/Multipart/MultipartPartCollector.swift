import FormsKit
import FormsKitHTML
import Foundation

/// Gathers the parts ``MultipartParser`` reports, within the limits.
final class PartCollector {
    let limits: SubmittedFormLimits
    var pairs: [(name: String, value: String)] = []
    var files: [(name: String, file: UploadedFile)] = []
    /// The first problem found; reading stops there.
    var problem: MultipartBodyReader.BodyReading?
    /// The first part, once it is read whole: its name, and its text
    /// (`nil` for a file).
    private(set) var firstPart: (name: String, value: String?)?
    private var headers: [(name: String, value: String)] = []
    private var bytes: [UInt8] = []
    private var partCount = 0

    init(limits: SubmittedFormLimits) {
        self.limits = limits
    }

    func header(_ name: String, _ value: String) {
        headers.append((name.lowercased(), value))
        parsedDisposition = nil
    }

    func body(_ run: some Collection<UInt8>) {
        guard problem == nil else { return }
        bytes += run
        // A text value is limited as in an urlencoded body; a file only by
        // the body's size.
        if !isFile, bytes.count > limits.maximumValueLength {
            problem = .unreadable(.valueTooLong(name: disposition["name"] ?? "", limit: limits.maximumValueLength))
        }
    }

    func complete() {
        defer {
            headers = []
            bytes = []
            parsedDisposition = nil
        }
        guard problem == nil else { return }
        partCount += 1
        guard partCount <= limits.maximumPairCount else {
            problem = .unreadable(.tooManyPairs(limit: limits.maximumPairCount))
            return
        }
        guard let name = disposition["name"].map(Self.unescape) else {
            problem = .malformed(.partWithoutName)
            return
        }
        if let filename = disposition["filename"].map(Self.unescape) {
            // A file input left empty: a part with no name and no bytes.
            if partCount == 1 { firstPart = (name, nil) }
            guard !(filename.isEmpty && bytes.isEmpty) else { return }
            let type = headers.last { $0.name == "content-type" }?.value.trimmingHTTPWhitespace() ?? ""
            files.append((name, UploadedFile(filename: filename, contentType: type, data: Data(bytes))))
        } else {
            guard let value = String(strictUTF8: bytes) else {
                problem = .malformed(.invalidUTF8(name: name))
                return
            }
            if partCount == 1 { firstPart = (name, value) }
            pairs.append((name, value))
        }
    }

    private var isFile: Bool { disposition["filename"] != nil }

    /// The part's `Content-Disposition`, parsed once per part (its body
    /// comes in many chunks), not on every chunk.
    private var parsedDisposition: ContentParameters?

    private var disposition: ContentParameters {
        if let parsedDisposition { return parsedDisposition }
        let parsed = ContentParameters(headers.last { $0.name == "content-disposition" }?.value ?? "")
        parsedDisposition = parsed
        return parsed
    }

    /// Browsers write `"`, CR and LF in names as `%22`, `%0D` and `%0A`.
    private static func unescape(_ text: String) -> String {
        guard text.contains("%") else { return text }
        return text.replacingOccurrences(of: "%22", with: "\"").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%0A", with: "\n")
    }
}
