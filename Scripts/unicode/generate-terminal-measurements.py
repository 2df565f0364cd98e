#!/usr/bin/env python3
"""Writes Tests/RowKitTests/Text/Measurements/*.swift: what real terminals drew, string
by string, rebuilt from the measurements the ucs-detect project publishes.

ucs-detect (github jquast/ucs-detect, MIT licence, Copyright (c) 2020 Jeff Quast) prints
strings into a terminal and asks where the cursor went after each (`CSI 6 n`). Its
`data/<terminal>.yaml` files keep only the failures (strings where the terminal's
advance differed from what ucs-detect expected) and a count per test. This script
walks the same strings in the same order as ucs-detect did (its tables
`ucs_detect/table_wide.py`, `table_zwj.py`, `table_vs16.py`, `table_vs15.py`, and
the UDHR texts under `ucs_detect/udhr/` split into words), applies the same limits
(the session's `limit_codepoints`, `limit_errors`, `limit_words` and screen width), and
gives every string the terminal's width: the failure's `measured_by_terminal`, or the
expected width where the string passed. Every count it rebuilds is checked against the
file's `n_total` and every failure must be used exactly once, so a wrong rebuild stops
the script.

Expected widths: 2 for the wide table, ZWJ sequences and VS16 sequences, 1 for VS15
sequences (constants in ucs-detect's runner); for language words, `wcswidth` of the
Python package wcwidth 0.2.14 (the version every data file records) at the Unicode
version the file records as `unicode_wide_version`, as ucs-detect computed them.

Needs: a git directory of ucs-detect holding the pinned commit (pass it as the first
argument, or set UCS_DETECT_GIT), PyYAML and wcwidth 0.2.14:

    python3 -m venv /tmp/ucs && /tmp/ucs/bin/pip install wcwidth==0.2.14 pyyaml
    /tmp/ucs/bin/python Scripts/unicode/generate-terminal-measurements.py PATH/TO/ucs-detect.git

Prints SKIP and exits 0 when a package or the data is missing. Only the test data is
carried over (strings and widths), with its source and licence named; no code or prose.
"""

import codecs
import collections
import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

PIN = "1c95e9cea9b01992e775e9424421aedc6dcb31b6"  # 2025-11-09, main of jquast/ucs-detect
PINNED = {"wcwidth": "0.2.14"}
ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Tests" / "RowKitTests" / "Text" / "Measurements"

# The terminals RowKit has profiles for, by data file: (data file, profile name).
TERMINALS = [
    ("kitty", "kitty"), ("wezterm", "wezterm"), ("foot", "foot"), ("ghostty", "ghostty"),
    ("contour", "contour"), ("terminalexe", "windowsTerminal"), ("xterm", "xterm"),
    ("gnometerminal", "vte"), ("lxterminal", "vte"), ("terminator", "vte"),
    ("termit", "vte"), ("xfce4terminal", "vte"), ("konsole", "konsole"),
    ("alacritty", "alacritty"), ("iterm2", "iTerm2"), ("terminalapp", "terminalApp"),
    ("putty", "putty"), ("tmux", "tmux34"), ("screen", "screen"), ("st", "xterm"),
]
TABLE_TESTS = [  # (category, table module, variable, results key, expected width)
    ("wide", "table_wide", "WIDE_CHARACTERS", "unicode_wide_results", 2),
    ("zwj", "table_zwj", "EMOJI_ZWJ_SEQUENCES", "emoji_zwj_results", 2),
    ("vs16", "table_vs16", "VS16_NARROW_TO_WIDE", "emoji_vs16_results", 2),
    ("vs15", "table_vs15", "VS15_WIDE_TO_NARROW", "emoji_vs15_results", 1),
]
# ucs-detect's word boundaries besides whitespace; these are not measured themselves.
DELIMITERS = (" ", "\uff0c", "\u3001", ",", "\u200b", "\u3002", "\ua9c0", "\u0f0b")
LINE_CHANGED = "^"  # The cursor ended on another line: no width was measured.


def skip(reason):
    print(f"SKIP generate-terminal-measurements: {reason}")
    sys.exit(0)


def load_packages():
    for name, wanted in PINNED.items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            skip(f"{name} {wanted} is not installed (pip install {name}=={wanted} pyyaml)")
        if installed != wanted:
            skip(f"{name} {installed} is installed, {wanted} is pinned")
    try:
        import yaml
    except ImportError:
        skip("PyYAML is not installed (pip install pyyaml)")
    import wcwidth

    return yaml, wcwidth


