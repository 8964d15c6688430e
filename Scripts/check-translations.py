#!/usr/bin/env python3
"""Checks the translations of FormsKit's own words against their English.

    Scripts/check-translations.py [TAG ...]

Each module keeps its English in code, in a Swift dictionary named
`english` (`static let english: [String: String] = [...]`), and each other
language in `Sources/<Module>/Resources/<tag>.lproj/Localizable.strings`.
For every such file (or only those of the tags given) this says, a line
each: keys the English has and the file lacks, keys the file has and the
English does not, plural forms the language needs and the file lacks
(`key|few`), and placeholders (`{count}`) that differ from the English.
A module whose texts are keyed by their English (the demo forms) has an
`english.txt` beside its Resources, one text a line, instead; a text that
depends on a number is listed with `|other` after it.

Exits 1 when anything is wrong. `swift test` checks the same, through the
catalogs themselves; this is quicker while translating.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The plural categories each language uses for whole numbers and decimals
# (Unicode CLDR 46). A language not listed needs `one` and `other`.
CATEGORIES = {
    "en": {"one", "other"}, "de": {"one", "other"}, "nl": {"one", "other"}, "sv": {"one", "other"},
    "fr": {"one", "many", "other"}, "es": {"one", "many", "other"}, "it": {"one", "many", "other"},
    "pt": {"one", "many", "other"}, "ja": {"other"}, "zh": {"other"}, "ko": {"other"},
    "ru": {"one", "few", "many", "other"}, "uk": {"one", "few", "many", "other"},
    "pl": {"one", "few", "many", "other"}, "cs": {"one", "few", "many", "other"},
    "ar": {"zero", "one", "two", "few", "many", "other"}, "he": {"one", "two", "other"},
}

PAIR = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*:\s*$|^\s*"((?:[^"\\]|\\.)*)"\s*:\s*"((?:[^"\\]|\\.)*)"\s*,?\s*$')
STRINGS_PAIR = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;\s*$')
PLACEHOLDER = re.compile(r"\{([A-Za-z]+)\}")


def english_of(module):
    """The English dictionary of a module's Swift code, key to text."""
    english = {}
    folder = os.path.join(ROOT, "Sources", module)
    for base, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".swift"):
                continue
            text = open(os.path.join(base, name), encoding="utf-8").read()
            start = text.find("static let english: [String: String] = [")
            if start < 0:
                continue
            body = text[start:text.index("\n    ]", start)]
            # A value may continue on the next line after `"key":`.
            pending = None
            for line in body.splitlines()[1:]:
                if pending is not None:
                    value = re.match(r'^\s*"((?:[^"\\]|\\.)*)"\s*,?\s*$', line)
                    if value:
                        english[pending] = value.group(1)
                    pending = None
                    continue
                match = PAIR.match(line)
                if match and match.group(1) is not None:
                    pending = match.group(1)
                elif match:
                    english[match.group(2)] = match.group(3)
    listed = os.path.join(folder, "english.txt")
    if os.path.exists(listed):
        for line in open(listed, encoding="utf-8"):
            text = line.rstrip("\n")
            if text:
                english[text] = text.split("|")[0]
    return english


def strings_of(path):
    entries, problems = {}, []
    in_comment = False
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        stripped = line.strip()
        if in_comment:
            in_comment = "*/" not in stripped
            continue
        if stripped.startswith("/*"):
            in_comment = "*/" not in stripped
            continue
        if not stripped or stripped.startswith("//"):
            continue
        match = STRINGS_PAIR.match(line)
        if not match:
            problems.append(f"{path}:{number}: not a \"key\" = \"value\"; line")
            continue
        if match.group(1) in entries:
            problems.append(f"{path}:{number}: {match.group(1)!r} twice")
        entries[match.group(1)] = match.group(2)
    return entries, problems


def check(module, tag, path, english):
    entries, problems = strings_of(path)
    language = tag.split("-")[0]
    needed = CATEGORIES.get(language, {"one", "other"})
    plural_bases = {key.split("|")[0] for key in english if "|" in key}
    for key, text in english.items():
        base = key.split("|")[0]
        if base in plural_bases:
            continue
        if key not in entries:
            problems.append(f"{path}: lacks {key!r} ({text!r})")
    for base in sorted(plural_bases):
        for category in sorted(needed):
            if f"{base}|{category}" not in entries:
                problems.append(f"{path}: lacks {base}|{category} (the {category} form of {english.get(base + '|other')!r})")
    for key, text in entries.items():
        base = key.split("|")[0]
        if key not in english and not (base in plural_bases and key.split("|")[-1] in needed):
            problems.append(f"{path}: has {key!r}, which the English does not")
            continue
        reference = english.get(key) or english.get(base + "|other") or ""
        wanted, given = set(PLACEHOLDER.findall(reference)), set(PLACEHOLDER.findall(text))
        # A plural form may leave its number out ("un caractère").
        if "|" in key:
            wanted.discard("count")
            given.discard("count")
        if wanted != given:
            problems.append(f"{path}: {key!r} has placeholders {sorted(given)}, the English {sorted(wanted)}")
    return problems


def main():
    wanted = set(sys.argv[1:])
    problems, checked = [], 0
    for module in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        resources = os.path.join(ROOT, "Sources", module, "Resources")
        if not os.path.isdir(resources):
            continue
        english = english_of(module)
        for folder in sorted(os.listdir(resources)):
            if not folder.endswith(".lproj"):
                continue
            tag = folder[: -len(".lproj")]
            if wanted and tag not in wanted:
                continue
            path = os.path.join(resources, folder, "Localizable.strings")
            if os.path.exists(path):
                checked += 1
                problems += check(module, tag, path, english)
    for problem in problems:
        print(problem)
    print(f"{checked} files checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
