import FormsKit

/// The form routes of a server, for its OpenAPI document
/// (``WebFormsOpenAPI``): kept by an adapter whose framework cannot list
/// its own routes (Hummingbird), in ``WebFormConfiguration/directory``.
/// Every route served with a configuration adds itself to its directory;
/// copies of a configuration share one.
@_spi(FormsKitAdapter) public final class WebFormDirectory: Sendable {
    private let entries = LockedValue<[WebFormAPIEntry]>([])

    /// An empty directory.
    @_spi(FormsKitAdapter) public init() {}

    /// Adds the route of `entry`.
    @_spi(FormsKitAdapter) public func add(_ entry: WebFormAPIEntry) {
        entries.withLock { $0.append(entry) }
    }

    /// The routes added, in the order they were.
    @_spi(FormsKitAdapter) public var all: [WebFormAPIEntry] {
        entries.withLock { $0 }
    }
}
