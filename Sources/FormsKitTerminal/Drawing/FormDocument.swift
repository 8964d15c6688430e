import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// A form drawn as a column of blocks — the form-wide problems, the top and
/// bottom of the form's chrome, the top and bottom of each section's chrome,
/// and each row — so that any part of a long form can be drawn, measured and
/// scrolled to without laying out the rest. Blocks are numbered by
/// arithmetic on the session's outline, never listed, and each is drawn only
/// when asked for (once per document).
///
/// Drawing is a pure function of the session, the terminal's state and a
/// ``Viewport``: ``draw(from:height:)`` changes neither. Scrolling is
/// computed here too, by ``revealing(_:from:height:)`` and friends, and
/// applied by input.
@MainActor
final class FormDocument<Form: ValidatableForm> {
    /// A block of the document.
    enum Block: Hashable {
        case problems, formTop
        case sectionTop(Int)
        case row(Int)
        case sectionBottom(Int)
        case formBottom
    }

    /// Lines drawn for a viewport.
    struct Drawing {
        /// The lines, as many as the viewport is high or fewer.
        var lines: [StyledLine]
        /// Which of them show the focused row.
        var focusedLines: Range<Int>?
        /// Whether lines are hidden above and below.
        var hasMoreAbove: Bool
        var hasMoreBelow: Bool
    }

    let session: FormSession<Form>
    let state: TerminalFormState
    let palette: TerminalPalette
    let width: Int
    private let rows: RowDrawing<Form>
    private let bodyFrame: ChromeFrame
    private let outline: [OutlineRow<Form>]
    private let sectionCount: Int
    private var linesByBlock: [Int: [StyledLine]] = [:]
    /// The line of a drawn row's block that holds its cursor, for rows that
    /// draw one below their first line.
    private var cursorLineByBlock: [Int: Int] = [:]
    private lazy var firstVisibleSection: Int? = {
        session.layout.sections.indices.first { index in session.isSectionVisible(index) }
    }()

    init(session: FormSession<Form>, state: TerminalFormState, palette: TerminalPalette, width: Int, spinner: Character) {
        self.session = session
        self.state = state
        self.palette = palette
        self.width = max(1, width)
        self.rows = RowDrawing(session: session, state: state, palette: palette, spinner: spinner)
        // The chrome is the same for every document at this width, until the layout changes.
        if let frames = state.chromeFrames, frames.width == width, frames.version == session.structureVersion {
            self.bodyFrame = frames.body
        } else {
            self.bodyFrame = ChromeFrame(
                session.layout.appearance.makeBody(configuration: FormAppearanceConfiguration(title: nil)),
                width: max(1, width), palette: palette)
            state.chromeFrames = (width, session.structureVersion, bodyFrame, [:])
        }
        self.outline = session.outline
        self.sectionCount = session.layout.sections.count
    }

    // MARK: Blocks

    /// The number of blocks.
    var blockCount: Int { 3 + outline.count + 2 * sectionCount }

