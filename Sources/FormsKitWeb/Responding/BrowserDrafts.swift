@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import HTTPTypes

/// A browser's drafts of one form, one per tab: named by a random id in a
/// signed, `HttpOnly` cookie that lasts as long as a draft, so that only
/// the browser that saved a draft is shown it, after its pages were closed,
/// the browser too, or the server restarted.
///
/// A tab is a flow of a form in steps, or the `_fk_tab` id a page of a form
/// shown whole carries. Each tab keeps its own draft, so that two tabs of
/// one form do not overwrite each other's typing; a new tab starts fresh,
/// and is offered the draft another tab saved last (``offered()``), which
/// it takes only when the person says so (``take(from:)``).
///
/// Besides each tab's draft, the store keeps the browser's latest under its
/// own key: its origin lists the tabs that saved drafts, the last first,
/// so that a new tab is offered that tab's own draft, and when that draft
/// goes (submitted, discarded) the one saved before it is offered next.
/// The latest is written only when another tab leads the list, so a tab
/// that saves again (as a person types) writes its own draft alone.
struct BrowserDrafts {
    /// The browser's id.
    let id: String
    /// Whether the browser has no cookie yet: the answer sets it.
    let isNew: Bool
    /// The tab the request comes from: the one it names, or a new one.
    let tab: String
    /// Where the drafts are kept.
    private let store: any FormDraftStore
    /// Where a store's failure is told, for the people who run the server.
    private let log: RequestLog
    /// The form's path, which a log line names.
    private let path: String
    /// The key of the browser's draft saved last, of any tab; each tab's
    /// own follows it with the tab's id.
    private let latestKey: String

    /// The hidden field that names the tab of a page of a form shown whole
    /// (a form in steps names its flow).
    static let tabFieldName = "_fk_tab"
    /// The query item that names the tab of a form shown whole, so that a
    /// reloaded page is the same tab (the live script puts it in the
    /// address).
    static let tabQueryName = "tab"
    /// The hidden field of an offered draft's buttons: the tab that saved it.
    static let offeredFieldName = "_fk_draft"
    /// How many tabs' drafts the browser's latest remembers, newest first.
    private static let rememberedTabs = 16
    private static let purpose = "formskit-draft"

    /// The browser's drafts of the form at `path`, by its cookie (a new id
    /// when it sent none, or one this server did not sign), seen from the
    /// tab `tab` (a new tab when it is `nil` or not an id this server
    /// makes); `nil` when the configuration keeps no drafts.
    init?(request: WebFormRequest, path: String, tab: String?, configuration: WebFormConfiguration, log: RequestLog) {
        guard let store = configuration.drafts else { return nil }
        self.store = store
        self.log = log
        self.path = path
        if let value = request.cookies[configuration.draftCookieName], let id = Self.id(in: value, key: configuration.signingKey) {
            self.id = id
            isNew = false
        } else {
            id = Base64URL.random(byteCount: 16)
            isNew = true
        }
        self.tab = tab.flatMap { Self.isTabID($0) ? $0 : nil } ?? Base64URL.random(byteCount: 16)
        latestKey = "web " + path + " " + id
    }

    /// Whether `value` can be a tab's id: the server's own are 16 or 22
    /// characters of Base64URL.
    static func isTabID(_ value: String) -> Bool {
        StepFlow.isFlowID(value)
    }

    private func key(of tab: String) -> String {
        latestKey + " " + tab
    }

    /// This tab's draft, unless it has none (a browser without a cookie has
    /// none).
    nonisolated(nonsending) func load() async -> FormDraft? {
        isNew ? nil : await read(key(of: tab))
    }

    /// The draft another tab saved last, and that tab, for a tab of its own
    /// to offer; `nil` when there is none, or this tab saved it.
    nonisolated(nonsending) func offered() async -> (draft: FormDraft, tab: String)? {
        guard !isNew, let latest = await read(latestKey), let saver = Self.tabs(of: latest).first, saver != tab
        else { return nil }
        // The saver's own draft is the newest; the latest's copy is as it
        // was when that tab first became the latest.
        let own = await read(key(of: saver))
        return (own ?? latest, saver)
    }

    /// Keeps what `session` holds as this tab's draft, by the rule every
    /// surface follows (`FormSession.draftChange(at:)`): a form back as it
    /// was has none.
    nonisolated(nonsending) func keep<Form>(_ session: FormSession<Form>) async {
        switch session.draftChange() {
        case .save(var draft):
            draft.origin = tab
            await save(draft)
        case .remove:
            await drop()
        }
    }

