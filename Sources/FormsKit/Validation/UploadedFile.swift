import Foundation

/// A file a person chose: its name, its media type and its bytes, as a web
/// browser uploads it or as a terminal form reads it from a path.
///
/// Bind it to a form's field as an optional, so that no file is a value:
///
/// ```swift
/// @Validated(.maxFileSize(2_000_000), .fileTypes(["image/png", "image/jpeg"]))
/// var avatar: UploadedFile? = nil
/// ```
public struct UploadedFile: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's name as the person's system called it, without folders
    /// (`avatar.png`).
    public var filename: String
    /// Its media type (`image/png`), as given by the browser or guessed from
    /// the name; `application/octet-stream` when not known.
    public var contentType: String
    /// Its bytes.
    public var data: Data

    /// A file of these bytes; `filename` keeps only its last path component.
    public init(filename: String, contentType: String, data: Data) {
        self.filename = Self.lastComponent(of: filename)
        self.contentType = contentType.isEmpty ? Self.unknownContentType : contentType.lowercased()
        self.data = data
    }

    /// The file's size in bytes.
    public var size: Int { data.count }

    /// The name and size, as a surface shows a chosen file: `avatar.png (12 KB)`.
    public var description: String {
        filename + " (" + Self.formattedSize(size) + ")"
    }

    /// The media type the file's first bytes show, for formats whose files
    /// begin by saying what they are: `image/png`, `image/jpeg`,
    /// `image/gif`, `image/webp` and `application/pdf`; `nil` for others.
    public var detectedContentType: String? {
        let head = Array(data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        if starts(Array("%PDF-".utf8)) { return "application/pdf" }
        return nil
    }

    /// The media type a rule checks: what the bytes show where the format
    /// says it (a PNG is a PNG whatever the browser called it, and random
    /// bytes called `image/png` are not one); otherwise the type given.
    public var checkedContentType: String {
        if let detected = detectedContentType { return detected }
        return Self.typesTheirBytesShow.contains(contentType) ? Self.unknownContentType : contentType
    }

    /// The formats ``detectedContentType`` recognises.
    static let typesTheirBytesShow: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"]

    /// The media type of a file whose type is not known.
    public static let unknownContentType = "application/octet-stream"

    /// A size for people, in `language`: `512 bytes`, `12 KB`, `2.5 MB`
    /// (powers of 1,000); `2,5 Mo` in French.
    public static func formattedSize(_ bytes: Int, in language: FormLanguage = .current) -> String {
        let catalog = ValidationMessage.catalog
        if bytes < 1_000 { return catalog.text("size.bytes", count: bytes, in: language) }
        let units = ["size.kilobytes", "size.megabytes", "size.gigabytes", "size.terabytes"]
        var value = Double(bytes) / 1_000
        var unit = 0
        while value >= 1_000, unit < units.count - 1 {
            value /= 1_000
            unit += 1
        }
        let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return catalog.text(units[unit], in: language, ["size": ValidationMessage.writtenNumber(text, in: language)])
    }

    /// The media type usual for a file named `filename`, from its extension.
    public static func contentType(forFilename filename: String) -> String {
        guard let dot = filename.lastIndex(of: "."), dot != filename.startIndex else { return unknownContentType }
        switch filename[filename.index(after: dot)...].lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        case "pdf": return "application/pdf"
        case "txt": return "text/plain"
        case "csv": return "text/csv"
        case "json": return "application/json"
        case "zip": return "application/zip"
        default: return unknownContentType
        }
    }

    private static func lastComponent(of name: String) -> String {
        // Browsers send a name without folders, but old ones sent the whole
        // Windows path.
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        return last.isEmpty ? "file" : last
    }
}
