import FormsKit

/// Where a ``LinkRow`` leads: another form, or a page the host application
/// shows itself.
public struct FormDestination {
    /// What the destination is.
    public enum Kind {
        /// A page identified by name, for the host to show.
        case page(id: String)
        /// Another form, opened by the surface, that returns to this one when closed.
        case form(() -> any AnyFormSession)
    }

    /// The destination's title.
    public var title: String
    /// What the destination is.
    public var kind: Kind

    /// A page the host shows itself.
    public static func page(_ id: String, title: String? = nil) -> FormDestination {
        FormDestination(title: title ?? id, kind: .page(id: id))
    }

    /// Another form, created when the link is opened.
    public static func form(_ title: String, open: @escaping () -> any AnyFormSession) -> FormDestination {
        FormDestination(title: title, kind: .form(open))
    }
}
