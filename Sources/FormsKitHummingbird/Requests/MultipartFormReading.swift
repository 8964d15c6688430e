import FormsKit
import FormsKitHTML
import Foundation
import Hummingbird
import MultipartKit

/// A `multipart/form-data` body (a form with a file input), read as it
/// streams in through multipart-kit's parser and checked against the same
/// limits as an urlencoded body: the body's size (checked on every chunk,
/// so a large upload is refused before it is read whole), the number of
/// parts, each text value's length, each name's length and depth. Text parts
/// become the submission's pairs and file parts its files; a file input left
/// empty sends a part with an empty file name, which is no file.
enum MultipartFormReading {
    /// What reading gave.
    enum Outcome {
        case form(FormsKitHTML.URLEncodedForm)
        case tooLarge(size: Int)
        case unreadable(FormsKitHTML.URLEncodedFormError)
        case malformed(MultipartFormError)
    }

    static func read(_ request: Request, boundary: String, limits: URLEncodedFormLimits) async throws -> Outcome {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maximumBodySize {
            return .tooLarge(size: length)
        }
        let parts = PartCollector(limits: limits)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in parts.header(name, value) }
        parser.onBody = { buffer in parts.body(&buffer) }
        parser.onPartComplete = { parts.complete() }
        // The closing delimiter ends a well-formed body; the parser ignores
        // what follows it, and says nothing of a body that stops before it.
        let closing = Array("--\(boundary)--".utf8)
        var tail: [UInt8] = []
        var size = 0
        var headerGuard = MultipartHeaderGuard(boundary: boundary)
        for try await buffer in request.body {
            size += buffer.readableBytes
            guard size <= limits.maximumBodySize else { return .tooLarge(size: size) }
            guard headerGuard.accepts(buffer.readableBytesView) else { return .malformed(.syntax) }
            do {
                try parser.execute(buffer)
            } catch {
                return .malformed(.syntax)
            }
            if let problem = parts.problem { return problem }
            tail += buffer.readableBytesView
            if tail.count > closing.count + 4 { tail.removeFirst(tail.count - closing.count - 4) }
        }
        guard tail.firstRange(of: closing) != nil else { return .malformed(.truncated) }
        do throws(FormsKitHTML.URLEncodedFormError) {
            return .form(try FormsKitHTML.URLEncodedForm(pairs: parts.pairs, files: parts.files, limits: limits))
        } catch {
            return .unreadable(error)
        }
    }

    /// The boundary of a `multipart/form-data` content type, or why it
    /// cannot be used.
    static func boundary(ofContentType contentType: String) -> Result<String, MultipartFormError> {
        guard let parameter = ContentParameters(contentType)["boundary"], !parameter.isEmpty else { return .failure(.missingBoundary) }
        guard parameter.utf8.count <= 70 else { return .failure(.invalidBoundary) }
        return .success(parameter)
    }
}

/// Gathers the parts the parser reports, within the limits.
private final class PartCollector {
    let limits: URLEncodedFormLimits
    var pairs: [(name: String, value: String)] = []
    var files: [(name: String, file: UploadedFile)] = []
    /// The first problem found; reading stops there.
    var problem: MultipartFormReading.Outcome?
    private var headers: [(name: String, value: String)] = []
    private var bytes: [UInt8] = []
    private var partCount = 0

    init(limits: URLEncodedFormLimits) {
        self.limits = limits
    }

    func header(_ name: String, _ value: String) {
        headers.append((name.lowercased(), value))
        parsedDisposition = nil
    }

