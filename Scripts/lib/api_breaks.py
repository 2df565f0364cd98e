#!/usr/bin/env python3
"""Which API breakages CHANGELOG.md's Unreleased section does not name.

    api_breaks.py CHANGELOG BREAKAGES   prints each breakage the changelog does not
                                        name and exits 1 if there is one, else 0
    api_breaks.py --self-test           checks the rules below on made-up cases

BREAKAGES holds one breakage a line, as swift-api-digester and `swift package
diagnose-api-breaking-changes` print them after "API breakage: ", for example
`func TableView.move(_:to:) has been removed`: a declaration kind, the symbol, what
happened to it.

A breakage is named when
  - a list item under Unreleased's "### Breaking" starts with the symbol in backticks
    (`TableView.move(_:to:)`; an accessor's breakage, `TableView.focus.Set()`, is named
    by its property, `TableView.focus`), or
  - it is a type change (`has parameter 0 type change from RowKit.IndexPath to
    RowKit.RowPath`, `has return type change ...`, `has declared type change ...`) that
    the renames under Unreleased's "### Deprecated" (items written `Old` → `New`)
    explain: renaming the old type gives the new one. A deprecated alias keeps such
    code compiling, so the change breaks nothing a user writes.
"""
import re
import sys

KINDS = (
    "accessor|associatedtype|class|constructor|enum|enumelement|func|globalvar|import|"
    "infixoperator|macro|postfixoperator|prefixoperator|protocol|struct|subscript|"
    "typealias|var|let|module"
)
BREAKAGE = re.compile(r"^(?:" + KINDS + r") (\S+) (.*)$", re.IGNORECASE)
TYPE_CHANGE = re.compile(
    r"^has (?:parameter \d+ |return |declared )type change from (.+) to (.+)$")
ACCESSOR = re.compile(r"\.(?:Get|Set|Modify|Read|Address|MutableAddress|WillSet|DidSet)\(\)$")
RENAME = re.compile(r"^- `([^`]+)` → `([^`]+)`")
MODULE_PREFIX = re.compile(r"\b(?:Swift|RowKit[A-Za-z]*|Foundation|_Concurrency)\.")


def unreleased_items(changelog):
    """The list items of each ### subsection of ## [Unreleased], continuation lines
    joined with a space."""
    items = {}
    inside = False
    heading = None
    for line in changelog.splitlines():
        if line.startswith("## "):
            inside = line.strip() == "## [Unreleased]"
            heading = None
        elif not inside:
            continue
        elif line.startswith("### "):
            heading = line[4:].strip()
            items.setdefault(heading, [])
        elif heading and line.startswith("- "):
            items[heading].append(line)
        elif heading and line.startswith("  ") and items[heading]:
            items[heading][-1] += " " + line.strip()
    return items


def named_symbols(items):
    """The symbols the Breaking items start with."""
    symbols = set()
    for item in items.get("Breaking", []):
        match = re.match(r"^- `([^`]+)`", item)
        if match:
            symbols.add(match.group(1))
    return symbols


def renames(items):
    """(old, new) for each Deprecated item written `Old` → `New`."""
    return [m.groups() for m in map(RENAME.match, items.get("Deprecated", [])) if m]


def unqualified(type_text):
    return MODULE_PREFIX.sub("", type_text)


def renamed(type_text, pairs):
    """type_text with every old name of pairs replaced by its new name."""
    for old, new in pairs:
        type_text = re.sub(r"(?<![\w.])" + re.escape(old) + r"(?![\w])", new, type_text)
    return type_text


def is_named(breakage, symbols, pairs):
    match = BREAKAGE.match(breakage)
    if not match:
        return False
    symbol, rest = match.groups()
    if symbol in symbols or ACCESSOR.sub("", symbol) in symbols:
        return True
    change = TYPE_CHANGE.match(rest)
    if change and pairs:
        old, new = (unqualified(t) for t in change.groups())
        return renamed(old, pairs) == new
    return False


def unnamed(changelog, breakages):
    items = unreleased_items(changelog)
    symbols = named_symbols(items)
    pairs = renames(items)
    return [b for b in breakages if not is_named(b, symbols, pairs)]


def self_test():
    changelog = """# Changelog
## [Unreleased]
### Breaking
- `TableView.move(_:to:)`: gone; write `perform(.move(...))`.
- `TableView.focus`: read-only
  now.
### Added
- `TableView.fresh`: new.
### Deprecated
- `IndexPath` → `RowPath`: the old name is a deprecated alias.
- `TextCanvas.Cell` → `TextCanvas.Slot`, likewise.
- `Cell.reuseIdentifier`: deprecated, no replacement.
### Fixed
## [0.2.0] - 2026-12-01
### Breaking
- `Node.height(forWidth:)`: an old break.
"""
    cases = [
        ("func TableView.move(_:to:) has been removed", True),
        ("accessor TableView.focus.Set() has been removed", True),
        ("var TableView.focus is now read-only", True),
        ("func Node.height(forWidth:) has been removed", False),  # an older release's
        ("func TableView.fresh() has been removed", False),  # named under Added only
        ("func TableView.row(at:) has parameter 0 type change from RowKit.IndexPath to "
         "RowKit.RowPath", True),
        ("func TableView.indexPath(of:) has return type change from RowKit.IndexPath? to "
         "RowKit.RowPath?", True),
        ("func TableView.rows(at:) has parameter 0 type change from [RowKit.IndexPath] to "
         "[RowKit.RowPath]", True),
        ("func TextCanvas.cell(at:) has return type change from RowKit.TextCanvas.Cell to "
         "RowKit.TextCanvas.Slot", True),
        ("func TableView.row(at:) has parameter 0 type change from RowKit.IndexPath to "
         "Swift.Int", False),
        ("func TableView.path(_:) has return type change from RowKit.MyIndexPath to "
         "RowKit.MyRowPath", False),
        ("var Cell.reuseIdentifier has been removed", False),
        ("enumelement InputEvent.report has been added as a new enum case", False),
        ("a line that is no breakage", False),
    ]
    failures = 0
    items = unreleased_items(changelog)
    symbols, pairs = named_symbols(items), renames(items)
    for breakage, expected in cases:
        if is_named(breakage, symbols, pairs) != expected:
            print(f"api_breaks self-test: expected named={expected}: {breakage}")
            failures += 1
    if items.get("Breaking", [])[1:] != ["- `TableView.focus`: read-only now."]:
        print(f"api_breaks self-test: continuation lines not joined: {items.get('Breaking')}")
        failures += 1
    if failures:
        return 1
    print(f"api_breaks: self-test passed ({len(cases) + 1} cases)")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 3:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as handle:
        changelog = handle.read()
    with open(argv[2], encoding="utf-8") as handle:
        breakages = [line.rstrip("\n") for line in handle if line.strip()]
    missing = unnamed(changelog, breakages)
    for breakage in missing:
        print(breakage)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
