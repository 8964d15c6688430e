import FormsKit

/// Content of your own, described in the renderer-neutral vocabulary
/// (``ChromeNode``) so every surface can draw it. A focusable custom row
/// reports taps (Enter on the terminal) to its ``FormRowConvertible/onTap(_:)``
/// handlers.
///
/// For a row that edits a value in a way of your own (a colour typed as
/// `#RRGGBB`), build it from the controls instead, such as
/// `TextControl.init(_:format:formatName:style:content:placeholder:characterLimit:)`,
/// and add drawing with ``FormRowConvertible/accessory(_:)``.
@_spi(FormsKitSurface) public struct CustomControl<Form: ValidatableForm> {
    /// Whether focus can move to the row.
    @_spi(FormsKitSurface) public var isFocusable: Bool
    private let content: (Form) -> ChromeNode

    /// Content computed from the form.
    @_spi(FormsKitSurface) public init(isFocusable: Bool = false, content: @escaping (Form) -> ChromeNode) {
        self.isFocusable = isFocusable
        self.content = content
    }

    /// The content for the current form.
    @_spi(FormsKitSurface) public func content(in controller: FormController<Form>) -> ChromeNode {
        controller.readForm(content)
    }
}
