/// The start tag (`<input …`, without its `>`) of the element whose id is
/// `id` in `html`, or an empty string when no element has it: for tests
/// that look at one control's attributes in a rendered page.
public func startTag(ofElementWithID id: String, in html: String) -> String {
    guard let start = html.range(of: "id=\"\(id)\""), let open = html[..<start.lowerBound].lastIndex(of: "<") else { return "" }
    return String(html[open...].prefix { $0 != ">" })
}
