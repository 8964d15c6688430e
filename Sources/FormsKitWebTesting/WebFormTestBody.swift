import Foundation

/// Bodies as browsers encode them, to send forms in tests.
public enum WebFormTestBody {
    /// `application/x-www-form-urlencoded`, as a browser encodes a form:
    /// each name and value percent-encoded, in order.
    public static func urlEncoded(_ pairs: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        func encode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        return pairs.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
    }

    /// `multipart/form-data` between `boundary` lines, as a browser encodes
    /// a form with a file input: `pairs` first, then `files` (field, file
    /// name, type, bytes); names and file names with `"` written `%22`.
    public static func multipart(_ pairs: [(String, String)], files: [(String, String, String, [UInt8])], boundary: String) -> [UInt8] {
        func quoted(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "%22") }
        var body: [UInt8] = []
        for (name, value) in pairs {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(name))\"\r\n\r\n\(value)\r\n".utf8)
        }
        for (name, filename, type, bytes) in files {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(name))\"; filename=\"\(quoted(filename))\"\r\n".utf8)
            body += Array("Content-Type: \(type)\r\n\r\n".utf8) + bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return body
    }
}
