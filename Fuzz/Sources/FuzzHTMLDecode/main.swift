import Dispatch
import FuzzDriver
import Foundation

// libFuzzer runs on a thread of its own, and the main thread serves the
// main actor: each input is handled in a task on the main actor, so that
// `HTMLFormDecoder.check`, which is asynchronous, runs as a server runs it,
// while libFuzzer waits for it.
Thread { runLibFuzzer(fuzzHTMLDecode) }.start()
dispatchMain()
