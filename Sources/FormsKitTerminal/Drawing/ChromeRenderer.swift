@_spi(FormsKitSurface) import FormsKitModel

/// Draws `ChromeNode` trees as terminal lines: borders as box characters,
/// text by role, padding as cells. Horizontal units are cells; four vertical
/// units make a line (rounded), since a cell is about twice as tall as wide
/// and forms read better dense in a terminal.
struct ChromeRenderer {
    let palette: TerminalPalette

    /// The most lines one space (a stack's spacing, a padding's top or
    /// bottom) takes: more than any terminal shows, so that a huge amount
    /// draws a screenful of space rather than asking for memory it cannot
    /// have.
    static let longestSpace = 1_000

    /// Lines for `units` of vertical space: rounded, none for a negative
    /// amount, at most ``longestSpace``.
    static func lines(_ units: Int) -> Int {
        units <= 0 ? 0 : min(units / 4 + (units % 4 >= 2 ? 1 : 0), longestSpace)
    }

    /// `units` of horizontal space in cells, at most `width`: none for a
    /// negative amount, and no more than the line has room for.
    static func cells(_ units: Int, within width: Int) -> Int {
        min(max(0, units), max(0, width))
    }

    func render(_ node: ChromeNode, width: Int, content: (Int) -> [StyledLine]) -> [StyledLine] {
        guard width > 0 else { return [] }
        switch node {
        case .content:
            return content(width)
        case .text(let text, let role):
            return TextWrapping.wrap(text, width: width).map { StyledLine($0, style: palette.style(for: role)) }
        case .divider:
            return [StyledLine(String(repeating: "─", count: width), style: palette.border)]
        case .swatch(let color):
            return [StyledLine("██", style: CellStyle(foreground: palette.color(color))).truncated(to: width)]
        case .stack(let axis, _, let spacing, let children):
            if axis == .vertical {
                var lines: [StyledLine] = []
                for (index, child) in children.enumerated() {
                    if index > 0 { lines += Array(repeating: StyledLine(), count: Self.lines(spacing)) }
                    lines += render(child, width: width, content: content)
                }
                return lines
            }
            // Each child gets the width left beside the ones before it, and
            // keeps its column on every line.
            let spacing = Self.cells(spacing, within: width)
            var columns: [(lines: [StyledLine], width: Int)] = []
            var remaining = width
            for (index, child) in children.enumerated() {
                let gap = index > 0 ? spacing : 0
                guard remaining - gap > 0 else { break }
                let lines = render(child, width: remaining - gap, content: content)
                let childWidth = lines.map(\.width).max() ?? 0
                columns.append((lines, childWidth))
                remaining -= gap + childWidth
            }
            let height = columns.map(\.lines.count).max() ?? 0
            return (0..<height).map { row in
                var line = StyledLine()
                for (index, column) in columns.enumerated() {
                    if index > 0 { line.append(String(repeating: " ", count: spacing)) }
                    let cell = row < column.lines.count ? column.lines[row] : StyledLine()
                    line.append(index + 1 < columns.count ? cell.padded(to: column.width) : cell)
                }
                return line.truncated(to: width)
            }
        case .padding(let insets, let child):
            // A cell at least is left for the content.
            let leading = Self.cells(insets.leading, within: width - 1)
            let trailing = Self.cells(insets.trailing, within: width - 1)
            let inner = max(1, width - leading - trailing)
            let lines = render(child, width: inner, content: content).map { line in
                var padded = StyledLine(String(repeating: " ", count: leading))
                padded.append(line.padded(to: inner))
                return padded.padded(to: width)
            }
            let blank = StyledLine(String(repeating: " ", count: width))
            return Array(repeating: blank, count: Self.lines(insets.top)) + lines + Array(repeating: blank, count: Self.lines(insets.bottom))
        case .background(let role, let child):
            let lines = render(child, width: width, content: content)
            guard let background = palette.backgrounds[role] else { return lines }
            return lines.map { $0.padded(to: width).restyled { if $0.background == nil { $0.background = background } } }
        case .border(_, let radius, let child):
            guard width >= 3 else { return render(child, width: width, content: content) }
            let inner = width - 2
            let (topLeft, topRight, bottomLeft, bottomRight) = radius > 0 ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
            let horizontal = String(repeating: "─", count: inner)
            var lines = [StyledLine(topLeft + horizontal + topRight, style: palette.border)]
            for line in render(child, width: inner, content: content) {
                var boxed = StyledLine("│", style: palette.border)
                boxed.append(line.truncated(to: inner).padded(to: inner))
                boxed.append("│", style: palette.border)
                lines.append(boxed)
            }
            lines.append(StyledLine(bottomLeft + horizontal + bottomRight, style: palette.border))
            return lines
        }
    }
}
