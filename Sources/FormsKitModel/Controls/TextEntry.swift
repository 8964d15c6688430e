import FormsKit

/// A row's value read and written as text: what every surface that lets the
/// user type goes through, whatever the value is (a string, a number, a
/// date, a colour).
///
/// Reading gives the value written out; writing parses the text and, when it
/// reads, sets the value as an edit of the form. Text that does not read
/// leaves the value alone and comes back as a problem to show, so nothing the
/// user typed is lost (``FormSession`` keeps it as a draft).
@_spi(FormsKitSurface) public struct TextEntry<Form: ValidatableForm> {
    /// Whether the text is the value itself (a `String` field), so it needs
    /// no parsing and never a draft.
    @_spi(FormsKitSurface) public let isVerbatim: Bool
    /// Whether Enter starts a new line.
    @_spi(FormsKitSurface) public let allowsNewlines: Bool
    /// Whether the text is shown masked.
    @_spi(FormsKitSurface) public let isSecure: Bool
    /// The most characters (grapheme clusters) the text may have, if
    /// limited; longer text is a problem and is not written.
    @_spi(FormsKitSurface) public let characterLimit: Int?
    /// Shown while the text is empty.
    @_spi(FormsKitSurface) public let placeholder: String?
    let read: (FormController<Form>) -> String
    let write: (FormController<Form>, String) -> InputProblem?

    /// The value written as text.
    @_spi(FormsKitSurface) public func text(in controller: FormController<Form>) -> String {
        read(controller)
    }

    /// Parses `text` and sets the value; returns why the text cannot be
    /// used (it does not read, or it has more than ``characterLimit``
    /// characters), leaving the value as it was.
    @_spi(FormsKitSurface) public func write(_ text: String, in controller: FormController<Form>) -> InputProblem? {
        write(controller, text)
    }
}
