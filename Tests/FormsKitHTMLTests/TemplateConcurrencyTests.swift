import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Testing

/// One template, sessions made from it in many tasks at once, off the main
/// actor, as a server's requests make them on every core: each page is the
/// one its own request asks for.
@Suite("HTML forms: one template, many tasks at once")
struct TemplateConcurrencyTests {
    @Test("Pages of a template's sessions, posted and rendered in 300 tasks at once, each show their own request")
    func pagesStayApart() async throws {
        let template = FormSessionTemplate(form: PollForm())
        var random = SeededGenerator(defaultSeed: 0x7A5C)
        let requests = (0..<300).map { index in
            (question: "Q\(index)", options: Int.random(in: 2...6, using: &random), fails: Bool.random(using: &random))
        }
        let replay = random.replay
        let pages = await withTaskGroup(of: (Int, String).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    let session = template.makeSession()
                    let options = (0..<request.options).map { "options.\($0)=Option+\(index)-\($0)" }.joined(separator: "&")
                    let question = request.fails ? "" : request.question
                    let body = "question=\(question)&\(options)&_fk_group=options%3A\(request.options)&_fk_action=submit"
                    let decoding = HTMLFormDecoder.decode(try! SubmittedForm(parsing: body), into: session)
                    _ = session.controller.validate()
                    var renderer = HTMLFormRenderer<PollForm>(action: "/poll")
                    renderer.showsErrors = true
                    renderer.decodingProblems = decoding.problems
                    return (index, renderer.render(session))
                }
            }
            return await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(pages.count == requests.count)
        for (index, request) in requests.enumerated() {
            let page = try #require(pages[index])
            let last = request.options - 1
            #expect(page.contains("Option \(index)-\(last)"), "request \(index), \(replay)")
            #expect(!page.contains(#"name="options.\#(request.options)""#), "request \(index) shows another's option, \(replay)")
            #expect(page.contains("Ask a question") == request.fails, "request \(index), \(replay)")
            if !request.fails { #expect(page.contains(#"value="\#(request.question)""#), "request \(index), \(replay)") }
        }
    }
}
