#!/usr/bin/env bash
#
# Type-checks FormsKit's Apple-only (SwiftUI) code on Linux, against the real
# Swift interfaces of an iOS SDK (iPhoneOS 17.x), without Xcode.
#
#   Scripts/typecheck-apple.sh [path/to/iPhoneOS17.4.sdk]
#   FORMSKIT_IOS_SDK=path/to/iPhoneOS17.4.sdk Scripts/typecheck-apple.sh
#
# Without an SDK it fails, saying how to make one (DEVELOPERS.md). With one it:
#   1. prepares, in a cache folder outside the repository, what the Linux
#      toolchain needs to read the SDK (each step marked "Workaround:" below),
#      and a copy of the SDK made of links to it, but for a few patched files;
#   2. type-checks the library modules listed in MODULES, in order, and emits
#      an iOS .swiftmodule of each for the ones after it (a module with a
#      Resources folder gets the `Bundle.module` accessor SwiftPM would make);
#   3. type-checks each Tests/AppleSourceCompat/*.swift on its own (README
#      snippets, each its own module importing the modules above) and the
#      example app in Examples/FormsKitSwiftUIDemo, when those exist;
#   4. prints a summary, and exits 1 with the compiler's diagnostics if any
#      step failed.
#
# Only type-checking: nothing is code-generated or linked, and SwiftUI itself
# is never run. A cold run builds the SDK's modules into the module cache
# (75-90 s on two cores); later runs reuse it (about 10 s).
#
# Environment:
#   FORMSKIT_IOS_SDK            the SDK, when no argument is given
#   FORMSKIT_APPLE_CACHE        cache folder (default
#                               ${XDG_CACHE_HOME:-$HOME/.cache}/formskit-apple-typecheck);
#                               must be outside the repository
#   FORMSKIT_IOS_TARGET         target triple (default arm64-apple-ios17.0,
#                               the package's minimum iOS)
#   FORMSKIT_APPLE_SWIFT_VERSION  language mode (default: 5 when the SDK's
#                               standard library is Swift 5.x, else 6)
#   FORMSKIT_APPLE_IOS17_ISOLATION=1  keep the SDK's own view isolation (see
#                               "Main-actor views" below; off by default)
#   FORMSKIT_APPLE_VERBOSE=1    also print the warnings of steps that passed
#   SWIFTC                      the compiler (default: swiftc on PATH)
#
# Needs: a Swift 6 toolchain for Linux (its host macro plugins are used for
# @Observable), coreutils, sed, grep. Writes nothing inside the repository but
# .build-apple/ (the macro plugin's SwiftPM build, only when @ValidatableForm
# is used by something checked).

set -euo pipefail

# ---------------------------------------------------------------------------
# What is checked. Edit here.
# ---------------------------------------------------------------------------

# Library modules, in dependency order: name, when, folder (every .swift file
# under it, recursively). "always": checked whenever the folder exists.
# "imported": checked only when something checked after it imports it (so the
# macro plugin, which needs swift-syntax, is only built when needed).
#
# The modules that need SwiftNIO (FormsKitHummingbird, FormsKitExamplesStorage,
# the demos) are not here: SwiftNIO's own dependency swift-collections uses
# `Span` whenever the compiler is 6.2 or newer, and an iOS 17 SDK's standard
# library (Swift 5.10's) has none, so they cannot be checked against it. The
# availability test on Linux (Tests/FormsKitEndToEndTests) covers them.
MODULES=(
    "FormsKit                 always    Sources/FormsKit"
    "FormsKitModel            always    Sources/FormsKitModel"
    "FormsKitSwiftUI          always    Sources/FormsKitSwiftUI"
    "FormsKitHTML             always    Sources/FormsKitHTML"
    "FormsKitTerminal         always    Sources/FormsKitTerminal"
    "FormsKitTerminalTesting  always    Sources/FormsKitTerminalTesting"
    "FormsKitMacros           always    Sources/FormsKitMacros"
    "FormsKitExamples         always    Sources/FormsKitExamples"
)

# Settings of the library modules, as in Package.swift's `strictSwift` (the
# language mode is chosen below, from the SDK), and the package they share
# (`package` declarations). Snippets and the app are user code: neither.
LIBRARY_FLAGS=(-enable-upcoming-feature ExistentialAny -package-name FormsKit -D SWIFT_PACKAGE)

