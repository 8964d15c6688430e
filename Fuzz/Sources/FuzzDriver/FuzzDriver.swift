import CLibFuzzer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What libFuzzer calls with each input: `LLVMFuzzerTestOneInput`'s type.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer on `target` with the process's arguments (`-runs=`,
/// corpus folders, …) and exits with libFuzzer's status.
///
/// The harnesses have a `main` of their own and call libFuzzer's driver,
/// rather than letting `-sanitize=fuzzer` link libFuzzer's `main`: SwiftPM
/// renames an executable's entry point, and `-sanitize=fuzzer` would also
/// link libFuzzer's `main` into the macro plugin that the demo forms need.
/// The build instruments every module with `-sanitize-coverage` instead and
/// links `libclang_rt.fuzzer_no_main` (see `Fuzz/README.md`).
public func runLibFuzzer(_ target: FuzzTarget) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
