/// Values quoted in a success message: short enough for a flash message's
/// cookie and a terminal's status line.
enum SuccessWords {
    /// `text` in curly quotes, cut to `limit` characters with an ellipsis.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        "\u{201C}" + (text.count > limit ? text.prefix(limit - 1) + "…" : text) + "\u{201D}"
    }
}
