import Foundation

/// Derives a field's property name from its wrapper's key path, for fields
/// declared without `name:`: `\SignupForm._email` gives `email`, and
/// `\Order.address._street` gives `address.street`.
enum PropertyNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [AnyKeyPath: String] = [:]

    static func name(of keyPath: AnyKeyPath, in root: Any.Type) -> String {
        if let cached = lock.withLock({ cache[keyPath] }) { return cached }
        let name = derive(from: String(describing: keyPath), rootName: String(describing: root))
        lock.withLock { cache[keyPath] = name }
        return name
    }

    /// `description` is the key path's description, as `\Root.a._b`.
    static func derive(from description: String, rootName: String) -> String {
        var path = Substring(description)
        if path.hasPrefix("\\") { path = path.dropFirst() }
        if path.hasPrefix(rootName + ".") {
            path = path.dropFirst(rootName.count + 1)
        } else if let dot = path.firstIndex(of: ".") {
            path = path[path.index(after: dot)...]
        }
        let components = path.split(separator: ".").map { component in
            component.hasPrefix("_") ? component.dropFirst() : component
        }
        return components.isEmpty ? description : components.joined(separator: ".")
    }
}