# Loose files: each *.swift here is type-checked as its own module.
SNIPPETS_DIR="Tests/AppleSourceCompat"

# The example app: all **/*.swift under this folder, one module.
APP_DIR="Examples/FormsKitSwiftUIDemo"
APP_MODULE="FormsKitSwiftUIDemo"

# The project's macro: its plugin is built for the host with SwiftPM (always
# in this scratch path; .build/ is someone else's) when a checked file uses it.
MACRO_ATTRIBUTE="@ValidatableForm"
MACRO_PLUGIN_PRODUCT="FormsKitMacrosPlugin"
MACRO_SCRATCH=".build-apple"

# Bump when the preparation below changes, so old caches are rebuilt.
PREPARATION_VERSION=2

# ---------------------------------------------------------------------------

log() { printf 'typecheck-apple: %s\n' "$*"; }
die() { printf 'typecheck-apple: error: %s\n' "$*" >&2; exit 2; }
now_ms() { date +%s%3N; }
seconds_since() { local ms=$(($(now_ms) - $1)); printf '%d.%01d s' $((ms / 1000)) $((ms % 1000 / 100)); }

SDK_ARG="${1:-${FORMSKIT_IOS_SDK:-}}"
if [[ -z "$SDK_ARG" ]]; then
    die "no iOS SDK given: pass the path of an iPhoneOS17.x SDK folder, or set FORMSKIT_IOS_SDK. DEVELOPERS.md (\"Type-checking for iOS\") says how to make one on Linux in two commands."
fi
[[ -d "$SDK_ARG" ]] || die "no SDK folder at $SDK_ARG"
SDK="$(cd "$SDK_ARG" && pwd -P)"
[[ -d "$SDK/usr/lib/swift/Swift.swiftmodule" ]] \
    || die "$SDK does not look like an iOS SDK (no usr/lib/swift/Swift.swiftmodule)"

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
case "$SDK/" in
    "$REPO/"*) die "the SDK must not be inside the repository ($REPO)" ;;
esac
SWIFTC="${SWIFTC:-$(command -v swiftc || true)}"
[[ -n "$SWIFTC" ]] || die "swiftc not found (install a Swift toolchain or set SWIFTC)"
TOOLCHAIN_LIB="$(dirname "$(readlink -f "$SWIFTC")")/../lib/swift"
TOOLCHAIN_LIB="$(cd "$TOOLCHAIN_LIB" && pwd -P)"
HOST_PLUGINS="$TOOLCHAIN_LIB/host/plugins"
[[ -d "$TOOLCHAIN_LIB/shims" && -e "$TOOLCHAIN_LIB/clang" ]] \
    || die "unexpected toolchain layout: no shims/ or clang/ in $TOOLCHAIN_LIB"

SDK_NAME="$(grep -o '"DisplayName":"[^"]*"' "$SDK/SDKSettings.json" 2>/dev/null | head -n1 | cut -d'"' -f4 || true)"
SDK_NAME="${SDK_NAME:-$(basename "$SDK")}"
TARGET="${FORMSKIT_IOS_TARGET:-arm64-apple-ios17.0}"
IOS17_ISOLATION="${FORMSKIT_APPLE_IOS17_ISOLATION:-0}"

# The language mode: the SDK's standard library decides. iOS 17.x ships Swift
# 5.10's, which Swift 6 mode trips over (no #isolation, no Swift 6 Sendable
# annotations), so those SDKs are checked in Swift 5 mode.
SDK_SWIFT="$(sed -n 's/^\/\/ swift-compiler-version: .*Swift version \([0-9][0-9]*\)\..*/\1/p' \
    "$SDK"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface 2>/dev/null | head -n1 || true)"
if [[ -n "${FORMSKIT_APPLE_SWIFT_VERSION:-}" ]]; then
    SWIFT_VERSION="$FORMSKIT_APPLE_SWIFT_VERSION"
elif [[ -n "$SDK_SWIFT" && "$SDK_SWIFT" -ge 6 ]]; then
    SWIFT_VERSION=6
else
    SWIFT_VERSION=5
fi

# The cache: never inside the repository (nothing made from the SDK may end up
# there), one folder per SDK and compiler.
CACHE_ROOT="${FORMSKIT_APPLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/formskit-apple-typecheck}"
mkdir -p "$CACHE_ROOT"
CACHE_ROOT="$(cd "$CACHE_ROOT" && pwd -P)"
case "$CACHE_ROOT/" in
    "$REPO/"*) die "the cache ($CACHE_ROOT) must be outside the repository ($REPO)" ;;
