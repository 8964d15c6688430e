import FormsKit
import FormsKitTestSupport
import Testing

@testable import FormsKitHTML

/// The group count marker (`teammates:3`) is read from its bytes when it is
/// ASCII: it must read every marker as the character-by-character reading
/// does (the text before the last `:`, the count after it as `Int(_:)`
/// reads it, zero or more).
@Suite("Group count markers")
struct GroupCountMarkerTests {
    private struct Empty: ValidatableForm {
        var validatedFields: [ValidatedField<Self>] { [] }
    }

    /// What the marker means, read as characters.
    private func expected(_ marker: String) -> (group: String, count: Int)? {
        guard let colon = marker.lastIndex(of: ":"), let count = Int(marker[marker.index(after: colon)...]), count >= 0 else { return nil }
        return (String(marker[..<colon]), count)
    }

    /// `note` says which case (and seed) it is.
    private func expectReadAsCharacters(_ marker: String, note: String = "") {
        let read = HTMLFormDecoder<Empty>.groupCountMarker(marker)
        let wanted = expected(marker)
        #expect(read?.group == wanted?.group && read?.count == wanted?.count, "\(marker.debugDescription) \(note)")
    }

    @Test(
        "Markers read as their characters read",
        arguments: [
            "teammates:3", "teammates:0", "teammates:-0", "teammates:+2", "teammates:-1", "teammates:", "teammates", ":3", "a:b:4",
            "a:4:", "teammates:3 ", " teammates:3", "teammates: 3", "teammates:03", "teammates:9223372036854775807",
            "teammates:9223372036854775808", "teammates:-9223372036854775808", "teammates:+", "teammates:-", "teammates:1e3",
            "équipe:2", "teammates:\u{0301}3", "teammates\u{0600}:3", "t:٣", "", ":", "::", "teammates:3\u{0301}",
        ])
    func marker(_ marker: String) {
        expectReadAsCharacters(marker)
    }

    @Test("Random markers of colons, signs, digits and letters read as their characters read")
    func randomMarkers() {
        var generator = SeededGenerator(defaultSeed: 0x3A_C0DE)
        let replay = generator.replay
        let pieces = [":", "+", "-", "0", "1", "9", "a", "é", " ", "\u{0301}", "99999999999"]
        for _ in 0..<5_000 {
            let marker = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            expectReadAsCharacters(marker, note: replay)
        }
    }

    @Test("A group is marked once, by its place, beyond 64 groups too")
    func groupMarks() {
        for count in [0, 1, 63, 64, 65, 130] {
            var marks = GroupMarks(count: count)
            let first = (0..<count).map { marks.mark($0) }
            let second = (0..<count).map { marks.mark($0) }
            #expect(first.allSatisfy { $0 }, "\(count) groups, each marked for the first time")
            #expect(!second.contains(true), "\(count) groups, each marked again")
        }
        var marks = GroupMarks(count: 100)
        let sequence = [marks.mark(70), marks.mark(3), marks.mark(70), marks.mark(69), marks.mark(3)]
        #expect(sequence == [true, true, false, true, false])
    }
}
