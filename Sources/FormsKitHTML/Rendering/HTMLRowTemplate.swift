/// A row's markup worked out once per outline: the bytes that are the same
/// on every render, with holes where what the session holds goes (a value,
/// messages, options). Rendering a row copies the bytes and fills the holes.
///
/// Recorded by writing the row into an ``HTMLWriter`` that records
/// (`init(recordingTemplate:)`), so the markup comes from one place, the
/// code that writes rows.
///
/// A class: a render passes and keeps a template as one reference, not as
/// its two arrays.
final class HTMLRowTemplate {
    /// Where a hole is, in bytes from the start, and what fills it.
    struct Hole {
        let offset: Int
        let kind: HTMLRowHole
    }

    let bytes: [UInt8]
    let holes: [Hole]

    init(bytes: [UInt8], holes: [Hole]) {
        self.bytes = bytes
        self.holes = holes
    }
}

/// What fills a hole of an ``HTMLRowTemplate``.
enum HTMLRowHole {
    /// The localized "Error:" before a row's messages, and a space.
    case errorPrefix
    /// The row's messages, one to a line when there are several.
    case messages
    /// The live-validation script's attributes, when it runs.
    case liveValidation
    /// The input's `type`: its own (number, date...), or `text` when the
    /// value is one a browser would throw away (``BrowserInputType``).
    case inputType
    /// The control's value, escaped for an attribute.
    case value
    /// A text area's text, escaped for element content.
    case content
    /// ` checked` when a checkbox or an option is on (` selected` for a
    /// select's option).
    case checked
    /// A select's options, or a group's radio buttons or checkboxes.
    case options
    /// The whole control: for controls whose markup depends on more than
    /// their value (links, buttons, files, custom rows).
    case control
    /// A repeated group element's Remove button's words ("Remove teammate 2").
    case removeTitle
    /// Its Move up button's words.
    case moveUpTitle
    /// Its Move down button's words.
    case moveDownTitle
}
