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
