/// The stylesheet for rendered forms: the three built-in appearances
/// (grouped, columns, card), the theme's roles as custom properties, light
/// and dark colours, the error pattern, and focus that is always visible.
///
/// Every colour is a custom property on `.fk-page`: `--fk-accent`,
/// `--fk-error`, `--fk-text`, `--fk-secondary-text`, `--fk-emphasis`,
/// `--fk-separator`, `--fk-primary-background`, `--fk-secondary-background`.
/// The defaults follow the reader's light or dark preference and meet WCAG
/// AA contrast; a layout's own `FormTheme` sets the roles where it differs
/// from `.standard` on the page, and fixes the page to the scheme its
/// colours are made for (`.fk-scheme-light`, `.fk-scheme-dark`), so the
/// other roles keep their contrast on it. Pages stay readable without
/// it: the markup is plain, labelled HTML in reading order.
public enum HTMLFormStyleSheet {
    /// The stylesheet, as text to serve (`Content-Type: text/css`).
    public static var cssText: String { css.description }

    /// The stylesheet, written in code, so a page can include it unescaped.
    public static let css: StaticString = """
        .fk-page {
          --fk-primary-background: #ffffff; --fk-secondary-background: #f2f2f7; --fk-text: #1c1c1e;
          --fk-secondary-text: #5b5b60; --fk-emphasis: #1c1c1e; --fk-accent: #0a56c2; --fk-error: #c4261d;
          --fk-separator: #c6c6c8; --fk-focus: #ffbf47; --fk-on-accent: #ffffff; color-scheme: light;
          color: var(--fk-text); background: var(--fk-secondary-background);
          font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          max-width: 42rem; margin: 0 auto; padding: 1rem;
        }
        @media (prefers-color-scheme: dark) {
          .fk-page:not(.fk-scheme-light) {
            --fk-primary-background: #1c1c1e; --fk-secondary-background: #000000; --fk-text: #f2f2f7;
            --fk-secondary-text: #aeaeb2; --fk-emphasis: #ffffff; --fk-accent: #79b3ff; --fk-error: #ff8a80;
            --fk-separator: #48484a; --fk-on-accent: #000000; color-scheme: dark;
          }
          .fk-body:not(.fk-scheme-light) { background: #000000; color-scheme: dark; }
        }
        .fk-body { margin: 0; background: #f2f2f7; color-scheme: light; }
        .fk-body.fk-scheme-dark { background: #000000; color-scheme: dark; }
        .fk-page.fk-scheme-dark {
          --fk-primary-background: #1c1c1e; --fk-secondary-background: #000000; --fk-text: #f2f2f7;
          --fk-secondary-text: #aeaeb2; --fk-emphasis: #ffffff; --fk-accent: #79b3ff; --fk-error: #ff8a80;
          --fk-separator: #48484a; --fk-on-accent: #000000; color-scheme: dark;
        }
        .fk-page *, .fk-page *::before, .fk-page *::after { box-sizing: border-box; }
        .fk-chrome-title { display: block; font-size: 1.75rem; font-weight: 700; color: var(--fk-emphasis); margin: 0 0 1rem; }
        .fk-chrome-headline { display: block; font-size: 1.25rem; font-weight: 700; color: var(--fk-emphasis); }
        .fk-chrome-caption, .fk-chrome-footnote, .fk-section__footer, .fk-hint { color: var(--fk-secondary-text); font-size: .875rem; }
        .fk-vstack { display: flex; flex-direction: column; }
        .fk-hstack { display: flex; flex-direction: row; align-items: center; }
        .fk-section { border: 0; margin: 0 0 1.5rem; padding: 0; min-width: 0; }
        .fk-section > legend { padding: 0 0 .25rem; color: var(--fk-secondary-text); font-size: .875rem; text-transform: uppercase; letter-spacing: .02em; }
        .fk-row { padding: .75rem 1rem; display: grid; gap: .25rem; }
        .fk-label { font-weight: 600; }
        .fk-input, .fk-textarea, .fk-select {
          font: inherit; color: var(--fk-text); background: var(--fk-primary-background);
          border: 2px solid var(--fk-secondary-text); border-radius: .25rem; padding: .375rem .5rem; width: 100%; max-width: 30rem;
        }
        .fk-input--number { max-width: 10rem; }
        .fk-input-with-unit { display: flex; align-items: center; gap: .5rem; }
        .fk-input[type="range"] { padding: 0; border: 0; }
        .fk-slider-value { min-width: 2.5rem; font-variant-numeric: tabular-nums; }
        .fk-options { border: 0; margin: 0; padding: 0; }
        .fk-options > legend { font-weight: 600; padding: 0 0 .25rem; }
        .fk-option { display: flex; gap: .5rem; align-items: center; padding: .125rem 0; }
        .fk-checkbox-line { display: flex; align-items: center; }
        .fk-checkbox { flex: none; width: 1.25rem; height: 1.25rem; margin: 0; margin-inline-end: .5rem; accent-color: var(--fk-accent); }
        .fk-option input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--fk-accent); }
        .fk-value { color: var(--fk-secondary-text); }
        .fk-panel { background: #00703c; color: #fff; padding: 1.5rem; margin: 0 0 1.5rem; text-align: center; }
        .fk-panel__title { margin: 0; font-size: 1.75rem; overflow-wrap: anywhere; }
        .fk-link { color: var(--fk-accent); }
        .fk-button {
          font: inherit; font-weight: 600; color: var(--fk-on-accent); background: var(--fk-accent); border: 2px solid transparent;
          border-radius: .375rem; padding: .5rem 1rem; cursor: pointer; justify-self: start;
        }
        .fk-button--secondary { color: var(--fk-accent); background: transparent; border-color: var(--fk-accent); }
        .fk-button--warning { background: var(--fk-error); }
        .fk-confirm { border-inline-start: 5px solid var(--fk-error); padding-block: .25rem; padding-inline: 1rem 0; }
        .fk-confirm__question { font-weight: 700; margin: 0 0 .5rem; }
        .fk-button--link { color: var(--fk-accent); background: none; border: 0; padding: 0; text-decoration: underline; font-weight: 400; }
        .fk-button:disabled { opacity: .5; cursor: not-allowed; }
        .fk-element-actions { display: flex; gap: 1rem; padding: 0 1rem .75rem; }
        .fk-actions { display: flex; gap: 1rem; margin-top: 1rem; }
        .fk-page :focus-visible { outline: 3px solid var(--fk-focus); outline-offset: 0; box-shadow: 0 0 0 5px #0b0c0c; }
        .fk-row--error { border-inline-start: 5px solid var(--fk-error); padding-inline-start: calc(1rem - 5px); }
        .fk-row--error .fk-input, .fk-row--error .fk-textarea, .fk-row--error .fk-select { border-color: var(--fk-error); }
        .fk-error-message { color: var(--fk-error); font-weight: 700; margin: 0; }
        .fk-error-message__line { display: block; }
        .fk-error-summary { border: 5px solid var(--fk-error); padding: 1rem; margin: 0 0 1.5rem; background: var(--fk-primary-background); }
        .fk-error-summary:focus { outline: 3px solid var(--fk-focus); }
        .fk-error-summary__title { margin: 0 0 .5rem; font-size: 1.25rem; }
        .fk-error-summary__list { margin: 0; padding-inline-start: 1.25rem; }
        .fk-error-summary__list a { color: var(--fk-error); font-weight: 700; }
        .fk-languages { display: flex; flex-wrap: wrap; gap: .25rem .75rem; justify-content: flex-end; margin: 0 0 1rem; font-size: .875rem; }
        .fk-language { font: inherit; color: var(--fk-accent); background: none; border: 0; padding: .25rem 0; text-decoration: underline; cursor: pointer; }
        .fk-language[aria-current] { color: var(--fk-text); text-decoration: none; font-weight: 600; cursor: default; }
        .fk-value bdi, .fk-error-summary__list bdi { unicode-bidi: isolate; }
        .fk-visually-hidden {
          position: absolute !important; width: 1px !important; height: 1px !important; margin: 0 !important; padding: 0 !important;
          overflow: hidden !important; clip: rect(0 0 0 0) !important; clip-path: inset(50%) !important; border: 0 !important; white-space: nowrap !important;
        }
        .fk-swatch { display: inline-block; min-width: 1.5rem; border-radius: .25rem; font-size: .75rem; color: transparent; }
        .fk-appearance-grouped .fk-section__rows {
          background: var(--fk-primary-background); border: 1px solid var(--fk-separator); border-radius: .625rem; overflow: hidden;
        }
        .fk-appearance-grouped .fk-section__rows > .fk-row + .fk-row { border-top: 1px solid var(--fk-separator); }
        .fk-appearance-columns .fk-row { grid-template-columns: var(--fk-label-width, 12rem) minmax(0, 1fr); align-items: baseline; column-gap: 1rem; }
        .fk-appearance-columns .fk-row > :not(.fk-label) { grid-column: 2; }
        .fk-appearance-columns .fk-row > .fk-label { grid-column: 1; grid-row: 1 / span 3; }
        .fk-appearance-columns .fk-section { border-bottom: 1px solid var(--fk-separator); padding-bottom: 1rem; }
        .fk-appearance-card .fk-chrome-border { background: var(--fk-secondary-background); }
        .fk-chrome-border { overflow: hidden; }
        .fk-appearance-card .fk-section__rows { background: transparent; }
        @media (max-width: 36rem) {
          .fk-appearance-columns .fk-row { grid-template-columns: minmax(0, 1fr); }
          .fk-appearance-columns .fk-row > .fk-label, .fk-appearance-columns .fk-row > :not(.fk-label) { grid-column: 1; grid-row: auto; }
        }
        @media (forced-colors: active) {
          .fk-button, .fk-error-summary, .fk-row--error { border: 2px solid CanvasText; }
        }
        """
}
