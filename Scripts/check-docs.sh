#!/usr/bin/env bash
# Builds every DocC catalog with warnings treated as errors: a symbol link
# that no longer resolves, an ambiguous overload, a parameter left
# undocumented fails the check. swift-docc-plugin is added to the package
# only while FORMSKIT_DOCS is set (Package.swift), so apps that depend on
# FormsKit resolve nothing for it.
#
#     Scripts/check-docs.sh [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for catalog in Sources/*/*.docc; do targets+=("$(basename "$(dirname "$catalog")")"); done
fi
status=0
for target in "${targets[@]}"; do
    log=$(mktemp)
    if FORMSKIT_DOCS=1 swift package --disable-sandbox generate-documentation --target "$target" --warnings-as-errors >"$log" 2>&1; then
        echo "docs: $target ok"
    else
        echo "docs: $target FAILED"
        grep -E '^(error|warning):' -A2 "$log" | grep -v 'swift-distributed-tracing\|CMakeLists' || tail -20 "$log"
        status=1
    fi
    rm -f "$log"
done
exit $status