class Source:
    """The pinned commit of a ucs-detect git directory."""

    def __init__(self, git_dir):
        self.git_dir = git_dir
        probe = subprocess.run(["git", "-C", git_dir, "cat-file", "-e", PIN + "^{commit}"],
                               capture_output=True)
        if probe.returncode != 0:
            skip(f"{git_dir} does not hold ucs-detect commit {PIN}")

    def read(self, path):
        return subprocess.run(["git", "-C", self.git_dir, "show", f"{PIN}:{path}"],
                              capture_output=True, check=True).stdout

    def names(self, folder):
        out = subprocess.run(["git", "-C", self.git_dir, "ls-tree", "--name-only", PIN,
                              folder + "/"], capture_output=True, check=True, text=True)
        return sorted(out.stdout.split(), key=os.path.basename)

    def table(self, module, variable):
        # The tables are plain tuples of integers: evaluated as data, nothing imported.
        text = self.read(f"ucs_detect/{module}.py").decode()
        namespace = {}
        exec(compile(text, module, "exec"), {"__builtins__": {}}, namespace)
        return namespace[variable]


def unescape(text):
    return codecs.decode(text, "unicode-escape")


def as_text(entry):
    return chr(entry) if isinstance(entry, int) else "".join(map(chr, entry))


def outcome(failure, expected):
    if failure.get("delta_ypos", 0) != 0:
        return LINE_CHANGED
    return failure.get("measured_by_terminal", expected)


def rebuild_tables(source, results, limits):
    """(category, group, text, width) for every string of the four table tests."""
    rows = []
    for category, module, variable, key, expected in TABLE_TESTS:
        for version, entries in source.table(module, variable):
            result = results[key].get(version)
            if result is None:
                continue
            failures = result["failed_codepoints"]
            used = errors = count = 0
            for entry in entries[: limits["limit_codepoints"]]:
                text = as_text(entry)
                count += 1
                if used < len(failures) and unescape(failures[used]["wchar"]) == text:
                    rows.append((category, version, text, outcome(failures[used], expected)))
                    used += 1
                    errors += 1
                    if errors >= limits["limit_errors"]:
                        break
                else:
                    rows.append((category, version, text, expected))
            if used != len(failures) or count != result["n_total"]:
                sys.exit(f"{category} {version}: rebuilt {count} strings and {used} failures, "
                         f"the data says {result['n_total']} and {len(failures)}")
    return rows


def word_splitter(line):
    """Words and the separators between them, in order (as ucs-detect splits a line)."""
    separator = "[\\s" + "".join(DELIMITERS[1:]) + "]"
    parts, last = [], 0
    for match in re.finditer(separator, line):
        if match.start() > last:
            parts.append(line[last:match.start()])
        parts.append(match.group())
        last = match.end()
    if last < len(line):
        parts.append(line[last:])
    return parts


def udhr_texts(source, wcwidth, version):
    """(language, text) for every UDHR file ucs-detect tests at `version`: those with a
    line whose width is not its length."""
    for path in source.names("ucs_detect/udhr"):
        if not path.lower().endswith(".txt"):
            continue
        lines = source.read(path).decode().splitlines(True)
        language = lines[0].split("-", 1)[1].strip()
        start = next(i for i, line in enumerate(lines) if i > 0 and line.startswith("---"))
        body = lines[start + 1:]
        interesting = False
        for line in body:
            stripped = line.strip()
            if stripped:
                width = wcwidth.wcswidth(stripped, unicode_version=version)
                if width == -1 or width != len(stripped):
                    interesting = True
                    break
        if interesting:
            words = []
            for line in body:
                words += line.strip().split()
            yield language, " ".join(words)