esac
COMPILER_VERSION="$("$SWIFTC" --version 2>&1 | head -n1)"
CACHE_KEY="$(printf '%s\n' "$SDK" "$COMPILER_VERSION" "$PREPARATION_VERSION" "$IOS17_ISOLATION" | sha256sum | cut -c1-12)"
CACHE="$CACHE_ROOT/$(basename "$SDK" .sdk)-$CACHE_KEY"
RESOURCE_DIR="$CACHE/resource-dir"
PREPARED_SDK="$CACHE/$(basename "$SDK")"
MODULE_CACHE="$CACHE/module-cache"
mkdir -p "$CACHE" "$MODULE_CACHE"

# Emitted .swiftmodules and logs of this run; removed on exit.
RUN_DIR="$(mktemp -d "$CACHE/run.XXXXXX")"
trap 'rm -rf "$RUN_DIR"' EXIT
PRODUCTS="$RUN_DIR/modules"
mkdir -p "$PRODUCTS"

log "SDK $SDK_NAME at $SDK"
log "compiler: $COMPILER_VERSION; target $TARGET, Swift $SWIFT_VERSION mode"
if [[ "$IOS17_ISOLATION" == 1 ]]; then
    log "views: the SDK's own isolation (only View.body is @MainActor)"
else
    log "views: View and ViewModifier @MainActor, as in the iOS 18 SDKs (FORMSKIT_APPLE_IOS17_ISOLATION=1 keeps the SDK's)"
fi
log "cache: $CACHE"

# ---------------------------------------------------------------------------
# 1. Prepare the resource dir and the SDK overlay (once per SDK and compiler).
# ---------------------------------------------------------------------------

