import Foundation
import HTTPTypes

/// How a submission is encoded, from its `Content-Type`.
enum SubmissionFormat: Equatable {
    /// `application/x-www-form-urlencoded`, what a browser's form sends; a
    /// body without a content type is read this way too (and needs a token).
    case urlEncoded
    /// `application/json`, from a script or another program.
    case json
    /// `multipart/form-data`, what a browser's form with a file input sends.
    case multipart
    /// Anything else, such as `text/plain`.
    case unsupported

    init(contentType: String?) {
        guard let contentType else {
            self = .urlEncoded
            return
        }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingHTTPWhitespace().lowercased() } ?? ""
        switch mediaType {
        case "application/x-www-form-urlencoded": self = .urlEncoded
        case "application/json": self = .json
        case "multipart/form-data": self = .multipart
        default: self = .unsupported
        }
    }
}
