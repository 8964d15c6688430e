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

    /// A property name in lowercase words: `ownerEmail` and `owner_email`
    /// give "owner email", `address.street` gives "street".
    static func words(_ propertyName: String) -> String {
        let last = propertyName.split(separator: ".").last.map(String.init) ?? propertyName
        var words = ""
        var previous: Character?
        for character in last {
            if character == "_" || character == "-" {
                if !words.isEmpty, words.last != " " { words.append(" ") }
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(" ")
                words.append(contentsOf: character.lowercased())
            } else {
                words.append(contentsOf: character.lowercased())
            }
            previous = character
        }
        return words
    }
}