def rebuild_languages(source, wcwidth, results, version, screen_width, limits):
    rows = []
    state = collections.defaultdict(lambda: [0, 0, 0])  # failures used, passed, failed
    for language, text in udhr_texts(source, wcwidth, version):
        failures = results.get(language, {}).get("failed", [])
        counts = state[language]
        for line in [part.strip() for part in text.splitlines() if part.strip()]:
            for word in word_splitter(line):
                if counts[1] >= limits["limit_words"] or counts[2] >= limits["limit_errors"]:
                    break
                expected = wcwidth.wcswidth(word, unicode_version=version)
                if expected >= screen_width or word in DELIMITERS:
                    continue
                used = counts[0]
                if used < len(failures) and unescape(failures[used]["wchars"]) == word:
                    rows.append(("lang", language, word, outcome(failures[used], expected)))
                    counts[0] += 1
                    counts[2] += 1
                else:
                    rows.append(("lang", language, word, expected))
                    counts[1] += 1
    for language, result in results.items():
        counts = state.get(language)
        if counts is None or counts[0] != len(result["failed"]) \
                or counts[1] + counts[2] != result["n_total"]:
            sys.exit(f"language {language}: rebuilt {counts}, the data says "
                     f"{result['n_total']} strings and {len(result['failed'])} failures")
    return rows


def rebuild(source, yaml, wcwidth, name):
    document = yaml.load(source.read(f"data/{name}.yaml"), Loader=yaml.SafeLoader
                         if not getattr(yaml, "__with_libyaml__", False) else yaml.CSafeLoader)
    if document.get("wcwidth_version") != PINNED["wcwidth"]:
        sys.exit(f"{name}: measured against wcwidth {document.get('wcwidth_version')}")
    limits = document["session_arguments"]
    results = document["test_results"]
    version = results.get("unicode_wide_version") or "auto"
    rows = rebuild_tables(source, results, limits)
    rows += rebuild_languages(source, wcwidth, results.get("language_results") or {},
                              version, document["width"], limits)
    return document, rows


def escape(text):
    """The text with `\\u{...}` for backslashes and characters that are invisible or
    unsafe in a source file (controls, format characters, separators, unassigned)."""
    import unicodedata

    out = []
    for char in text:
        category = unicodedata.category(char)
        if char == "\\" or category in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn") \
                or (category == "Zs" and char != " ") or char in "\"#":
            out.append("\\u{%X}" % ord(char))
        else:
            out.append(char)
    return "".join(out)


def outcome_token(outcomes):
    return "|".join(str(o) for o in sorted(outcomes, key=str))


