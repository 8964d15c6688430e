import Foundation
import HTTPTypes

/// The flows of forms in steps whose answers outgrow a cookie (about 4 KB:
/// a thousand CJK characters across every step): the sealed flow is kept
/// in the shared state, under a random key, and the cookie holds only a
/// reference to it, `~<created>.<key>`. What is kept is the flow as sealed
/// for its cookie, bound to its path and flow id: the store can neither
/// read it nor move it to another flow. Each answer keeps a new copy, so a
/// cookie sent again as it was (a page from the browser's history) still
/// names the flow as it was then; a copy lasts the flow's lifetime.
struct FlowsKeptOnServer {
    let store: any WebFormStateStore

    /// The sealed flow a cookie's value holds or names: the value itself
    /// for a flow kept in its cookie; `nil` for a reference whose flow is
    /// gone.
    nonisolated(nonsending) func sealedFlow(inCookie value: String) async throws -> String? {
        guard let reference = Self.reference(in: value) else { return value }
        guard let bytes = try await store.value(Self.storeKey(reference.key)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `response` with each flow cookie larger than browsers keep replaced
    /// by a reference to a copy kept in the store; the reference says when
    /// the flow began (opened with `key` for `path`), for choosing the
    /// oldest flows to end.
    nonisolated(nonsending) func keepingLargeFlows(
        in response: WebFormResponse, path: String, key: SigningKey, at date: Date = Date()
    ) async throws -> WebFormResponse {
        let prefix = StepFlow.cookieName(flow: "")
        guard response.headers[values: .setCookie].contains(where: { $0.hasPrefix(prefix) && $0.utf8.count > StepFlow.maximumCookieSize })
        else { return response }
        var moved = response
        moved.headers[values: .setCookie] = []
        for field in response.headers[values: .setCookie] {
            guard field.hasPrefix(prefix), let equals = field.firstIndex(of: "="), field.utf8.count > StepFlow.maximumCookieSize else {
                moved.headers.append(HTTPField(name: .setCookie, value: field))
                continue
            }
            let valueEnd = field[equals...].firstIndex(of: ";") ?? field.endIndex
            let sealed = String(field[field.index(after: equals)..<valueEnd])
            let storeKey = Base64URL.random(byteCount: 16)
            try await store.put(Self.storeKey(storeKey), value: Array(sealed.utf8), until: date.addingTimeInterval(StepFlow.lifetime))
            let id = String(field[field.index(field.startIndex, offsetBy: prefix.count)..<equals])
            let created = StepFlow.open(sealed, path: path, flow: id, key: key, at: date)?.created ?? date.timeIntervalSince1970
            let reference = "~\(Int(created)).\(storeKey)"
            moved.headers.append(HTTPField(name: .setCookie, value: String(field[...equals]) + reference + String(field[valueEnd...])))
        }
        return moved
    }

    /// When a reference's flow began, as the reference says: to choose the
    /// oldest flows to end without reading the store.
    static func created(inReference value: String) -> Double? {
        reference(in: value).map(\.created)
    }

    private static func reference(in value: String) -> (created: Double, key: String)? {
        guard value.hasPrefix("~"), let dot = value.firstIndex(of: ".") else { return nil }
        guard let created = Double(value[value.index(after: value.startIndex)..<dot]) else { return nil }
        return (created, String(value[value.index(after: dot)...]))
    }

    private static func storeKey(_ key: String) -> String {
        "step-flow:" + key
    }
}
