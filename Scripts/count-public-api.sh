#!/usr/bin/env bash
# Counts the public (and open) declarations of each library product's
# module, from the package's symbol graphs (synthesized members left out;
# extensions of other modules' types counted with their module).
#
#     Scripts/count-public-api.sh [PACKAGE-FOLDER]    (default: this one, built)
set -euo pipefail
package=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$package"
folder=$(swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members 2>&1 | sed -n 's/^Files written to //p')
python3 - "$folder" <<'PY'
import glob, json, sys
folder = sys.argv[1]
modules = ["FormsKit", "FormsKitModel", "FormsKitHTML", "FormsKitTerminal", "FormsKitTerminalTesting", "FormsKitSwiftUI",
           "FormsKitWeb", "FormsKitHummingbird", "FormsKitVapor", "FormsKitWebTesting", "FormsKitHummingbirdTesting", "FormsKitVaporTesting"]
total = 0
for module in modules:
    files = glob.glob(f"{folder}/{module}.symbols.json") + glob.glob(f"{folder}/{module}@*.symbols.json")
    count = sum(1 for f in files for s in json.load(open(f))["symbols"] if s["accessLevel"] in ("public", "open"))
    total += count
    print(f"{module:28} {count:5}")
print(f"{'total':28} {total:5}")
PY