# Links every entry of folder $1 into folder $2, except the names that follow.
link_entries_except() {
    local from="$1" to="$2" entry name skip
    shift 2
    mkdir -p "$to"
    for entry in "$from"/* "$from"/.[!.]*; do
        [[ -e "$entry" || -L "$entry" ]] || continue
        name="$(basename "$entry")"
        for skip in "$@"; do [[ "$name" == "$skip" ]] && continue 2; done
        ln -s "$entry" "$to/$name"
    done
}

prepare_resource_dir() {
    local dir="$1"
    mkdir -p "$dir/apinotes"
    # Workaround: the Linux toolchain's own resource dir (lib/swift) also
    # holds Linux modules (Foundation, Dispatch, os, CoreFoundation, …) that
    # would shadow the SDK's. A resource dir of our own keeps only what any
    # target needs from the toolchain: SwiftShims and clang's builtin headers.
    ln -s "$TOOLCHAIN_LIB/shims" "$dir/shims"
    ln -s "$(readlink -f "$TOOLCHAIN_LIB/clang")" "$dir/clang"
    # Workaround: Darwin toolchains ship API notes for the SDK's `os` module,
    # Linux ones do not; without them the SDK's `os` overlay (imported by
    # SwiftUI) does not build: its C types and functions keep their C names.
    # These are the renames that overlay relies on (written here, not copied).
    cat >"$dir/apinotes/os.apinotes" <<'EOF'
---
Name: os
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
Functions:
- Name: os_log_type_enabled
  SwiftName: OSLog.isEnabled(self:type:)
- Name: _os_log_impl
  SwiftPrivate: true
- Name: _os_signpost_emit_with_name_impl
  SwiftPrivate: true
EOF
}

# The prepared SDK is a tree of links to the SDK, with real folders only on
# the paths to the few files it changes. `open_folder sdk path` turns the link
# at sdk/path (and any link above it) into a folder of links to its entries.
open_folder() {
    local sdk="$1" path="" part parts
    IFS=/ read -ra parts <<<"$2"
    for part in "${parts[@]}"; do
        path="${path:+$path/}$part"
        if [[ -L "$sdk/$path" ]]; then
            rm "$sdk/$path"
            link_entries_except "$SDK/$path" "$sdk/$path"
        fi
    done
}

# `patch_file sdk path sed-script`: sdk/path becomes the SDK's file edited by
# the sed script, when it exists; fails unless the result matches `check`.
patch_file() {
    local sdk="$1" path="$2" script="$3" check="$4"
    [[ -f "$SDK/$path" ]] || return 0
    open_folder "$sdk" "$(dirname "$path")"
    rm -f "$sdk/$path"
    sed "$script" "$SDK/$path" >"$sdk/$path"
    grep -q "$check" "$sdk/$path" || die "could not patch $SDK/$path"
}

prepare_sdk() {
    local sdk="$1" interface
    link_entries_except "$SDK" "$sdk"

    # Workaround: some SDK copies (from git) store symlinks as copies.
    # usr/include/libxml is such a copy of libxml2/libxml, and its
    # module.modulemap then defines the libxml2 module a second time. Make it
    # the link it is in Xcode's SDK.
    if [[ -d "$SDK/usr/include/libxml" && ! -L "$SDK/usr/include/libxml" && -d "$SDK/usr/include/libxml2/libxml" ]]; then
        open_folder "$sdk" usr/include
        rm "$sdk/usr/include/libxml"
        ln -s libxml2/libxml "$sdk/usr/include/libxml"
    fi

    # Workaround: this toolchain's Observation macro adds a member named
    # `shouldNotifyObservers`, which an older SDK's declaration of
    # `@Observable` (Swift 5.10) does not list among the names it introduces,
    # so every @Observable class fails. Declare the name in a patched copy of
    # the interface (the macro's implementation is the toolchain's anyway).
    for interface in "$SDK"/usr/lib/swift/Observation.swiftmodule/*.swiftinterface; do
        patch_file "$sdk" "${interface#"$SDK/"}" \
            '/macro Observable()/{/shouldNotifyObservers/!s/named(withMutation)/named(withMutation), named(shouldNotifyObservers)/}' \
            'shouldNotifyObservers'
    done

    # Main-actor views, as every SDK that can build this package has them.
    # Swift 6.1 (this package's tools version) comes with Xcode 16.3 and the
    # iOS 18.4 SDK, whose SwiftUI declares View and ViewModifier
    # `@preconcurrency @MainActor`. The iOS 17 SDKs isolate only `body`, so a
    # view that reads a @MainActor model (FormController) outside `body`, or
    # has `@State var controller = FormController(…)`, fails against them
    # though it builds with any real toolchain. Unless asked to keep 17.x's
    # isolation, give the two protocols their iOS 18 attributes. APIs are
    # untouched: anything newer than the SDK is still reported.
    if [[ "$IOS17_ISOLATION" != 1 ]]; then
        for interface in "$SDK"/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/*.swiftinterface; do
            [[ -f "$interface" ]] || continue
            patch_file "$sdk" "${interface#"$SDK/"}" \
                '/public protocol View \(: [^{]*\)\{0,1\}{/{/MainActor/!s/public protocol View /@preconcurrency @MainActor public protocol View /}
                 /public protocol ViewModifier \(: [^{]*\)\{0,1\}{/{/MainActor/!s/public protocol ViewModifier /@preconcurrency @MainActor public protocol ViewModifier /}' \
                '@MainActor public protocol View '
        done
    fi
}

# Builds with $1 into a temporary folder and moves it to $2, so an interrupted
# run never leaves a half-made folder behind; skips when $2 is complete. (When
# two runs race, the second one's folder is dropped.)
prepare_once() {
    local how="$1" dest="$2" tmp
    [[ -f "$dest/.prepared" ]] && return 0
    tmp="$dest.tmp.$$"
    rm -rf "$tmp"
    [[ -e "$dest" ]] && rm -rf "$dest"
    "$how" "$tmp"
    touch "$tmp/.prepared"
    mv -T "$tmp" "$dest" 2>/dev/null || rm -rf "$tmp"
    [[ -f "$dest/.prepared" ]] || die "could not prepare $dest"
}

started=$(now_ms)
prepare_once prepare_resource_dir "$RESOURCE_DIR"
prepare_once prepare_sdk "$PREPARED_SDK"
log "[prepare] resource dir and SDK overlay ready ($(seconds_since "$started"))"

# ---------------------------------------------------------------------------
# 2. Decide what to check.
# ---------------------------------------------------------------------------

# The Swift sources under a folder: not package manifests, not build folders.
swift_files_under() {
    find "$1" -name '.build*' -prune -o -type f -name '*.swift' \
        ! -name 'Package.swift' ! -name 'Package@swift*.swift' -print | LC_ALL=C sort
}

# Whether any Swift file under the given folders/files imports module $1.
imports_module() {
    local module="$1"
    shift
    [[ $# -gt 0 ]] || return 1
    grep -rqE --include='*.swift' \
        "^[[:space:]]*(@_exported[[:space:]]+|@testable[[:space:]]+|(public|package|internal|fileprivate|private)[[:space:]]+)*import[[:space:]]+$module([[:space:]]|$|;)" \
        "$@" 2>/dev/null
}

declare -a STEP_NAMES=() STEP_RESULTS=() CHECKED_PATHS=() PLAN=()
record() { STEP_NAMES+=("$1"); STEP_RESULTS+=("$2"); }

[[ -d "$REPO/$SNIPPETS_DIR" ]] && CHECKED_PATHS+=("$REPO/$SNIPPETS_DIR")
[[ -d "$REPO/$APP_DIR" ]] && CHECKED_PATHS+=("$REPO/$APP_DIR")

# PLAN[i]: "check" or why MODULES[i] is skipped. Walked backwards, so that an
# "imported" module sees everything checked after it.
for ((i = ${#MODULES[@]} - 1; i >= 0; i--)); do
    read -r name when dir <<<"${MODULES[i]}"
    if [[ ! -d "$REPO/$dir" ]]; then
        PLAN[i]="no folder $dir"
    elif [[ "$when" == imported ]] && ! imports_module "$name" "${CHECKED_PATHS[@]}"; then
        PLAN[i]="not imported by anything checked"
    else
        PLAN[i]="check"
        CHECKED_PATHS+=("$REPO/$dir")
    fi
done

# ---------------------------------------------------------------------------
# 3. The macro plugin, when a checked file uses the macro.
# ---------------------------------------------------------------------------

PLUGIN_FLAGS=()
# (An attribute at the start of a line: doc comments that mention it do not count.)
if [[ ${#CHECKED_PATHS[@]} -gt 0 ]] \
    && grep -rqE --include='*.swift' "^[[:space:]]*$MACRO_ATTRIBUTE([^[:alnum:]_]|$)" "${CHECKED_PATHS[@]}"; then
    started=$(now_ms)
    log "[plugin] building $MACRO_PLUGIN_PRODUCT for the host (swift build --scratch-path $MACRO_SCRATCH; slow the first time)"
    # `--product`, not `--target`: only a product build links the executable.
    swift_build=(swift build --package-path "$REPO" --scratch-path "$REPO/$MACRO_SCRATCH")
    if ! "${swift_build[@]}" --product "$MACRO_PLUGIN_PRODUCT" >"$RUN_DIR/plugin.log" 2>&1; then
        cat "$RUN_DIR/plugin.log" >&2
        die "could not build the $MACRO_PLUGIN_PRODUCT plugin"
    fi
    plugin="$("${swift_build[@]}" --show-bin-path)/$MACRO_PLUGIN_PRODUCT-tool"
    [[ -x "$plugin" ]] || die "no plugin executable at $plugin"
    PLUGIN_FLAGS=(-load-plugin-executable "$plugin#$MACRO_PLUGIN_PRODUCT")
    log "[plugin] ready ($(seconds_since "$started"))"
fi

# ---------------------------------------------------------------------------
# 4. Type-check.
# ---------------------------------------------------------------------------

# What every compile shares. -wmo: one frontend for the whole module (without
# it, each file's job would load SwiftUI again: ten times slower).
SWIFTC_FLAGS=(
    -target "$TARGET"
    -sdk "$PREPARED_SDK"
    -resource-dir "$RESOURCE_DIR"
    -module-cache-path "$MODULE_CACHE"
    -plugin-path "$HOST_PLUGINS"
    -swift-version "$SWIFT_VERSION"
    -I "$PRODUCTS"
    -wmo
)
SWIFTC_FLAGS+=("${PLUGIN_FLAGS[@]}")

FAILED=0
# Compile from the repository, so diagnostics name files relative to it.
cd "$REPO"

# Runs the compiler, logs to $RUN_DIR/$1.log; on failure prints the log.
compile() {
    local label="$1"
    shift
    local out="$RUN_DIR/$label.log"
    if "$SWIFTC" "${SWIFTC_FLAGS[@]}" "$@" >"$out" 2>&1; then
        if [[ "${FORMSKIT_APPLE_VERBOSE:-0}" == 1 && -s "$out" ]]; then cat "$out"; fi
        return 0
    fi
    cat "$out"
    return 1
}

# The number of warnings in a log, for the summary.
warnings_in() { grep -cE '^[^ ]+:[0-9]+:[0-9]+: warning:' "$RUN_DIR/$1.log" 2>/dev/null || true; }

# Modules that failed, or were skipped because they import one that did: a
# later step that imports one of them is skipped (its errors would only be
# "no such module"); the others still run.
BROKEN=()
broken_import() {
    local module
    for module in "${BROKEN[@]}"; do
        if imports_module "$module" "$@"; then printf '%s' "$module"; return 0; fi
    done
    return 1
}

for i in "${!MODULES[@]}"; do
    read -r name _ dir <<<"${MODULES[i]}"
    if [[ "${PLAN[i]}" != check ]]; then
        log "[skip] $name: ${PLAN[i]}"
        record "$name" "skipped (${PLAN[i]})"
        continue
    fi
    if blocker="$(broken_import "$dir")"; then
        log "[skip] $name: imports $blocker, which did not pass"
        record "$name" "skipped (imports $blocker, which did not pass)"
        BROKEN+=("$name")
        continue
    fi
    mapfile -t files < <(swift_files_under "$dir")
    if [[ ${#files[@]} -eq 0 ]]; then
        record "$name" "skipped (no .swift files in $dir)"
        continue
    fi
    # SwiftPM gives a target with resources a `Bundle.module` accessor of
    # its own making; swiftc alone does not. Only its type matters here.
    if [[ -d "$REPO/$dir/Resources" ]]; then
        printf 'import Foundation\n\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle.main\n}\n' \
            >"$RUN_DIR/$name.resource_bundle_accessor.swift"
        files+=("$RUN_DIR/$name.resource_bundle_accessor.swift")
    fi
    started=$(now_ms)
    log "[module] $name: type-checking ${#files[@]} files of $dir"
    # A full type-check (function bodies included), then the module for the
    # steps after it. The module is emitted without bodies: generating code
    # against the Swift 5.10 standard library can crash this compiler (typed
    # throws), and bodies were just checked anyway.
    if compile "$name" -typecheck -parse-as-library -module-name "$name" "${LIBRARY_FLAGS[@]}" "${files[@]}" \
        && compile "$name.emit" -emit-module -parse-as-library -module-name "$name" "${LIBRARY_FLAGS[@]}" \
            -emit-module-path "$PRODUCTS/$name.swiftmodule" \
            -Xfrontend -experimental-skip-non-inlinable-function-bodies "${files[@]}"; then
        record "$name" "ok ($(warnings_in "$name") warnings, $(seconds_since "$started"))"
        log "[module] $name: ok ($(seconds_since "$started"))"
    else
        record "$name" "FAILED"
        log "[module] $name: FAILED"
        BROKEN+=("$name")
        FAILED=1
    fi
done

# A module name from a file name: letters, digits and _ only.
module_name_for() {
    local base
    base="$(basename "$1" .swift)"
    base="${base//[^A-Za-z0-9_]/_}"
    [[ "$base" =~ ^[0-9] ]] && base="_$base"
    printf '%s' "$base"
}

if [[ ! -d "$REPO/$SNIPPETS_DIR" ]]; then
    log "[skip] $SNIPPETS_DIR: no such folder"
    record "$SNIPPETS_DIR" "skipped (no folder)"
else
    mapfile -t snippets < <(find "$SNIPPETS_DIR" -maxdepth 1 -name '*.swift' -type f | LC_ALL=C sort)
    [[ ${#snippets[@]} -gt 0 ]] || record "$SNIPPETS_DIR" "skipped (no .swift files)"
    for file in "${snippets[@]}"; do
        module="$(module_name_for "$file")"
        started=$(now_ms)
        if blocker="$(broken_import "$file")"; then
            log "[skip] $file: imports $blocker, which did not pass"
            record "$file" "skipped (imports $blocker, which did not pass)"
            continue
        fi
        # A file with @main is a library file with an entry point; any other
        # file may hold top-level statements, as a snippet often does.
        mode=()
        grep -q '^[[:space:]]*@main' "$file" && mode=(-parse-as-library)
        if compile "snippet.$module" -typecheck -module-name "$module" "${mode[@]}" "$file"; then
            record "$file" "ok ($(warnings_in "snippet.$module") warnings, $(seconds_since "$started"))"
            log "[snippet] $file: ok"
        else
            record "$file" "FAILED"
            log "[snippet] $file: FAILED"
            FAILED=1
        fi
    done
fi

if [[ ! -d "$REPO/$APP_DIR" ]]; then
    log "[skip] $APP_DIR: no such folder"
    record "$APP_DIR" "skipped (no folder)"
elif blocker="$(broken_import "$APP_DIR")"; then
    log "[skip] $APP_DIR: imports $blocker, which did not pass"
    record "$APP_DIR" "skipped (imports $blocker, which did not pass)"
else
    # The app is a package of its own: it must resolve against this one
    # (a product it names that the package does not declare stops SwiftPM).
    # (Resolving writes the app's Package.resolved: removed after, unless it was there.)
    started=$(now_ms)
    had_resolved=0
    [[ -e "$REPO/$APP_DIR/Package.resolved" ]] && had_resolved=1
    resolved=0
    swift package show-dependencies --package-path "$REPO/$APP_DIR" --scratch-path "$RUN_DIR/app-resolution" \
        >"$RUN_DIR/app-resolution.log" 2>&1 && resolved=1
    [[ "$had_resolved" == 1 ]] || rm -f "$REPO/$APP_DIR/Package.resolved"
    if [[ "$resolved" == 1 ]]; then
        record "$APP_DIR (resolves)" "ok ($(seconds_since "$started"))"
    else
        cat "$RUN_DIR/app-resolution.log"
        record "$APP_DIR (resolves)" "FAILED"
        FAILED=1
    fi
    mapfile -t files < <(swift_files_under "$APP_DIR")
    started=$(now_ms)
    if [[ ${#files[@]} -eq 0 ]]; then
        record "$APP_DIR" "skipped (no .swift files)"
    else
        log "[app] $APP_MODULE: type-checking ${#files[@]} files of $APP_DIR"
        if compile "app" -typecheck -parse-as-library -module-name "$APP_MODULE" "${files[@]}"; then
            record "$APP_DIR" "ok ($(warnings_in app) warnings, $(seconds_since "$started"))"
            log "[app] $APP_MODULE: ok"
        else
            record "$APP_DIR" "FAILED"
            log "[app] $APP_MODULE: FAILED"
            FAILED=1
        fi
    fi
fi

# ---------------------------------------------------------------------------
# 4b. Names: no public type of ours at the top level of a module may share a
# name with a SwiftUI type, since users import both in one file. (Nested
# types, such as upstream FormsKit's `Validated<T>.State`, do not clash.)
# ---------------------------------------------------------------------------

swiftui_interface="$(find "$SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule" -name '*.swiftinterface' | head -n1)"
if [[ -z "$swiftui_interface" ]]; then
    record "names" "skipped (no SwiftUI interface in the SDK)"
else
    top_level_names() {
        grep -hoE '^(@[^ ]+ )*public (final )?(struct|enum|class|protocol|typealias|actor) [A-Za-z_][A-Za-z0-9_]*' "$@" \
            | awk '{print $NF}' | sort -u
    }
    mapfile -t our_sources < <(find "$REPO/Sources" -name '*.swift')
    clashes="$(comm -12 <(top_level_names "$swiftui_interface") <(top_level_names "${our_sources[@]}"))"
    if [[ -z "$clashes" ]]; then
        record "names" "ok (no public type shares a name with a SwiftUI type)"
    else
        record "names" "FAILED: $(echo "$clashes" | paste -sd ' ' -)"
        log "[names] public types named as SwiftUI types: $(echo "$clashes" | paste -sd ' ' -)"
        FAILED=1
    fi
fi

# ---------------------------------------------------------------------------
# 5. Summary.
# ---------------------------------------------------------------------------

echo
log "summary ($SDK_NAME, $TARGET, Swift $SWIFT_VERSION mode):"
width=0
for name in "${STEP_NAMES[@]}"; do ((${#name} > width)) && width=${#name}; done
for i in "${!STEP_NAMES[@]}"; do
    printf '  %-*s  %s\n' "$width" "${STEP_NAMES[i]}" "${STEP_RESULTS[i]}"
done
if [[ "$FAILED" -ne 0 ]]; then
    echo
    log "errors (full diagnostics above):"
    cat "$RUN_DIR"/*.log | grep -E '^[^ ]+:[0-9]+:[0-9]+: error:|^error:' | awk '!seen[$0]++' | sed 's/^/  /' || true
    exit 1
fi
log "all checks passed"
