#!/usr/bin/env bash
# Checks the library products' public API against the baseline in
# API/baseline.txt: a change that would break an app's code fails, unless
# API/accepted-breaks.txt lists it (a deliberate break, said in its commit).
#
#     Scripts/check-api.sh               check
#     Scripts/check-api.sh --regenerate  rebuild the baseline's dump
#
# Then the list of public declarations against API/public-symbols.txt
# (Scripts/public-api.py): the digester does not report a declaration
# moved from public to package, nor one added; the list's diff shows both.
#
# The baseline's API dump is kept in API/baselines/<commit>/, so the check
# does not build the baseline's package (ten minutes); made again with
# --regenerate (or when the dump is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=$(cat API/baseline.txt)
extra=()
if [ "${1:-}" = "--regenerate" ]; then extra+=(--regenerate-baseline); fi
products=(
    FormsKit FormsKitModel FormsKitHTML FormsKitTerminal FormsKitTerminalTesting FormsKitSwiftUI
    FormsKitWeb FormsKitHummingbird FormsKitVapor FormsKitWebTesting FormsKitHummingbirdTesting FormsKitVaporTesting
)
swift package diagnose-api-breaking-changes "$baseline" --products "${products[@]}" \
    --baseline-dir API/baselines --breakage-allowlist-path API/accepted-breaks.txt "${extra[@]}" 2>&1 |
    grep -v -e '^\[' -e "^warning: 'swift-" -e 'Docs.docc$' -e 'CMakeLists.txt$' -e '^Building for' -e '^Build complete'
Scripts/public-api.py check
