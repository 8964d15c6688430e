/// Where an element ends up when it is moved by an offset: `index +
/// offset`, held at `Int.min` or `Int.max` rather than overflowing. The
/// offset comes from outside (a button's value posted by a browser, a
/// number typed in a terminal, a caller's argument), and any position
/// beyond the group's elements is refused by the move as out of range, so
/// holding it at the end of `Int` keeps the answer ("Already the last")
/// without a crash.
package func elementPosition(_ index: Int, movedBy offset: Int) -> Int {
    let (sum, overflowed) = index.addingReportingOverflow(offset)
    guard overflowed else { return sum }
    return offset > 0 ? .max : .min
}

/// The place `offset` places from `index` among `count` places, going
/// round: any offset, to the ends of `Int`, moves as far round as its
/// remainder does, without overflowing. `index` is within one of the
/// places (`-1` to `count`); `count` is positive.
package func wrappedPosition(_ index: Int, movedBy offset: Int, among count: Int) -> Int {
    ((index + offset % count) % count + count) % count
}
