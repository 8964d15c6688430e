import Foundation
import HTTPTypes

extension StepFlow {
    /// Ends the oldest flows a browser holds when `response` starts one
    /// more than ``WebFormConfiguration/flowsKeptPerBrowser``: a cookie
    /// each could otherwise grow the browser's `Cookie` header past what
    /// servers read (each flow's cookie lasts two hours), and every request
    /// to the path would be refused. A cookie this server cannot open
    /// counts as the oldest.
    static func endOldestFlows(in response: inout WebFormResponse, request: WebFormRequest, path: String, configuration: WebFormConfiguration) {
        let prefix = cookieName(flow: "")
        // Only a flow's cookies are read: most answers set none (a new
        // browser's CSRF cookie is not one).
        let set = response.headers[values: .setCookie].filter { $0.hasPrefix(prefix) }.compactMap { Self.nameAndValue(of: $0) }
        let started = set.filter { !$0.value.isEmpty }.map(\.name)
        guard !started.isEmpty else { return }
        let settled = Set(set.map(\.name))
        let held = request.headers[values: .cookie]
            .flatMap { $0.split(separator: ";") }
            .compactMap { Self.nameAndValue(of: String($0)) }
            .filter { $0.name.hasPrefix(prefix) && !settled.contains($0.name) }
        let surplus = held.count + started.count - max(configuration.flowsKeptPerBrowser, 1)
        guard surplus > 0 else { return }
        let now = Date()
        let byAge = held.map { cookie -> (name: String, created: Double) in
            let id = String(cookie.name.dropFirst(prefix.count))
            if let created = FlowsKeptOnServer.created(inReference: cookie.value) { return (cookie.name, created) }
            let flow = StepFlow.open(cookie.value, path: path, flow: id, key: configuration.signingKey, at: now)
            return (cookie.name, flow?.created ?? -.infinity)
        }
        .sorted { $0.created < $1.created }
        for oldest in byAge.prefix(surplus) {
            response.setCookie(clearingCookie(path: path, flow: String(oldest.name.dropFirst(prefix.count)), configuration: configuration))
        }
    }

    /// A cookie's name and value, from a `Cookie` header's pair or the
    /// start of a `Set-Cookie` header.
    private static func nameAndValue(of text: String) -> (name: String, value: String)? {
        let pair = text.prefix { $0 != ";" }.trimmingHTTPWhitespace()
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
    }
}