    func body(_ buffer: inout ByteBuffer) {
        guard problem == nil else { return }
        bytes += buffer.readableBytesView
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
            guard !(filename.isEmpty && bytes.isEmpty) else { return }
            let type = headers.last { $0.name == "content-type" }?.value.trimmingCharacters(in: .whitespaces) ?? ""
            files.append((name, UploadedFile(filename: filename, contentType: type, data: Data(bytes))))
        } else {
            guard let value = String(validating: bytes, as: UTF8.self) else {
                problem = .malformed(.invalidUTF8(name: name))
                return
            }
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

/// The parameters of a header value (`form-data; name="a"; filename="b.png"`,
/// `multipart/form-data; boundary=x`), by lowercased name; quoted values
/// unquoted.
struct ContentParameters {
    private var values: [String: String] = [:]

    init(_ header: String) {
        var index = header.startIndex
        // Skip the value before the first `;`.
        while index < header.endIndex, header[index] != ";" {
            if header[index] == "\"" { index = Self.skipQuoted(header, from: index) } else { index = header.index(after: index) }
        }
        while index < header.endIndex {
            index = header.index(after: index)  // the `;`
            var nameEnd = index
            while nameEnd < header.endIndex, header[nameEnd] != "=", header[nameEnd] != ";" { nameEnd = header.index(after: nameEnd) }
            let name = header[index..<nameEnd].trimmingCharacters(in: .whitespaces).lowercased()
            guard nameEnd < header.endIndex, header[nameEnd] == "=" else {
                index = nameEnd
                continue
            }
            var valueStart = header.index(after: nameEnd)
            while valueStart < header.endIndex, header[valueStart] == " " { valueStart = header.index(after: valueStart) }
            var value = ""
            if valueStart < header.endIndex, header[valueStart] == "\"" {
                var cursor = header.index(after: valueStart)
                while cursor < header.endIndex, header[cursor] != "\"" {
                    if header[cursor] == "\\", header.index(after: cursor) < header.endIndex { cursor = header.index(after: cursor) }
                    value.append(header[cursor])
                    cursor = header.index(after: cursor)
                }
                index = cursor < header.endIndex ? header.index(after: cursor) : cursor
                while index < header.endIndex, header[index] != ";" { index = header.index(after: index) }
            } else {
                var cursor = valueStart
                while cursor < header.endIndex, header[cursor] != ";" { cursor = header.index(after: cursor) }
                value = header[valueStart..<cursor].trimmingCharacters(in: .whitespaces)
                index = cursor
            }
            if values[name] == nil { values[name] = value }
        }
    }

    subscript(name: String) -> String? { values[name] }

    private static func skipQuoted(_ text: String, from start: String.Index) -> String.Index {
        var index = text.index(after: start)
        while index < text.endIndex, text[index] != "\"" {
            if text[index] == "\\", text.index(after: index) < text.endIndex { index = text.index(after: index) }
            index = text.index(after: index)
        }
        return index < text.endIndex ? text.index(after: index) : index
    }
}

/// Why a `multipart/form-data` body could not be read. Each says what was
/// wrong, for a 400 page or a log.
public enum MultipartFormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The content type names no boundary.
    case missingBoundary
    /// The boundary is longer than the 70 characters a boundary may have.
    case invalidBoundary
    /// The body is not multipart data with that boundary.
    case syntax
    /// The body ends before its closing boundary.
    case truncated
    /// A part has no `Content-Disposition` with a name.
    case partWithoutName
    /// A text part is not UTF-8.
    case invalidUTF8(name: String)

    public var description: String {
        switch self {
        case .missingBoundary:
            return "The multipart/form-data content type gives no boundary; send it as Content-Type: multipart/form-data; boundary=…"
        case .invalidBoundary:
            return "The multipart boundary is longer than 70 characters; use a shorter one."
        case .syntax:
            return "The body is not multipart/form-data with the boundary its content type gives."
        case .truncated:
            return "The multipart body ends before its closing boundary; it was cut short, send it whole."
        case .partWithoutName:
            return "A part of the multipart body has no Content-Disposition: form-data; name=…; every part must name its field."
        case .invalidUTF8(let name):
            return "The value of \(name.prefix(40)) is not UTF-8 text; send text fields in UTF-8."
        }
    }
}
