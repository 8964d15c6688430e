/// Values written as HTML attributes and inputs want them.
enum HTMLValueText {
    /// A number without `.0` on whole numbers.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The model's `yyyy-mm-dd hh:mm` as `datetime-local` wants it (`T`
    /// between); other text unchanged.
    static func browserDate(_ text: String) -> String {
        text.count == 16 && text.dropFirst(10).first == " " ? text.prefix(10) + "T" + text.dropFirst(11) : text
    }
}