    /// Removes this tab's draft.
    nonisolated(nonsending) func drop() async {
        await forget(tab)
    }

    /// Removes the draft of the tab `other` (an offered draft the person
    /// discarded).
    nonisolated(nonsending) func discard(_ other: String) async {
        guard Self.isTabID(other) else { return }
        await forget(other)
    }

    /// The draft of the tab `other` (an offered draft the person
    /// restored), kept as this tab's from now on, and no longer offered to
    /// other tabs in its own name; `nil` when it is gone.
    nonisolated(nonsending) func take(from other: String) async -> FormDraft? {
        guard Self.isTabID(other) else { return nil }
        // The latest alone, when the tab's own is gone.
        var found = await read(key(of: other))
        if found == nil, let latest = await read(latestKey), Self.tabs(of: latest).first == other { found = latest }
        guard var draft = found else { return nil }
        draft.origin = tab
        await save(draft, replacing: other)
        return draft
    }

    /// This tab's draft, moved to the tab `newTab` (a flow that is gone
    /// going on in a new one); `nil` when it has none.
    nonisolated(nonsending) func move(to newTab: String) async -> FormDraft? {
        guard var draft = await load() else { return nil }
        draft.origin = newTab
        await attempt("remove a draft", { try await store.removeDraft(for: key(of: tab)) })
        await Self(moving: self, to: newTab).save(draft, replacing: tab)
        return draft
    }

    private init(moving drafts: Self, to tab: String) {
        (id, isNew, store, latestKey, log, path) = (drafts.id, drafts.isNew, drafts.store, drafts.latestKey, drafts.log, drafts.path)
        self.tab = tab
    }

    /// Saves `draft` as this tab's, and makes this tab the first of the
    /// browser's latest (`replaced` out of it).
    nonisolated(nonsending) private func save(_ draft: FormDraft, replacing replaced: String? = nil) async {
        await attempt("save a draft", { try await store.save(draft, for: key(of: tab)) })
        let earlier = (await read(latestKey)).map(Self.tabs) ?? []
        // A tab that saved last already leads the list: one write a post,
        // as a tab saves again and again while a person types.
        if earlier.first == tab, !earlier.contains(where: { $0 == replaced }) { return }
        var latest = draft
        let tabs = [tab] + earlier.filter { $0 != tab && $0 != replaced }.prefix(Self.rememberedTabs - 1)
        latest.origin = tabs.joined(separator: " ")
        await attempt("save a draft", { try await store.save(latest, for: latestKey) })
    }

    /// Removes the draft of `gone`, and takes it out of the browser's
    /// latest; when it was the latest, the one saved before it, still
    /// kept, is the latest now.
    nonisolated(nonsending) private func forget(_ gone: String) async {
        await attempt("remove a draft", { try await store.removeDraft(for: key(of: gone)) })
        guard let latest = await read(latestKey) else { return }
        var tabs = Self.tabs(of: latest).filter { $0 != gone }
        if Self.tabs(of: latest).first != gone {
            var kept = latest
            kept.origin = tabs.joined(separator: " ")
            await attempt("save a draft", { try await store.save(kept, for: latestKey) })
            return
        }
        while let next = tabs.first {
            if var earlier = await read(key(of: next)) {
                earlier.origin = tabs.joined(separator: " ")
                await attempt("save a draft", { try await store.save(earlier, for: latestKey) })
                return
            }
            tabs.removeFirst()
        }
        await attempt("remove a draft", { try await store.removeDraft(for: latestKey) })
    }

    /// The draft kept under `key`; `nil` when there is none, or the store
    /// failed (logged).
    nonisolated(nonsending) private func read(_ key: String) async -> FormDraft? {
        await attempt("read a draft", { try await store.draft(for: key) }) ?? nil
    }

    /// Makes one call to the store. A failure is logged as an error that
    /// says what was not done and why, and the page is answered without
    /// that draft: what the person typed is still on it.
    @discardableResult
    nonisolated(nonsending) private func attempt<Value>(_ doing: String, _ call: () async throws -> Value) async -> Value? {
        do {
            return try await call()
        } catch is CancellationError {
            // The request went away: nothing failed.
            return nil
        } catch {
            log.error("Drafts of \(path): could not \(doing) (\(error)). The page was answered without it; check the draft store.")
            return nil
        }
    }

    /// The tabs a latest draft lists, the one that saved it first.
    private static func tabs(of draft: FormDraft) -> [String] {
        (draft.origin ?? "").split(separator: " ").map(String.init).filter(isTabID)
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
