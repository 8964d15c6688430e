#!/usr/bin/env python3
"""The public declarations of FormsKit's library modules, from the package's
symbol graphs (`swift package dump-symbol-graph`, public and open only,
synthesized members left out).

    Scripts/public-api.py count          each module's count
    Scripts/public-api.py write          write API/public-symbols.txt
    Scripts/public-api.py check          fail when the list differs from it

The list is what Scripts/check-api.sh holds the code to: the API digester
does not report a declaration moved from `public` to `package`, nor one
added, so each such change shows here, in the list's diff, to be reviewed.
"""
import glob, json, os, subprocess, sys

MODULES = ["FormsKit", "FormsKitModel", "FormsKitHTML", "FormsKitTerminal", "FormsKitTerminalTesting", "FormsKitSwiftUI",
           "FormsKitWeb", "FormsKitHummingbird", "FormsKitVapor", "FormsKitWebTesting", "FormsKitHummingbirdTesting",
           "FormsKitVaporTesting"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "API", "public-symbols.txt")


def symbols():
    run = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public", "--skip-synthesized-members"],
                         cwd=ROOT, capture_output=True, text=True)
    folder = next((line[len("Files written to "):].strip() for line in (run.stdout + run.stderr).splitlines()
                   if line.startswith("Files written to ")), None)
    if run.returncode != 0 or folder is None:
        sys.exit("public-api: swift package dump-symbol-graph failed:\n" + run.stdout[-2000:] + run.stderr[-2000:])
    lines = {}
    for module in MODULES:
        files = glob.glob(f"{folder}/{module}.symbols.json") + glob.glob(f"{folder}/{module}@*.symbols.json")
        if not files:
            sys.exit(f"public-api: no symbol graph for {module}")
        found = []
        for path in files:
            for symbol in json.load(open(path))["symbols"]:
                if symbol["accessLevel"] in ("public", "open"):
                    found.append(f"{module} {symbol['kind']['identifier'].removeprefix('swift.')} {'.'.join(symbol['pathComponents'])}")
        lines[module] = sorted(found)
    return lines


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "count"
    lines = symbols()
    if mode == "count":
        for module in MODULES:
            print(f"{module:28} {len(lines[module]):5}")
        print(f"{'total':28} {sum(len(v) for v in lines.values()):5}")
    elif mode == "write":
        with open(LIST, "w") as out:
            for module in MODULES:
                out.writelines(line + "\n" for line in lines[module])
        print(f"public-api: wrote {LIST}")
    elif mode == "check":
        now = [line for module in MODULES for line in lines[module]]
        kept = open(LIST).read().splitlines() if os.path.exists(LIST) else []
        if now == kept:
            print(f"public-api: {len(now)} public declarations, as API/public-symbols.txt lists them")
            return
        import difflib
        sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(kept, now, "API/public-symbols.txt", "now", lineterm="", n=0))
        sys.exit("public-api: the public API differs from API/public-symbols.txt. If the change is meant, "
                 "run Scripts/public-api.py write and commit the list with it.")
    else:
        sys.exit(__doc__)


main()
