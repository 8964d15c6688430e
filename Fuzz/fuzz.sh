#!/usr/bin/env bash
# Builds and runs the FormsKitHTML fuzzers (see README.md).
#
#   Fuzz/fuzz.sh build [FuzzMultipart]      (one harness only, when named)
#   Fuzz/fuzz.sh run FuzzURLEncodedForm [libFuzzer options…]
#   Fuzz/fuzz.sh run FuzzHTMLForm -runs=1000000 -max_total_time=3600
#
# New inputs go to Fuzz/.corpus/<fuzzer>/ and crashes, timeouts and leaks to
# Fuzz/.artifacts/, both ignored by git; the committed seeds in
# Fuzz/Corpus/<fuzzer>/ are only read.
set -euo pipefail
cd "$(dirname "$0")/.."

# libFuzzer without its main(), from the toolchain's clang resource folder.
swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
fuzzer_lib=$(ls "$swift_bin"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a 2>/dev/null | head -n 1)

case "${1:-}" in
build)
    if [[ -z "$fuzzer_lib" ]]; then
        echo "libclang_rt.fuzzer_no_main not found beside $swift_bin: a swift.org toolchain for Linux has it" >&2
        exit 1
    fi
    exec swift build -c release --package-path Fuzz --scratch-path Fuzz/.build \
        -Xswiftc -sanitize=address \
        -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
        -Xlinker "$fuzzer_lib" ${2:+--product "$2"}
    ;;
run)
    fuzzer=${2:?which fuzzer: FuzzURLEncodedForm, FuzzHTMLForm, FuzzHTMLDecode or FuzzMultipart}
    shift 2
    mkdir -p "Fuzz/.corpus/$fuzzer" Fuzz/.artifacts
    # ASan reports the stack of a crash; Swift's own backtracer would race it.
    export SWIFT_BACKTRACE=enable=no
    # A known leak in Foundation, reported (see lsan.supp).
    export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    # FuzzMultipart's inputs are multipart bodies; the others', urlencoded ones.
    dictionary=Fuzz/formskit.dict
    [[ "$fuzzer" == FuzzMultipart ]] && dictionary=Fuzz/multipart.dict
    exec "Fuzz/.build/release/$fuzzer" "Fuzz/.corpus/$fuzzer" "Fuzz/Corpus/$fuzzer" \
        -dict="$dictionary" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="Fuzz/.artifacts/$fuzzer-" "$@"
    ;;
*)
    echo "usage: $0 build | run FuzzURLEncodedForm|FuzzHTMLForm|FuzzHTMLDecode|FuzzMultipart [libFuzzer options…]" >&2
    exit 2
    ;;
esac
