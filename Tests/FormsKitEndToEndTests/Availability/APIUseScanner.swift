#if os(Linux)
import Foundation
import FormsKitTestSupport

/// A use, in one of the package's files, of a declaration that some
/// platform the module runs on does not have at the package's minimum.
struct APIUse: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var name: String
    var explanation: String

    var description: String { "\(file):\(line): \(name) (\(explanation))" }
}

/// Finds what a module's code refers to, as the compiler resolved it: the
/// module is type-checked again with `-dump-ast -dump-ast-format json`, whose
/// output names every declaration referred to by its USR (`"decl_usr"`) and
/// every type by its mangled name.
struct APIUseScanner: Sendable {
    var availability: SymbolAvailability

    /// The uses in `module` of declarations restricted on any of `platforms`.
    func uses(in module: BuildManifest.Module, platforms: Set<String>, repository: String) throws -> [APIUse] {
        let folder = try TemporaryFolder()
        let outputs = module.sources.indices.map { folder.file("\($0).json").path }
        let frontend = try frontendInvocation(for: module, outputs: outputs)
        let outcome = try ChildProcess.run(
            executable: frontend[0], arguments: Array(frontend.dropFirst()), environment: ProcessInfo.processInfo.environment)
        guard outcome.status == 0 else { throw ScanFailed(module: module.name, output: outcome.standardError) }

        // Declarations referred to, and every type named, in one pass a
        // file; where each is, only for what is restricted.
        let declarationKey = "\"decl_usr\":\""
        let typeKey = "\":\"$s"
        var dumps: [String] = []
        var references: [(file: Int, offset: Int?, usr: String)] = []
        var typeNames: Set<String> = []
        for (file, output) in outputs.enumerated() {
            let json = try String(contentsOfFile: output, encoding: .utf8)
            dumps.append(json)
            let parts = json.components(separatedBy: declarationKey)
            for index in parts.indices.dropFirst() {
                let usr = Self.value(startingPart: parts[index])
                if availability.declarations[usr] != nil { references.append((file, Self.rangeStart(before: index, in: parts), usr)) }
            }
            for part in json.components(separatedBy: typeKey).dropFirst() { typeNames.insert("$s" + Self.value(startingPart: part)) }
        }
        // Types by their demangled names, each name demangled once.
        let restrictedTypes = try restrictedTypes(among: typeNames, swiftc: module.arguments[0])
        var typeMentions: [(file: Int, offset: Int?, mangled: String)] = []
        for (file, json) in dumps.enumerated() where restrictedTypes.keys.contains(where: { json.contains($0) }) {
            let parts = json.components(separatedBy: typeKey)
            for index in parts.indices.dropFirst() {
                let mangled = "$s" + Self.value(startingPart: parts[index])
                if restrictedTypes[mangled] != nil { typeMentions.append((file, Self.rangeStart(before: index, in: parts), mangled)) }
            }
        }
        // What #available or @available guards is allowed.
        var guardedRanges: [Int: [ClosedRange<Int>]] = [:]
        func isGuarded(_ file: Int, _ offset: Int?) -> Bool {
            guard let offset else { return false }
            if guardedRanges[file] == nil { guardedRanges[file] = Self.guardedRanges(in: dumps[file]) }
            return guardedRanges[file]!.contains { $0.contains(offset) }
        }
        references.removeAll { isGuarded($0.file, $0.offset) }
        typeMentions.removeAll { isGuarded($0.file, $0.offset) }

        var uses: [APIUse] = []
        var seen: Set<String> = []
        var sourceTexts: [Int: (text: String, linuxOnly: Set<Int>)] = [:]
        func record(_ file: Int, _ offset: Int?, _ restriction: SymbolAvailability.Restriction) {
            let platformsHere = restriction.platforms.filter { platforms.contains($0.key) }
            guard !platformsHere.isEmpty else { return }
            if sourceTexts[file] == nil {
                let text = (try? String(contentsOfFile: module.sources[file], encoding: .utf8)) ?? ""
                sourceTexts[file] = (text, LinuxOnlyCode.lines(in: text))
            }
            let source = sourceTexts[file]!
            let line = offset.map { Self.line(ofByte: $0, in: source.text) } ?? 0
            guard !source.linuxOnly.contains(line), seen.insert("\(file) \(line) \(restriction.name)").inserted else { return }
            let path = module.sources[file]
            let explanation = platformsHere.keys.sorted().map { "\($0) \(platformsHere[$0]!)" }.joined(separator: ", ")
            uses.append(
                APIUse(
                    file: path.hasPrefix(repository + "/") ? String(path.dropFirst(repository.count + 1)) : path, line: line,
                    name: restriction.name, explanation: explanation))
        }
        for reference in references { record(reference.file, reference.offset, availability.declarations[reference.usr]!) }
        for mention in typeMentions {
            for restriction in restrictedTypes[mention.mangled] ?? [] { record(mention.file, mention.offset, restriction) }
        }
        return uses.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The restricted types each of `mangled` names, from its demangled
    /// form (`Synchronization.Mutex<Swift.Int>`), read by `swift-demangle`
    /// beside `swiftc`.
    private func restrictedTypes(among mangled: Set<String>, swiftc: String) throws -> [String: [SymbolAvailability.Restriction]] {
        let names = Array(mangled)
        guard !names.isEmpty else { return [:] }
        let demangler = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-demangle").path
        let outcome = try ChildProcess.run(
            executable: demangler, arguments: ["--compact"], environment: ProcessInfo.processInfo.environment,
            input: Array((names.joined(separator: "\n") + "\n").utf8))
        let demangled = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        guard demangled.count >= names.count else { throw ScanFailed(module: "swift-demangle", output: outcome.standardError) }
        let toolchainModules = Set(SymbolAvailability.toolchainModules)
        var found: [String: [SymbolAvailability.Restriction]] = [:]
        for (name, text) in zip(names, demangled) {
            // Each qualified name in it: a module, then the type's path.
            for match in text.matches(of: /([A-Za-z_][A-Za-z0-9_]*)((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/) {
                guard toolchainModules.contains(String(match.1)) else { continue }
                let components = match.2.split(separator: ".")
                // The type, or the type it is nested in (`Mutex.Iterator` is Mutex's).
                for count in stride(from: components.count, through: 1, by: -1) {
                    if let restriction = availability.types[components.prefix(count).joined(separator: ".")] {
                        found[name, default: []].append(restriction)
                        break
                    }
                }
            }
        }
        return found
    }

    /// The string value that `part` (what follows a key and its opening quote) starts with.
    private static func value(startingPart part: String) -> String {
        part.firstIndex(of: "\"").map { String(part[..<$0]) } ?? part
    }

    /// Where the expression or declaration around the occurrence that
    /// `parts[index]` follows begins: the last source range before it.
    private static func rangeStart(before index: Int, in parts: [String]) -> Int? {
        for earlier in stride(from: index - 1, through: 0, by: -1) {
            if let start = lastRangeStart(in: parts[earlier]) { return start }
        }
        return nil
    }

    /// The frontend command that dumps every source file of `module` to its
    /// own output: the driver says how it would run the first file
    /// (`-###`), which is made to take every file as a primary.
    private func frontendInvocation(for module: BuildManifest.Module, outputs: [String]) throws -> [String] {
        // What builds the module, less what makes outputs of the build.
        let dropped: Set<String> = [
            "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
            "-parseable-output", "-emit-objc-header", "-whole-module-optimization", "-wmo",
        ]
        let droppedWithValue: Set<String> = ["-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path"]
        var arguments: [String] = []
        var index = 1
        while index < module.arguments.count {
            let argument = module.arguments[index]
            if droppedWithValue.contains(argument) {
                index += 2
                continue
            }
            if !dropped.contains(argument), !argument.hasPrefix("@"), !argument.hasPrefix("-j") { arguments.append(argument) }
            index += 1
        }
        let plan = try ChildProcess.run(
            executable: module.arguments[0], arguments: ["-dump-ast", "-dump-ast-format", "json"] + arguments + module.sources + ["-###"],
            environment: ProcessInfo.processInfo.environment)
        let lines = (plan.standardOutput + plan.standardError).split(whereSeparator: \.isNewline)
        guard let first = lines.first(where: { $0.contains("-frontend") }) else { throw ScanFailed(module: module.name, output: plan.standardError) }
        var words = Self.shellWords(String(first)).filter { $0 != "-primary-file" }
        if let output = words.firstIndex(of: "-o") { words.removeSubrange(output...(output + 1)) }
        let sources = Set(module.sources)
        return words.flatMap { sources.contains($0) ? ["-primary-file", $0] : [$0] } + outputs.flatMap { ["-o", $0] }
    }

    /// Byte ranges of the file where newer APIs may be used: the body of an
    /// `if #available(…)`, what follows a `guard #available(…)` in its
    /// block, and a declaration marked `@available(…)`, its attribute included.
    private static func guardedRanges(in json: String) -> [ClosedRange<Int>] {
        guard json.contains("#available") || json.contains("available_attr") else { return [] }
        /// The numbers captured by `pattern`'s groups, at each match.
        func matches(_ pattern: String) -> [[Int]] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
            return expression.matches(in: json, range: NSRange(json.startIndex..., in: json)).map { match in
                (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: json).flatMap { Int(json[$0]) } }
            }
        }
        // Flags a statement may have before its conditions ("trailing_semi":true).
        let flags = ##"(?:,"[a-z_]+":(?:true|false))*"##
        var ranges: [ClosedRange<Int>] = []
        for numbers in matches(
            ##""_kind":"if_stmt","range":\{"start":\d+,"end":\d+\}"## + flags
                + ##","conditions":\[\{"_kind":"#available".*?"then_stmt":\{"_kind":"brace_stmt","range":\{"start":(\d+),"end":(\d+)\}"##)
        where numbers.count == 2 {
            ranges.append(numbers[0]...max(numbers[0], numbers[1]))
        }
        for numbers in matches(
            ##""_kind":"[a-z_]+_decl","usr":"[^"]*","decl_context":"[^"]*","range":\{"start":(\d+),"end":(\d+)\}(?:(?!"_kind":"[a-z_]+_decl").)*?"_kind":"available_attr","range":\{"start":(\d+)"##
        ) where numbers.count == 3 {
            ranges.append(min(numbers[0], numbers[2])...max(numbers[0], numbers[1]))
        }
        let blocks = matches(##""_kind":"brace_stmt",(?:"implicit":true,)?"range":\{"start":(\d+),"end":(\d+)\}"##).filter { $0.count == 2 }
        for numbers in matches(##""_kind":"guard_stmt","range":\{"start":(\d+),"end":(\d+)\}"## + flags + ##","conditions":\[\{"_kind":"#available""##)
        where numbers.count == 2 {
            // The innermost block around the guard: the rest of it is guarded.
            let (start, end) = (numbers[0], numbers[1])
            if let block = blocks.filter({ $0[0] < start && start <= $0[1] }).min(by: { $0[1] - $0[0] < $1[1] - $1[0] }) {
                ranges.append(end...max(end, block[1]))
            }
        }
        return ranges
    }

    /// The start of the last source range in `part`: where the expression
    /// or declaration around a reference begins.
    private static func lastRangeStart(in part: String) -> Int? {
        guard let found = part.range(of: "\"range\":{\"start\":", options: .backwards) else { return nil }
        return Int(part[found.upperBound...].prefix { $0.isNumber })
    }

    /// The line of the byte at `offset` of `text`, from 1.
    private static func line(ofByte offset: Int, in text: String) -> Int {
        text.utf8.prefix(offset).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Splits a command line as a POSIX shell does: words between spaces,
    /// `'…'` kept whole.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    struct ScanFailed: Error, CustomStringConvertible {
        var module: String
        var output: String
        var description: String { "could not type-check \(module) again to read its references: \(output)" }
    }
}
#endif
