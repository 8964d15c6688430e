import FormsKitHTML
import Testing

@Suite("HTMLWriter")
struct HTMLWriterTests {
    @Test("A tag written attribute by attribute is the same markup as one written with a list")
    func attributeByAttribute() {
        var listed = HTMLWriter()
        listed.void(
            "input", .init("type", "text"), .init("value", "a \"b\" & <c>"), .flag("required"), .flag("disabled", false),
            .url("formaction", "javascript:alert(1)"))
        var single = HTMLWriter()
        single.startTag("input")
        single.attribute("type", "text")
        single.attribute("value", "a \"b\" & <c>")
        single.attribute("placeholder", nil as String?)
        single.flag("required")
        single.flag("disabled", false)
        single.urlAttribute("formaction", "javascript:alert(1)")
        single.endVoid()
        #expect(single.html == listed.html)
        #expect(single.html == "<input type=\"text\" value=\"a &quot;b&quot; &amp; &lt;c&gt;\" required formaction=\"#\">\n")
    }

    @Test("Escaping finds each special character wherever it is: every position in texts of every length up to 40, in text and in attributes")
    func escapingAtEveryPosition() {
        func escaped(_ text: String, quotes: Bool) -> String {
            var result = ""
            for character in text.unicodeScalars {
                switch character {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"" where quotes: result += "&quot;"
                case "'" where quotes: result += "&#39;"
                case "\t", "\n", "\r": result.unicodeScalars.append(character)
                case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": result += "\u{FFFD}"
                default: result.unicodeScalars.append(character)
                }
            }
            return result
        }
        // Letters, digits, spaces and bytes just around the special ones
        // (`%`, `'`, `;`, `=`, `?`), `#`, which the writer's eight-bytes-at-a-time
        // test takes for `"` and then passes, and text beyond ASCII (two,
        // three and four bytes).
        let fillers: [Character] = ["a", "Z", "0", " ", "%", ";", "=", "?", "@", "#", "!", "(", "é", "漢", "🙂"]
        for special in ["&", "<", ">", "\"", "'", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}"] as [Character] {
            for length in 1...40 {
                for position in 0..<length {
                    var text = ""
                    for index in 0..<length { text.append(index == position ? special : fillers[(index + length) % fillers.count]) }
                    var content = HTMLWriter()
                    content.text(text)
                    #expect(content.html == escaped(text, quotes: false), "\(text)")
                    var attribute = HTMLWriter()
                    attribute.startTag("p")
                    attribute.attribute("title", text)
                    attribute.endOpen()
                    #expect(attribute.html == "<p title=\"" + escaped(text, quotes: true) + "\">", "\(text)")
                }
            }
        }
    }

    @Test("Every ASCII byte and text beyond it: only the five special characters and control characters change")
    func everyByte() {
        let every = String(decoding: (1...0x7F).map { UInt8($0) }, as: UTF8.self) + "é漢🙂"
        for text in [every, every + every, String(every.reversed())] {
            var content = HTMLWriter()
            content.text(text)
            #expect(content.html == HTMLEscaping.text(text))
            var attribute = HTMLWriter()
            attribute.startTag("p")
            attribute.attribute("title", text)
            attribute.endOpen()
            #expect(attribute.html == "<p title=\"" + HTMLEscaping.attribute(text) + "\">")
        }
    }

    @Test("Every payload is escaped in text and in attributes")
    func payloads() {
        for payload in xssPayloads {
            var html = HTMLWriter()
            html.startTag("p")
            html.attribute("title", payload)
            html.endOpen()
            html.text(payload)
            html.close("p")
            #expect(html.html == "<p title=\"" + HTMLEscaping.attribute(payload) + "\">" + HTMLEscaping.text(payload) + "</p>\n")
        }
    }

    @Test("A copied writer is a value: writing to one leaves the other as it was")
    func copies() {
        var first = HTMLWriter()
        first.text("shared ")
        var second = first
        first.text("first")
        second.text("second, long enough to make the storage grow: " + String(repeating: "x", count: 10_000))
        #expect(first.html == "shared first")
        #expect(second.html.hasPrefix("shared second, long enough"))
        #expect(second.html.utf8.count == "shared second, long enough to make the storage grow: ".utf8.count + 10_000)
        var appended = HTMLWriter()
        appended.append(first)
        appended.append(first)
        #expect(appended.html == "shared firstshared first")
    }

    @Test("Text of several kilobytes, and text outside ASCII, are copied whole")
    func longAndUnicodeText() {
        let text = String(repeating: "日本語 🇺🇦 & ", count: 2_000)
        var html = HTMLWriter()
        html.text(text)
        #expect(html.html == HTMLEscaping.text(text))
    }
}
