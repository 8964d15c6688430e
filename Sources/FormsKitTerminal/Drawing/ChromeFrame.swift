@_spi(FormsKitSurface) import FormsKitModel

/// Chrome (an appearance's ``ChromeNode`` tree) split at its content
/// placeholder: the lines above the content, the lines below it, and how
/// each line of content is wrapped (a border's sides, padding, a
/// background). With it, any one line of a long form can be drawn inside
/// its chrome without laying out the lines around it.
///
/// Content inside a horizontal stack is drawn below the stack's other
/// children; no built-in appearance puts it there.
struct ChromeFrame {
    /// Lines before the content.
    var top: [StyledLine] = []
    /// Lines after the content.
    var bottom: [StyledLine] = []
    /// The width the content is drawn at.
    var innerWidth: Int
    /// Wraps one line of content, `innerWidth` wide, into the chrome.
    var wrap: (StyledLine) -> StyledLine = { $0 }

    /// The frame of `node` at `width` cells.
    init(_ node: ChromeNode, width: Int, palette: TerminalPalette) {
        let renderer = ChromeRenderer(palette: palette)
        innerWidth = max(1, width)
        guard width > 0 else { return }
        switch node {
        case .content:
            break
        case .text, .divider, .swatch:
            top = renderer.render(node, width: width) { _ in [] }
        case .stack(let axis, _, let spacing, let children):
            guard let contentIndex = children.firstIndex(where: \.containsContent) else {
                top = renderer.render(node, width: width) { _ in [] }
                return
            }
            let gap = Array(repeating: StyledLine(), count: axis == .vertical ? ChromeRenderer.lines(spacing) : 0)
            let inner = ChromeFrame(children[contentIndex], width: width, palette: palette)
            for (index, child) in children[..<contentIndex].enumerated() {
                if index > 0 { top += gap }
                top += renderer.render(child, width: width) { _ in [] }
            }
            if contentIndex > 0 { top += gap }
            top += inner.top
            bottom = inner.bottom
            for child in children[(contentIndex + 1)...] {
                bottom += gap
                bottom += renderer.render(child, width: width) { _ in [] }
            }
            innerWidth = inner.innerWidth
            wrap = inner.wrap
        case .padding(let insets, let child):
            // As ``ChromeRenderer`` pads: none for a negative amount, a cell
            // at least left for the content.
            let leading = ChromeRenderer.cells(insets.leading, within: width - 1)
            let trailing = ChromeRenderer.cells(insets.trailing, within: width - 1)
            let inner = max(1, width - leading - trailing)
            let frame = ChromeFrame(child, width: inner, palette: palette)
            let pad = { (line: StyledLine) -> StyledLine in
                var padded = StyledLine(blanks: leading)
                padded.append(line.padded(to: inner))
                return padded.padded(to: width)
            }
            let blank = StyledLine(blanks: width)
            top = Array(repeating: blank, count: ChromeRenderer.lines(insets.top)) + frame.top.map(pad)
            bottom = frame.bottom.map(pad) + Array(repeating: blank, count: ChromeRenderer.lines(insets.bottom))
            innerWidth = frame.innerWidth
            wrap = { pad(frame.wrap($0)) }
        case .background(let role, let child):
            let frame = ChromeFrame(child, width: width, palette: palette)
            innerWidth = frame.innerWidth
            guard let background = palette.backgrounds[role] else {
                self = frame
                return
            }
            let paint = { (line: StyledLine) -> StyledLine in
                line.padded(to: width).restyled { if $0.background == nil { $0.background = background } }
            }
            top = frame.top.map(paint)
            bottom = frame.bottom.map(paint)
            wrap = { paint(frame.wrap($0)) }
        case .border(_, let radius, let child):
            guard width >= 3 else {
                self = ChromeFrame(child, width: width, palette: palette)
                return
            }
            let inner = width - 2
            let frame = ChromeFrame(child, width: inner, palette: palette)
            let (topLeft, topRight, bottomLeft, bottomRight) = radius > 0 ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
            let horizontal = String(repeating: "─", count: inner)
            let box = { (line: StyledLine) -> StyledLine in
                var boxed = StyledLine("│", style: palette.border)
                boxed.append(line.truncated(to: inner).padded(to: inner))
                boxed.append("│", style: palette.border)
                return boxed
            }
            top = [StyledLine(topLeft + horizontal + topRight, style: palette.border)] + frame.top.map(box)
            bottom = frame.bottom.map(box) + [StyledLine(bottomLeft + horizontal + bottomRight, style: palette.border)]
            innerWidth = frame.innerWidth
            wrap = { box(frame.wrap($0)) }
        }
    }
}