def main():
    git_dir = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("UCS_DETECT_GIT")
    if not git_dir:
        skip("no ucs-detect git directory given (argument or UCS_DETECT_GIT)")
    yaml, wcwidth = load_packages()
    source = Source(git_dir)
    licence = source.read("LICENSE").decode().splitlines()
    if not licence or licence[0].strip() != "MIT License":
        sys.exit("ucs-detect's licence is no longer MIT: check it before carrying data over")

    # Every distinct (category, text), in first-seen order with the group (Unicode
    # version or language) it was first seen in, and each terminal's
    # outcomes for it (usually one width; more when the same word was drawn differently).
    keys, index = [], {}
    measured = {}
    details = {}
    for name, profile in TERMINALS:
        document, rows = rebuild(source, yaml, wcwidth, name)
        outcomes = collections.defaultdict(set)
        for category, group, text, width in rows:
            key = (category, text)
            if key not in index:
                index[key] = len(keys)
                keys.append((category, group, text))
            outcomes[index[key]].add(width)
        measured[name] = outcomes
        results = document["terminal_results"]
        attributes = results.get("device_attributes") or {}
        mode = (results.get("modes") or {}).get(2027) or {}
        details[name] = {
            "profile": profile,
            "software": f"{document.get('software_name')} {document.get('software_version')}",
            "term": results.get("ttype") or "",
            "attributes": [attributes.get("service_class")] + list(attributes.get("extensions", []))
            if attributes else [],
            "mode2027": mode.get("value", -1),
            "unicode": document["test_results"].get("unicode_wide_version") or "",
            "count": len(rows),
        }
        print(f"{name}: {len(rows)} measurements, {len(outcomes)} distinct strings")

    # The reference width of a string: the one most terminals drew (ties: the smaller);
    # each terminal's data lists only where it differs, so the files stay small.
    reference = []
    for position in range(len(keys)):
        votes = collections.Counter()
        for outcomes in measured.values():
            if position in outcomes and len(outcomes[position]) == 1:
                (width,) = outcomes[position]
                if width != LINE_CHANGED:
                    votes[width] += 1
        reference.append(min(votes, key=lambda w: (-votes[w], w)) if votes else 1)

    OUTPUT.mkdir(parents=True, exist_ok=True)
    header = (
        "// Generated by Scripts/unicode/generate-terminal-measurements.py; do not edit.\n"
        f"// Source: ucs-detect (github jquast/ucs-detect) commit {PIN},\n"
        "// data/*.yaml, ucs_detect/table_*.py and ucs_detect/udhr: MIT License,\n"
        "// Copyright (c) 2020 Jeff Quast. Rebuilt string by string; see the script.\n")
    categories = {"wide": [], "zwj": [], "vs16": [], "vs15": [], "lang": []}
    # Strings are numbered in the order of `keys`; each category's strings are in that
    # order and the categories follow one another, so that order is the file's.
    order = sorted(range(len(keys)), key=lambda p: list(categories).index(keys[p][0]))
    if order != list(range(len(keys))):
        sys.exit("strings of different categories interleave")
    last_group = {}
    for position, (category, group, text) in enumerate(keys):
        if last_group.get(category) != group:
            categories[category].append("@" + escape(group))
            last_group[category] = group
        categories[category].append(f"{reference[position]} {escape(text)}")
    with open(OUTPUT / "MeasuredStrings.swift", "w") as out:
        out.write(header + "\n")
        out.write("/// Every string a terminal was measured on, by category, numbered from 0 in\n"
                  "/// the order of the categories here: lines of `reference text`, after a line\n"
                  "/// `@group` that names the Unicode version or language of the strings after it.\n"
                  "/// The reference is the width most terminals drew. Text escapes `\\u{...}`.\n")
        out.write("enum MeasuredStrings {\n")
        out.write(f"  static let count = {len(keys)}\n")
        for category, lines in categories.items():
            out.write(f"\n  static let {category} = #\"\"\"\n")
            for line in lines:
                out.write("    " + line + "\n")
            out.write("    \"\"\"#\n")
        out.write("}\n")

    with open(OUTPUT / "MeasuredTerminals.swift", "w") as out:
        out.write(header + "\n")
        out.write("/// What each terminal drew: its details, then run-length tokens over the\n"
                  "/// strings by index: `+n` n strings drawn at their reference width, `~n` n\n"
                  "/// strings not measured, a width (or `a|b` when one string was drawn both ways,\n"
                  "/// `^` when the cursor ended on another line) for the next string, `w*n` for\n"
                  "/// the next n strings.\n")
        out.write("enum MeasuredTerminals {\n")
        out.write("  static let all: [MeasuredTerminal] = [\n")
        for name, _ in TERMINALS:
            detail = details[name]
            outcomes = measured[name]
            tokens, run, gap = [], 0, 0

            def flush():
                nonlocal run, gap
                if run:
                    tokens.append(f"+{run}")
                if gap:
                    tokens.append(f"~{gap}")
                run = gap = 0

            for position in range(len(keys)):
                seen = outcomes.get(position)
                if seen is None:
                    if run:
                        flush()
                    gap += 1
                elif seen == {reference[position]}:
                    if gap:
                        flush()
                    run += 1
                else:
                    flush()
                    token = outcome_token(seen)
                    if tokens and tokens[-1].split("*")[0] == token:
                        repeat = tokens[-1].split("*")
                        tokens[-1] = f"{token}*{int(repeat[1]) + 1 if len(repeat) > 1 else 2}"
                    else:
                        tokens.append(token)
            flush()
            lines, line = [], ""
            for token in tokens:
                if len(line) + len(token) > 84:
                    lines.append(line)
                    line = ""
                line += ("" if not line else " ") + token
            if line:
                lines.append(line)
            body = "\n".join("        " + text for text in lines)
            attributes = ", ".join(str(a) for a in detail["attributes"])
            out.write(
                "    MeasuredTerminal(\n"
                f"      file: \"{name}\", profile: \"{detail['profile']}\",\n"
                f"      software: \"{escape(detail['software'])}\", term: \"{detail['term']}\",\n"
                f"      deviceAttributes: [{attributes}], mode2027: {detail['mode2027']},\n"
                f"      unicodeVersion: \"{detail['unicode']}\", measurements: {detail['count']},\n"
                "      widths: \"\"\"\n"
                f"{body}\n"
                "        \"\"\"),\n")
        out.write("  ]\n}\n")
    print(f"wrote {len(keys)} strings and {len(TERMINALS)} terminals to {OUTPUT}")


if __name__ == "__main__":
    main()
