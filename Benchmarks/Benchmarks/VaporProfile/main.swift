import FormsKit
import FormsKitHTML
import FormsKitModel
import Foundation
import HTMLBenchmarkForms
import VaporSignUp

/// Vapor's decode + validate of the sign-up body, `count` times (the second
/// argument; 1,000 by default), for callgrind: run it with two counts and
/// divide the difference, as with `HTMLProfile`. The first argument is
/// `failing` (the 14-error body) or `valid`.
@MainActor
func run() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "paired" { return try await paired(count: Int(arguments.dropFirst().first ?? "") ?? 1_000) }
    let values = arguments.first == "valid" ? SignUpSubmission.passing : SignUpSubmission.failing
    let count = Int(arguments.dropFirst().first ?? "") ?? 1_000
    let request = try await VaporSignUp.request(body: VaporSignUp.body(values))
    var outcomes = 0
    let start = Date()
    for _ in 0..<count {
        if case .invalid(let failures) = VaporSignUp.decodeAndValidate(request) { outcomes &+= failures } else { outcomes &+= 1 }
    }
    print(arguments.first ?? "failing", outcomes, Date().timeIntervalSince(start))
}

/// FormsKit's check and Vapor's decode + validate of the failing body in
/// turns, as the paired benchmark measures them: each request timed just
/// after one of its own not timed (`WARMUPS` of them), which side first
/// alternating; prints each side's p25 and p50 and the ratio's.
@MainActor
func paired(count: Int) async throws {
    let request = try await VaporSignUp.request(body: VaporSignUp.body(SignUpSubmission.failing))
    let body = SignUpSubmission.browserBody(SignUpSubmission.failing)
    let template = FormSessionTemplate(form: SignUpForm())
    let warmups = Int(ProcessInfo.processInfo.environment["WARMUPS"] ?? "1") ?? 1
    let onlyOurs = ProcessInfo.processInfo.environment["ONLY_OURS"] != nil
    // PART=parse: only the body's parse; PART=check: parse and check,
    // without reading the errors; else the whole (as the benchmark).
    let part = ProcessInfo.processInfo.environment["PART"]
    func ours() async -> Int {
        switch part {
        case "parse": return (try! URLEncodedForm(parsing: body)).contains("email") ? 1 : 0
        case "check": return await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template).isValid ? 1 : 0
        default: return await HTMLFormDecoder.check(try! URLEncodedForm(parsing: body), using: template).errors.count
        }
    }
    func vapors() -> Int { if case .invalid(let failures) = VaporSignUp.decodeAndValidate(request) { failures } else { 0 } }
    // OTHER=malloc: instead of Vapor's request, as many allocations of
    // mixed sizes, freed in mixed order; OTHER=branches: work that
    // allocates nothing but calls through protocol witnesses of five types.
    let other = ProcessInfo.processInfo.environment["OTHER"]
    var blocks: [UnsafeMutableRawPointer?] = Array(repeating: nil, count: 628)
    var shapes: [any OtherShape] = (0..<4000).map { index -> any OtherShape in
        switch index % 5 {
        case 0: ShapeA(value: index)
        case 1: ShapeB(value: Double(index))
        case 2: ShapeC(text: "\(index)")
        case 3: ShapeD(flag: index % 3 == 0)
        default: ShapeE(values: [index, index + 1])
        }
    }
    shapes.shuffle()
    func theirs() -> Int {
        switch other {
        case "malloc":
            var seed: UInt64 = 0x9E37_79B9
            for index in blocks.indices {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1
                blocks[index] = malloc(Int(16 + (seed >> 33) % 2048))
            }
            for index in blocks.indices.reversed() where index % 2 == 0 { free(blocks[index]) }
            for index in blocks.indices where index % 2 == 1 { free(blocks[index]) }
            return 1
        case "branches":
            var total = 0
            for _ in 0..<10 { for shape in shapes { total &+= shape.measure() } }
            return total & 1
        default:
            return vapors()
        }
    }
    var oursTimes: [UInt64] = []
    var theirsTimes: [UInt64] = []
    var ratios: [Double] = []
    var sink = 0
    for sample in 0..<count {
        var oursTime: UInt64 = 0
        var theirsTime: UInt64 = 1
        func timeOurs() async {
            for _ in 0..<warmups { sink &+= await ours() }
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= await ours()
            oursTime = DispatchTime.now().uptimeNanoseconds - start
        }
        func timeTheirs() {
            if onlyOurs { return }
            sink &+= theirs()
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= theirs()
            theirsTime = DispatchTime.now().uptimeNanoseconds - start
        }
        if sample % 2 == 0 {
            await timeOurs()
            timeTheirs()
        } else {
            timeTheirs()
            await timeOurs()
        }
        oursTimes.append(oursTime)
        theirsTimes.append(theirsTime)
        ratios.append(Double(theirsTime) / Double(oursTime))
    }
    oursTimes.sort()
    theirsTimes.sort()
    ratios.sort()
    let q = count / 4
    let m = count / 2
    print(
        "ours p25 \(oursTimes[q]) p50 \(oursTimes[m]) ns; Vapor p25 \(theirsTimes[q]) p50 \(theirsTimes[m]) ns; ratio p25 \(ratios[q]) p50 \(ratios[m]) (\(sink))"
    )
}

/// What `OTHER=branches` calls: five types behind one protocol.
protocol OtherShape { func measure() -> Int }
struct ShapeA: OtherShape {
    let value: Int
    func measure() -> Int { value &* 3 }
}
struct ShapeB: OtherShape {
    let value: Double
    func measure() -> Int { Int(value / 2) }
}
struct ShapeC: OtherShape {
    let text: String
    func measure() -> Int { text.utf8.count }
}
struct ShapeD: OtherShape {
    let flag: Bool
    func measure() -> Int { flag ? 1 : 2 }
}
struct ShapeE: OtherShape {
    let values: [Int]
    func measure() -> Int { values.count &+ (values.first ?? 0) }
}

try await run()
exit(0)
