import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A field's checks as the JSON the live-validation script reads from
/// `data-fk-checks`: `[{"k":"minlength","v":2,"m":"…"}]`; a cross-field
/// check names the other control: `{"k":"matches","v":"password","m":"…"}`.
enum LiveValidationData {
    static func json(_ checks: [ClientCheck]) -> String {
        var json = "["
        for check in checks {
            let entry: String
            switch check.kind {
            case .required: entry = #""k":"required""#
            case .checked: entry = #""k":"checked""#
            case .wholeNumber: entry = #""k":"whole""#
            case .email: entry = #""k":"email""#
            case .minimumLength(let length): entry = #""k":"minlength","v":"# + String(length)
            case .maximumLength(let length): entry = #""k":"maxlength","v":"# + String(length)
            case .minimum(let bound): entry = #""k":"min","v":"# + value(bound)
            case .maximum(let bound): entry = #""k":"max","v":"# + value(bound)
            case .multipleOf(let step): entry = #""k":"step","v":"# + HTMLValueText.number(step)
            case .pattern(let source):
                // A pattern browsers might read differently stays on the server.
                guard let pattern = BrowserPattern.convert(source) else { continue }
                entry = #""k":"pattern","v":"# + string(pattern)
            case .url(let schemes): entry = #""k":"url","v":["# + schemes.map(string).joined(separator: ",") + "]"
            case .matches(let field): entry = #""k":"matches","v":"# + string(field)
            case .maximumFileSize(let bytes): entry = #""k":"maxbytes","v":"# + String(bytes)
            }
            if json.count > 1 { json += "," }
            json += "{" + entry + #","m":"# + string(check.message) + "}"
        }
        return json + "]"
    }

    /// A number, or a date as `yyyy-mm-dd hh:mm` in the current time zone,
    /// which the script compares as text with the input's value.
    private static func value(_ bound: ClientCheck.Bound) -> String {
        switch bound {
        case .number(let number): return HTMLValueText.number(number)
        case .date(let date): return string(HTMLValueText.browserDate(DateText.string(date, components: .dateAndTime)))
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters
    /// escaped, and `<`, `>` and `&` too, so that the JSON is inert wherever
    /// it is put.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default:
                if scalar.value < 0x20 {
                    result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
