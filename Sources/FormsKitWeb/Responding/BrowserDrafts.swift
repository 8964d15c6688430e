import FormsKitModel
import Foundation
import HTTPTypes

/// A browser's draft of one form: named by a random id in a signed, `HttpOnly`
/// cookie that lasts as long as a draft, so that only the browser that
/// saved a draft is shown it, after its pages were closed, the browser too,
/// or the server restarted.
struct BrowserDrafts {
    /// The browser's id.
    let id: String
    /// Whether the browser has no cookie yet: the answer sets it.
    let isNew: Bool
    /// Where the drafts are kept.
    private let store: any FormDraftStore
    /// The key of this browser's draft of the form the request is for.
    let key: String

    private static let purpose = "formskit-draft"

    /// The browser's drafts of the form at `path`, by its cookie (a new id
    /// when it sent none, or one this server did not sign); `nil` when the
    /// configuration keeps no drafts.
    init?(request: WebFormRequest, path: String, configuration: WebFormConfiguration) {
        guard let store = configuration.drafts else { return nil }
        self.store = store
        if let value = request.cookies[configuration.draftCookieName], let id = Self.id(in: value, key: configuration.signingKey) {
            self.id = id
            isNew = false
        } else {
            id = Base64URL.random(byteCount: 16)
            isNew = true
        }
        key = "web " + path + " " + id
    }

    /// The browser's draft of the form, unless it has none (a browser
    /// without a cookie has none).
    nonisolated(nonsending) func load() async -> FormDraft? {
        isNew ? nil : try? await store.draft(for: key)
    }

    /// Keeps what `session` holds as the browser's draft, made in the flow
    /// `flow` of a form in steps; a form back as it was has none.
    nonisolated(nonsending) func keep<Form>(_ session: FormSession<Form>, flow: String? = nil) async {
        if session.hasChangesADraftKeeps {
            var draft = session.makeDraft()
            draft.origin = flow
            try? await store.save(draft, for: key)
        } else {
            try? await store.removeDraft(for: key)
        }
    }

    /// Removes the browser's draft of the form.
    nonisolated(nonsending) func drop() async {
        try? await store.removeDraft(for: key)
    }

    /// The id a cookie's value holds, when this server signed it.
    private static func id(in value: String, key: SigningKey) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let signature = Base64URL.decode(String(parts[1])),
            key.isSignature(signature, of: String(parts[0]), purpose: purpose)
        else { return nil }
        return String(parts[0])
    }

    /// The cookie that names this browser's drafts, for as long as a draft
    /// is kept.
    func cookie(configuration: WebFormConfiguration) -> WebFormCookie {
        let value = id + "." + Base64URL.encode(configuration.signingKey.signature(of: id, purpose: Self.purpose))
        return WebFormCookie(
            name: configuration.draftCookieName, value: value, maxAge: Int(FormDraft.defaultLifetime.components.seconds), path: "/",
            secure: configuration.usesTLS, httpOnly: true, sameSite: .lax)
    }
}
