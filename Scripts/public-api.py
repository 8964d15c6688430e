#!/usr/bin/env python3
"""The public declarations of FormsKit's library modules, from the package's
symbol graphs (`swift package dump-symbol-graph`, public and open only,
synthesized members left out), and apart from them those behind an SPI
(`@_spi(FormsKitSurface)`: for people who write surfaces and row kinds).

    Scripts/public-api.py count          each module's counts
    Scripts/public-api.py write          write API/public-symbols.txt and API/spi-symbols.txt
    Scripts/public-api.py check          fail when the lists differ from them

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
SPI_LIST = os.path.join(ROOT, "API", "spi-symbols.txt")


def symbols():
    run = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public", "--skip-synthesized-members",
                          "--include-spi-symbols"],
                         cwd=ROOT, capture_output=True, text=True)
    folder = next((line[len("Files written to "):].strip() for line in (run.stdout + run.stderr).splitlines()
                   if line.startswith("Files written to ")), None)
    if run.returncode != 0 or folder is None:
        sys.exit("public-api: swift package dump-symbol-graph failed:\n" + run.stdout[-2000:] + run.stderr[-2000:])
    lines, spi = {}, {}
    for module in MODULES:
        files = glob.glob(f"{folder}/{module}.symbols.json") + glob.glob(f"{folder}/{module}@*.symbols.json")
        if not files:
            sys.exit(f"public-api: no symbol graph for {module}")
        found, behind = [], []
        for path in files:
            for symbol in json.load(open(path))["symbols"]:
                if symbol["accessLevel"] in ("public", "open"):
                    line = f"{module} {symbol['kind']['identifier'].removeprefix('swift.')} {'.'.join(symbol['pathComponents'])}"
                    (behind if symbol.get("spi") else found).append(line)
        lines[module], spi[module] = sorted(found), sorted(behind)
    return lines, spi


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "count"
    lines, spi = symbols()
    if mode == "count":
        print(f"{'module':28} {'public':>6} {'SPI':>6}")
        for module in MODULES:
            print(f"{module:28} {len(lines[module]):6} {len(spi[module]):6}")
        print(f"{'total':28} {sum(len(v) for v in lines.values()):6} {sum(len(v) for v in spi.values()):6}")
    elif mode == "write":
        for path, found in ((LIST, lines), (SPI_LIST, spi)):
            with open(path, "w") as out:
                for module in MODULES:
                    out.writelines(line + "\n" for line in found[module])
            print(f"public-api: wrote {path}")
    elif mode == "check":
        failed = False
        for path, found, what in ((LIST, lines, "public declarations"), (SPI_LIST, spi, "SPI declarations")):
            now = [line for module in MODULES for line in found[module]]
            kept = open(path).read().splitlines() if os.path.exists(path) else []
            name = os.path.relpath(path, ROOT)
            if now == kept:
                print(f"public-api: {len(now)} {what}, as {name} lists them")
                continue
            import difflib
            sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(kept, now, name, "now", lineterm="", n=0))
            print(f"public-api: the {what} differ from {name}.")
            failed = True
        if failed:
            sys.exit("public-api: if the change is meant, run Scripts/public-api.py write and commit the lists with it.")
    else:
        sys.exit(__doc__)


main()
