@_spi(FormsKitSurface) import FormsKitModel

/// What only the terminal keeps about one open form: the cursor in the text
/// being edited, the highlighted option of multiple-choice rows, a filter
/// being typed, and where the view is scrolled. Everything else — values,
/// drafts, focus, problems — is the session's.
///
/// Nothing here follows focus by being synchronised: each piece names the
/// row it belongs to, and is ignored when that row is not the focused one
/// (or its text changed elsewhere).
@MainActor
final class TerminalFormState {
    /// The text being edited, with its cursor, for one row.
    struct Editing {
        /// The row.
        let row: AnyKeyPath
        /// The text and cursor.
        var editor: LineEditor
        /// The text as last given to the session: when the session's text is
        /// different, it changed elsewhere and this editing state is stale.
        var text: String
    }

    /// A filter being typed over a multiple-choice row's options.
    struct Filter {
        let row: AnyKeyPath
        var text: String
        var isTyping: Bool
        /// The indices of the row's options that a filter's text shows.
        let options: @MainActor (String) -> [Int]
    }

    var editing: Editing?
    /// What the last key's edit has to tell (a paste cut at the field's
    /// limit), shown until the next key.
    var editingNotice: String?
    /// The highlighted option of each multiple-choice row, by its index
    /// among all the row's options (not among those a filter shows), so
    /// that it stays on its option as the filter changes or goes.
    var optionCursors: [AnyKeyPath: Int] = [:]
    var filter: Filter?
    var viewport = Viewport()
    /// The step of a form in steps that ``viewport`` is for.
    var step = 0
    /// Whether the focused row is drawn as focused: not once the run is
    /// over and the form is drawn as answered.
    var showsFocus = true
    /// Label widths per section, for the outline they were measured on.
    var labelWidths: (version: Int, widths: [Int])?
    /// The form's and its sections' chrome, split at their content, for the
    /// width and outline they were made for.
    var chromeFrames: (width: Int, version: Int, body: ChromeFrame, sections: [Int: ChromeFrame])?

    /// The editor for `row`, whose session text is `text`: the one being
    /// used when it is still current, else a fresh one with the cursor at
    /// the end.
    func editor(for row: AnyKeyPath, text: String, allowsNewlines: Bool, limit: Int?) -> LineEditor {
        if let editing, editing.row == row, editing.text == text { return editing.editor }
        return LineEditor(text, allowsNewlines: allowsNewlines, limit: limit)
    }

    /// The editor for `row`, moved out of the state so that editing it does
    /// not copy its text (a long text would be copied on every key). Put it
    /// back with ``editing``.
    func takeEditor(for row: AnyKeyPath, text: String, allowsNewlines: Bool, limit: Int?) -> LineEditor {
        guard let current = editing, current.row == row, current.text == text else {
            return LineEditor(text, allowsNewlines: allowsNewlines, limit: limit)
        }
        editing = nil
        return current.editor
    }

    /// Where the highlighted option of `row` is among `visible` (the
    /// indices of the options shown): the first shown when it is not shown.
    func optionCursor(of row: AnyKeyPath, among visible: [Int]) -> Int {
        guard let option = optionCursors[row] else { return 0 }
        return visible.firstIndex(of: option) ?? 0
    }

    /// Highlights the option shown at `position` of `visible`.
    func moveOptionCursor(of row: AnyKeyPath, to position: Int, among visible: [Int]) {
        guard visible.indices.contains(position) else { return }
        optionCursors[row] = visible[position]
    }

    /// The filter of `row`, if one is being used.
    func filter(of row: AnyKeyPath) -> Filter? {
        filter?.row == row ? filter : nil
    }
}
