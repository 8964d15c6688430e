/// How a value is written as text and read back, for rows whose value is
/// typed: a colour as `#RRGGBB`, a duration as `1h30`. Give it to
/// ``TextRow/init(_:_:format:formatName:content:placeholder:characterLimit:)``
/// for a text row of your own that every surface can edit.
///
/// ```swift
/// let hex = TextFormat<RGBColor>(problem: "Enter a colour as #RRGGBB",
///                                format: \.hex, parse: RGBColor.init(hex:))
/// ```
public struct TextFormat<Value> {
    /// Writes a value as text.
    public var format: (Value) -> String
    /// Reads text back; `nil` when it does not read.
    public var parse: (String) -> Value?
    /// What to tell the user when the text does not read.
    public var problem: InputProblem

    /// A format from its two directions and the message for text that does not read.
    public init(problem: String, format: @escaping (Value) -> String, parse: @escaping (String) -> Value?) {
        self.problem = InputProblem(problem)
        self.format = format
        self.parse = parse
    }
}
