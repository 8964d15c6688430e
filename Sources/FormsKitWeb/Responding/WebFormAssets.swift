import FormsKitHTML

/// The files every rendered page links to, served by
/// `addWebFormAssets(_:)` so pages need no
/// inline script or style under the Content Security Policy.
public enum WebFormAssets {
    /// The stylesheet: `HTMLFormStyleSheet.cssText` and the
    /// styles of the web layer's banners and notice pages.
    public static var styleSheet: String {
        HTMLFormStyleSheet.cssText + "\n" + bannerStyles
    }

    /// The live-validation script, `HTMLLiveValidation.scriptText`.
    public static var liveValidationScript: String {
        HTMLLiveValidation.scriptText
    }

    /// Banners (flash messages, problems), notice pages and lists of links
    /// (`.fk-link-list`, an index of forms), in the page's
    /// own colours.
    static let bannerStyles = """
        .fk-banner { margin: 0 0 1.5rem; padding: .75rem 1rem; background: var(--fk-primary-background); border-inline-start: 5px solid var(--fk-accent); }
        .fk-banner p { margin: 0; font-weight: 600; }
        .fk-banner--problem { border-inline-start-color: var(--fk-error); }
        .fk-banner__form { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .75rem; }
        .fk-notice { margin-top: 2rem; }
        .fk-link-list { list-style: none; margin: 0; padding: 0; background: var(--fk-primary-background); border: 1px solid var(--fk-separator); border-radius: .625rem; }
        .fk-link-list li { padding: .75rem 1rem; }
        .fk-link-list li + li { border-top: 1px solid var(--fk-separator); }
        @media (forced-colors: active) { .fk-banner { border: 2px solid CanvasText; } }

        """
}
