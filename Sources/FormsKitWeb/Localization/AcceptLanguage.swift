import Foundation

/// Reads an `Accept-Language` header (RFC 9110): language ranges with
/// optional weights.
enum AcceptLanguage {
    /// At most this many ranges are read, so a long header costs little.
    static let maximumRanges = 32

    /// The ranges in lower case, most preferred first (by `q`, then by
    /// order); ranges with `q=0` and malformed ones (a weight above 1) are
    /// left out.
    static func ranges(in header: String) -> [String] {
        var weighted: [(range: String, weight: Double, position: Int)] = []
        for (position, item) in header.split(separator: ",").prefix(maximumRanges).enumerated() {
            let parts = item.split(separator: ";")
            guard let first = parts.first else { continue }
            let range = first.trimmingHTTPWhitespace().lowercased()
            guard !range.isEmpty, range.count <= 35, range.allSatisfy({ $0 == "-" || $0 == "*" || ($0.isASCII && $0.isLetter) || ($0.isASCII && $0.isNumber) })
            else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingHTTPWhitespace().lowercased() }
                // A weight outside 0...1 (or not a number) is malformed.
                if pair.count == 2, pair[0] == "q" { weight = Double(pair[1]).flatMap { (0...1).contains($0) ? $0 : nil } ?? 0 }
            }
            if weight > 0 { weighted.append((range, weight, position)) }
        }
        return weighted.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.position < $1.position }.map(\.range)
    }
}
