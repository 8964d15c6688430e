/// Values quoted in a success message: short enough for a flash message's
/// cookie and a terminal's status line.
enum SuccessWords {
    /// `text` in the quotation marks of the language in effect (“…” in
    /// English, «…» in French), cut to `limit` characters with an ellipsis.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        ExampleTexts.text("“{text}”", ["text": text.count > limit ? String(text.prefix(limit - 1)) + "…" : text])
    }
}