    /// The block at `index`.
    func block(at index: Int) -> Block {
        if index == 0 { return .problems }
        if index == 1 { return .formTop }
        if index == blockCount - 1 { return .formBottom }
        // The last section that starts at or before `index`.
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStart(middle) <= index { low = middle } else { high = middle - 1 }
        }
        let range = session.outlineRange(ofSection: low)
        let offset = index - sectionStart(low)
        if offset == 0 { return .sectionTop(low) }
        if offset <= range.count { return .row(range.lowerBound + offset - 1) }
        return .sectionBottom(low)
    }

    /// The block of the row with id `id`.
    func block(ofRow id: PartialKeyPath<Form>) -> Int? {
        guard let index = session.outlineIndex(of: id) else { return nil }
        return 2 + index + 2 * outline[index].section + 1
    }

    private func sectionStart(_ section: Int) -> Int {
        2 + session.outlineRange(ofSection: section).lowerBound + 2 * section
    }

    /// Whether the block is chrome or problems rather than a row.
    private func isDecoration(_ index: Int) -> Bool {
        if case .row = block(at: index) { return false }
        return true
    }

    /// The lines of the block at `index`, drawn once per document.
    func lines(ofBlock index: Int) -> [StyledLine] {
        if let lines = linesByBlock[index] { return lines }
        let (lines, cursorLine) = draw(block(at: index))
        linesByBlock[index] = lines
        if let cursorLine { cursorLineByBlock[index] = cursorLine }
        return lines
    }

    /// The line of block `index` that holds a cursor drawn below the
    /// block's first line (the highlighted option of a list), if any.
    func cursorLine(ofBlock index: Int) -> Int? {
        _ = lines(ofBlock: index)
        return cursorLineByBlock[index]
    }

    func lineCount(_ index: Int) -> Int {
        lines(ofBlock: index).count
    }

    private func draw(_ block: Block) -> (lines: [StyledLine], cursorLine: Int?) {
        switch block {
        case .row(let index):
            let resolved = session.resolvedRow(at: index)
            guard resolved.isVisible else { return ([], nil) }
            let section = outline[index].section
            let frame = sectionFrame(section)
            let rowsWidth = frame.innerWidth
            let placement = rowsWidth < 36 ? LabelPlacement.above : session.layout.appearance.labelPlacement
            let drawn = rows.lines(
                for: resolved, width: rowsWidth, placement: placement,
                labelColumn: labelColumn(section, placement: placement, width: rowsWidth))
            return (drawn.lines.map { bodyFrame.wrap(frame.wrap($0)) }, drawn.cursorLine)
        case .problems, .formTop, .formBottom, .sectionTop, .sectionBottom:
            return (decoration(block), nil)
        }
    }

    private func decoration(_ block: Block) -> [StyledLine] {
        switch block {
        case .problems:
            let problems = session.formProblems
            guard !problems.isEmpty else { return [] }
            return problems.flatMap { problem in
                TextWrapping.wrap("✗ " + problem, width: width).map { StyledLine($0, style: palette.error) }
            } + [StyledLine()]
        case .formTop:
            return bodyFrame.top
        case .formBottom:
            return bodyFrame.bottom
        case .sectionTop(let section):
            guard isVisible(section: section) else { return [] }
            let gap = section == firstVisibleSection ? [] : [StyledLine()]
            return (gap + sectionFrame(section).top).map(bodyFrame.wrap)
        case .sectionBottom(let section):
            guard isVisible(section: section) else { return [] }
            return sectionFrame(section).bottom.map(bodyFrame.wrap)
        case .row:
            return []
        }
    }

    private func isVisible(section: Int) -> Bool {
        session.isSectionVisible(section)
    }

    private func sectionFrame(_ section: Int) -> ChromeFrame {
        if let frame = state.chromeFrames?.sections[section] { return frame }
        let definition = session.layout.sections[section]
        let configuration = SectionAppearanceConfiguration(header: definition.headerText, footer: definition.footerText)
        let frame = ChromeFrame(session.layout.appearance.makeSection(configuration: configuration), width: bodyFrame.innerWidth, palette: palette)
        state.chromeFrames?.sections[section] = frame
        return frame
    }

    /// The width of a section's label column: its widest label (of every row,
    /// shown or not, so the column does not jump), measured once per outline.
    private func labelColumn(_ section: Int, placement: LabelPlacement, width: Int) -> Int {
        switch placement {
        case .above:
            return 0
        case .column(let columnWidth):
            return min(columnWidth, width / 2)
        case .leading:
            if state.labelWidths?.version != session.structureVersion {
                var widths = Array(repeating: 0, count: sectionCount)
                for entry in outline where !entry.row.control.titleIsContent {
                    widths[entry.section] = max(widths[entry.section], TextWidth.of(entry.row.labelText))
                }
                state.labelWidths = (session.structureVersion, widths)
            }
            return min((state.labelWidths?.widths[section] ?? 0) + 2, width / 2)
        }
    }

    // MARK: Viewports

    /// The lines from `viewport`, `height` of them at most. A viewport past
    /// the end shows the last page.
    func draw(from viewport: Viewport, height: Int) -> Drawing {
        guard height > 0 else { return Drawing(lines: [], focusedLines: nil, hasMoreAbove: false, hasMoreBelow: false) }
        let start = clamped(viewport, height: height)
        let focusBlock = session.controller.focus.flatMap(block(ofRow:))
        var drawn: [StyledLine] = []
        var focusedLines: Range<Int>?
        var index = start.block
        var offset = start.line
        while index < blockCount, drawn.count < height {
            let blockLines = lines(ofBlock: index)
            let shown = blockLines.dropFirst(offset).prefix(height - drawn.count)
            if index == focusBlock, !shown.isEmpty { focusedLines = drawn.count..<(drawn.count + shown.count) }
            drawn += shown
            if offset + shown.count < blockLines.count {
                return Drawing(lines: drawn, focusedLines: focusedLines, hasMoreAbove: hasLines(before: start), hasMoreBelow: true)
            }
            index += 1
            offset = 0
        }
        return Drawing(lines: drawn, focusedLines: focusedLines, hasMoreAbove: hasLines(before: start), hasMoreBelow: hasLines(from: index))
    }

    /// `viewport` moved as little as possible so that the row `id` is in
    /// view: with the chrome just above it when scrolling up (a section's
    /// header), and the chrome just below it when scrolling down (the
    /// section's closing line), when they fit.
    func revealing(_ id: PartialKeyPath<Form>, from viewport: Viewport, height: Int) -> Viewport {
        guard height > 0, let target = block(ofRow: id) else { return viewport }
        let top = clamped(viewport, height: height)
        let targetLines = lineCount(target)
        if targetLines > height, let cursor = cursorLine(ofBlock: target) {
            // The row does not fit: its cursor does.
            return revealing(line: cursor, ofBlock: target, from: top, height: height)
        }
        if target < top.block || (target == top.block && top.line > 0) {
            var total = targetLines
            var first = target
            while first > 0, isDecoration(first - 1) || lineCount(first - 1) == 0, total + lineCount(first - 1) <= height {
                first -= 1
                total += lineCount(first)
            }
            return Viewport(block: first, line: 0)
        }
        var used = -top.line
        var index = top.block
        while index < target, used < height {
            used += lineCount(index)
            index += 1
        }
        if index == target, used + targetLines <= height { return top }
        guard targetLines < height else { return Viewport(block: target, line: 0) }
        var last = target
        var total = targetLines
        while last + 1 < blockCount, isClosingDecoration(last + 1), total + lineCount(last + 1) <= height {
            last += 1
            total += lineCount(last)
        }
        return viewportEnding(with: last, height: height)
    }

    /// The view for block `target`, taller than the view, with its line
    /// `line` (a cursor) in view: `top` when the view is inside the block
    /// and shows the line; else moved as little as possible within the
    /// block, from its first line when the line is on its first page.
    private func revealing(line: Int, ofBlock target: Int, from top: Viewport, height: Int) -> Viewport {
        if top.block == target {
            if line < top.line { return Viewport(block: target, line: line) }
            if line < top.line + height { return top }
        }
        return Viewport(block: target, line: max(0, line - height + 1))
    }

    /// `viewport` moved by `delta` lines (up for a negative `delta`), within
    /// the document.
    func scrolled(_ viewport: Viewport, by delta: Int, height: Int) -> Viewport {
        var position = clamped(viewport, height: height)
        if delta > 0 {
            var remaining = delta
            while remaining > 0, position.block < blockCount {
                let left = lineCount(position.block) - position.line
                if remaining < left {
                    position.line += remaining
                    remaining = 0
                } else {
                    remaining -= left
                    position = Viewport(block: position.block + 1, line: 0)
                }
            }
            return clamped(position, height: height)
        }
        var remaining = -delta
        while remaining > 0 {
            if position.line >= remaining { return Viewport(block: position.block, line: position.line - remaining) }
            remaining -= position.line
            guard position.block > 0 else { return Viewport() }
            position = Viewport(block: position.block - 1, line: lineCount(position.block - 1))
        }
        return position
    }

    /// The viewport showing the document's last page.
    func lastPage(height: Int) -> Viewport {
        viewportEnding(with: blockCount - 1, height: height)
    }

    /// The number of lines of the whole document.
    var lineCount: Int {
        (0..<blockCount).reduce(0) { $0 + lineCount($1) }
    }

    /// The row drawn on `line` of the lines drawn from `viewport`, if a row
    /// (and not chrome) is drawn there.
    func row(atLine line: Int, from viewport: Viewport, height: Int) -> PartialKeyPath<Form>? {
        guard (0..<height).contains(line) else { return nil }
        let start = clamped(viewport, height: height)
        var remaining = line + start.line
        var index = start.block
        while index < blockCount {
            let count = lineCount(index)
            if remaining < count {
                guard case .row(let row) = block(at: index) else { return nil }
                return outline[row].id
            }
            remaining -= count
            index += 1
        }
        return nil
    }

    /// The rows shown whole from `viewport`, in order.
    func rowsInView(from viewport: Viewport, height: Int) -> [PartialKeyPath<Form>] {
        let start = clamped(viewport, height: height)
        var rows: [PartialKeyPath<Form>] = []
        var used = -start.line
        var index = start.block
        while index < blockCount, used < height {
            let count = lineCount(index)
            if case .row(let row) = block(at: index), count > 0, used >= 0, used + count <= height { rows.append(outline[row].id) }
            used += count
            index += 1
        }
        return rows
    }

    /// The viewport whose last line is the last line of block `last`.
    private func viewportEnding(with last: Int, height: Int) -> Viewport {
        var remaining = height
        var index = last
        while index >= 0 {
            let count = lineCount(index)
            if count >= remaining { return Viewport(block: index, line: count - remaining) }
            remaining -= count
            index -= 1
        }
        return Viewport()
    }

    /// `viewport` within the document: not past a block's lines, and never
    /// so far down that the last page is not full.
    func clamped(_ viewport: Viewport, height: Int) -> Viewport {
        var position = viewport
        if position.block >= blockCount { return lastPage(height: height) }
        while position.block < blockCount, position.line >= lineCount(position.block) {
            position = Viewport(block: position.block + 1, line: 0)
        }
        if position.block >= blockCount { return lastPage(height: height) }
        // Enough lines from here to fill the view?
        var available = -position.line
        var index = position.block
        while index < blockCount, available < height {
            available += lineCount(index)
            index += 1
        }
        return available >= height ? position : lastPage(height: height)
    }

    private func isClosingDecoration(_ index: Int) -> Bool {
        switch block(at: index) {
        case .sectionBottom, .formBottom: return true
        case .problems, .formTop, .sectionTop, .row: return false
        }
    }

    private func hasLines(before position: Viewport) -> Bool {
        if position.line > 0 { return true }
        var index = position.block - 1
        while index >= 0 {
            if lineCount(index) > 0 { return true }
            index -= 1
        }
        return false
    }

    private func hasLines(from start: Int) -> Bool {
        var index = start
        while index < blockCount {
            if lineCount(index) > 0 { return true }
            index += 1
        }
        return false
    }
}
