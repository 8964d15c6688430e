/// Where a form's view is scrolled: the first line shown, as a block of the
/// drawn document and a line within it. Changed by input (focus moves,
/// paging), never by drawing.
struct Viewport: Hashable {
    /// The first block shown.
    var block = 0
    /// The first line shown of that block.
    var line = 0
}
