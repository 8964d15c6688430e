#if os(Linux)
import Foundation

/// The lines of a Swift file that no Apple platform compiles: inside an
/// `#if os(Linux)`, `#if canImport(Glibc)` or the like, or the `#else` of
/// an `#if canImport(Darwin)`. What an Apple platform lacks may be used
/// there.
///
/// Conditions are judged for "some Apple platform" in three values: true
/// (`os(macOS)`, `canImport(Darwin)`), false (`os(Linux)`,
/// `canImport(Glibc)`), or not known (`DEBUG`, `compiler(>=6)`), which is
/// taken as compiled.
enum LinuxOnlyCode {
    /// The 1-based numbers of the lines no Apple platform compiles.
    static func lines(in text: String) -> Set<Int> {
        struct Branch {
            /// Whether the branch being read is compiled on some Apple platform.
            var current: Bool?
            /// Whether an earlier branch of the same `#if` certainly was, or
            /// all of them certainly were not.
            var earlierTrue = false
            var earlierAllFalse = true
        }
        var stack: [Branch] = []
        var lines: Set<Int> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#if ") {
                stack.append(Branch(current: evaluate(trimmed.dropFirst(4))))
            } else if trimmed.hasPrefix("#elseif "), var branch = stack.popLast() {
                branch.earlierTrue = branch.earlierTrue || branch.current == true
                branch.earlierAllFalse = branch.earlierAllFalse && branch.current == false
                let condition = evaluate(trimmed.dropFirst(8))
                branch.current = branch.earlierTrue ? false : (branch.earlierAllFalse ? condition : (condition == false ? false : nil))
                stack.append(branch)
            } else if trimmed.hasPrefix("#else"), var branch = stack.popLast() {
                branch.earlierTrue = branch.earlierTrue || branch.current == true
                branch.earlierAllFalse = branch.earlierAllFalse && branch.current == false
                branch.current = branch.earlierTrue ? false : (branch.earlierAllFalse ? true : nil)
                stack.append(branch)
            } else if trimmed.hasPrefix("#endif") {
                _ = stack.popLast()
            } else if stack.contains(where: { $0.current == false }) {
                lines.insert(index + 1)
            }
        }
        return lines
    }

    private static let applePlatforms: Set<String> = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]
    private static let otherPlatforms: Set<String> = ["Linux", "FreeBSD", "OpenBSD", "Android", "Windows", "WASI", "Cygwin", "Haiku", "PS4"]
    private static let appleModules: Set<String> = [
        "Darwin", "SwiftUI", "UIKit", "AppKit", "ObjectiveC", "os", "Combine", "CoreFoundation", "Security", "OSLog",
    ]
    private static let otherModules: Set<String> = ["Glibc", "Musl", "WinSDK", "Android", "Bionic", "WASILibc"]

    /// A condition's value on some Apple platform, `nil` when not known.
    static func evaluate(_ condition: Substring) -> Bool? {
        var tokens = tokenize(condition)[...]
        return disjunction(&tokens)
    }

    private static func tokenize(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "/" && text[index...].hasPrefix("//") { break }
            if character.isWhitespace {
                index = text.index(after: index)
            } else if text[index...].hasPrefix("&&") || text[index...].hasPrefix("||") {
                tokens.append(String(text[index..<text.index(index, offsetBy: 2)]))
                index = text.index(index, offsetBy: 2)
            } else if "!()".contains(character) {
                tokens.append(String(character))
                index = text.index(after: index)
            } else {
                // A name, with its parenthesized argument if it has one: os(Linux).
                var end = index
                while end < text.endIndex, !text[end].isWhitespace, !"!()&|".contains(text[end]) { end = text.index(after: end) }
                if end < text.endIndex, text[end] == "(", let close = text[end...].firstIndex(of: ")") {
                    end = text.index(after: close)
                }
                tokens.append(String(text[index..<max(end, text.index(after: index))]))
                index = max(end, text.index(after: index))
            }
        }
        return tokens
    }

    private static func disjunction(_ tokens: inout ArraySlice<String>) -> Bool? {
        var values = [conjunction(&tokens)]
        while tokens.first == "||" {
            tokens.removeFirst()
            values.append(conjunction(&tokens))
        }
        if values.contains(true) { return true }
        return values.allSatisfy { $0 == false } ? false : nil
    }

    private static func conjunction(_ tokens: inout ArraySlice<String>) -> Bool? {
        var values = [negation(&tokens)]
        while tokens.first == "&&" {
            tokens.removeFirst()
            values.append(negation(&tokens))
        }
        if values.contains(false) { return false }
        return values.allSatisfy { $0 == true } ? true : nil
    }

    private static func negation(_ tokens: inout ArraySlice<String>) -> Bool? {
        if tokens.first == "!" {
            tokens.removeFirst()
            return negation(&tokens).map { !$0 }
        }
        if tokens.first == "(" {
            tokens.removeFirst()
            let value = disjunction(&tokens)
            if tokens.first == ")" { tokens.removeFirst() }
            return value
        }
        guard let token = tokens.popFirst() else { return nil }
        return atom(token)
    }

    private static func atom(_ token: String) -> Bool? {
        func argument(of name: String) -> String? {
            guard token.hasPrefix(name + "("), token.hasSuffix(")") else { return nil }
            return String(token.dropFirst(name.count + 1).dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if token == "true" { return true }
        if token == "false" { return false }
        if let platform = argument(of: "os") {
            if applePlatforms.contains(platform) { return true }
            if otherPlatforms.contains(platform) { return false }
        }
        if let module = argument(of: "canImport") {
            if appleModules.contains(module) { return true }
            if otherModules.contains(module) { return false }
        }
        return nil
    }
}
#endif
