#!/usr/bin/env python3
"""Fits terminal profiles to the measurements: a model of how a terminal measures text,
with named quirks, replayed against what each terminal drew.

Input: the files MeasurementDumpTests writes (scalars.tsv, strings.tsv, terminals.tsv):

    ROWKIT_MEASUREMENT_DUMP=/tmp/fit swift test --filter MeasurementDumpTests
    python3 Scripts/unicode/profile-fitting/fit.py /tmp/fit            # every profile
    python3 Scripts/unicode/profile-fitting/fit.py /tmp/fit kitty 20    # one, 20 classes
    python3 Scripts/unicode/profile-fitting/fit.py /tmp/fit kitty 20 "mc=1"  # try a quirk

Needs the PyPI packages wcwidth 0.2.14 (its per-version wide tables: the Unicode version
since which a scalar is wide) and regex (grapheme clusters, to tell spacing marks that
are Grapheme_Extend); prints SKIP without them. For each terminal it prints the
agreement, the strings measured narrower than the terminal drew, and the largest classes
of disagreement (category, model width, terminal widths, examples): the evidence each
quirk below was derived from. Scalar properties and clusters come from RowKit (Swift
6.3's Unicode 17 data), so the model measures the clusters RowKit measures.

Quirks (a profile sets some; the defaults are RowKit's grapheme-cluster rules):
  family      "cluster" (a grapheme cluster is a unit) or "cp" (each code point advances)
  version     the Unicode version of the terminal's width tables: a scalar assigned, or
              made wide, later than it is drawn 1 column
  mc          columns a spacing mark adds after its base (clusters)
  mc_alone    columns of a spacing mark that starts a cluster
  am          columns U+0E33, U+0EB3, U+FF9E, U+FF9F add after their base
  conj, cap   columns a consonant joined by a virama adds, and the cap on a cluster
  mark_alone  columns of a combining mark that starts a cluster
  vs16, vs15  "widen"/"narrow": the selector changes the width; "ignore": the base decides
  keycap_vs16 "narrow": VS16 after an ASCII keycap base (# * 0-9) does not widen
  zwj         "join": an emoji ZWJ sequence is one 2-column unit (its parts must be in
              the terminal's version); "none": parts add up (cp); "base": the sequence
              takes its base's width
  zwj_known   a ZWJ sequence joins only when the terminal's version knows all its parts
  late_tones  skin tones after the first scalar of a joined ZWJ sequence add 2 each (tmux)
  ext_mc0     spacing marks that are Grapheme_Extend take 0 columns (cp)
  cf1         ZWJ, ZWNJ and other format characters take 1 column (Terminal.app)
"""

import collections
import sys

try:
    import regex
    from wcwidth import table_wide
except ImportError:
    print("SKIP fit.py: needs the PyPI packages regex and wcwidth==0.2.14")
    sys.exit(0)

FE0F, FE0E, ZWJ, ZWNJ = 0xFE0F, 0xFE0E, 0x200D, 0x200C
SPACING, VIRAMA, LETTER, EMOJI, MODIFIER_BASE, PREPEND = 1, 2, 3, 4, 5, 6

# The profiles found so far, by terminal data file.
PROFILES = {
    "kitty": dict(version=(16, 0), mc=0, mc_alone=0, am=0, conj=0),
    "wezterm": dict(version=(16, 0), mc=0, mc_alone=0, am=1, vs16="ignore", vs15="ignore"),
    "foot": dict(version=(16, 0), mc=0, mc_alone=0, am=1, zwj_known=1),
    "ghostty": dict(version=(15, 0), mc=0, mc_alone=1, am=0, cap=99, keycap_vs16="narrow"),
    "contour": dict(version=(16, 0), mc=0, mc_alone=1, am=0, cap=99, vs16="ignore",
                    vs15="ignore", mark_alone=1, zwj="base"),
    "terminalexe": dict(version=(16, 0), vs15="ignore", mark_alone=0),
    "xterm": dict(family="cp", version=(16, 0)),
    "st": dict(family="cp", version=(16, 0)),
    "gnometerminal": dict(family="cp", version=(15, 0)),
    "lxterminal": dict(family="cp", version=(15, 0)),
    "terminator": dict(family="cp", version=(15, 0)),
    "termit": dict(family="cp", version=(15, 0)),
    "xfce4terminal": dict(family="cp", version=(15, 0)),
    "putty": dict(family="cp", version=(14, 0)),
    "alacritty": dict(family="cp", version=(17, 0), ext_mc0=1),
    "terminalapp": dict(family="cp", version=(16, 0), cf1=1),
    "tmux": dict(family="cp", version=(16, 0), zwj="join", vs16="widen", late_tones=1),
    "konsole": dict(family="cp", version=(15, 0), zwj="join", vs16="widen", ext_mc0=1),
    "screen": dict(family="cp", version=(15, 1)),
    "iterm2": dict(version=(16, 0), vs15="ignore"),
}
DEFAULTS = dict(family="cluster", version=(17, 0), mc=1, mc_alone=1, conj=1, cap=2,
                vs16="widen", vs15="narrow", zwj="join")


def load(directory):
    scalars = {}
    for line in open(f"{directory}/scalars.tsv"):
        f = line.rstrip("\n").split("\t")
        age = tuple(map(int, f[5].split("."))) if f[5] != "none" else (99, 0)
        scalars[int(f[0])] = dict(cw=int(f[1]), pw=int(f[2]), role=int(f[3]), age=age,
                                  emoji=f[6] == "1", gc=f[8])
    strings = []
    for line in open(f"{directory}/strings.tsv"):
        f = line.rstrip("\n").split("\t")
        values = list(map(int, f[3].split(",")))
        clusters, start = [], 0
        for count in map(int, f[7].split(",")) if f[7] else []:
            clusters.append(values[start:start + count])
            start += count
        strings.append(dict(category=f[1], group=f[2], scalars=values, clusters=clusters))
    terminals = {}
    for line in open(f"{directory}/terminals.tsv"):
        name, rest = line.rstrip("\n").split("\t")
        terminals[name] = [None if x == "." else ("^" if x == "^" else set(map(int, x.split("|"))))
                           for x in rest.split(",")]
    return scalars, strings, terminals


class Model:
    def __init__(self, scalars, quirks):
        self.s = scalars
        self.q = dict(DEFAULTS, **quirks)
        if self.q["family"] == "cp":
            self.q = dict(dict(DEFAULTS, zwj="none", vs16="none"), **quirks)
        versions = sorted(table_wide.WIDE_EASTASIAN, key=lambda v: tuple(map(int, v.split("."))))
        self.wide_since = {}
        for version in versions:
            for low, high in table_wide.WIDE_EASTASIAN[version]:
                for value in range(low, high + 1):
                    self.wide_since.setdefault(value, tuple(map(int, version.split(".")[:2])))
        self.extend_marks = {v for v, p in scalars.items() if p["gc"] == "spacingMark"
                             and len(regex.findall(r"\X", "\U0001F3F3" + chr(v) + "\u200d\U0001F308")) == 1}

    def known(self, value):
        p = self.s[value]
        since = p["age"]
        if p["cw"] == 2 and value in self.wide_since:
            since = max(since, self.wide_since[value])
        return since <= self.q["version"]

    def scalar(self, value, first=True):
        if value < 0x80:
            return 1 if 0x20 <= value < 0x7F else 0
        p = self.s[value]
        if not self.known(value):
            return 1
        return p["cw"] if first and self.q["family"] == "cluster" else p["pw"]

    def cluster(self, c):
        q, settled, i = self.q, 0, 0
        while i < len(c) - 1 and self.s[c[i]]["role"] == PREPEND:
            settled += self.scalar(c[i])
            i += 1
        base, rest = c[i], c[i + 1:]
        b = self.s[base]
        width = self.scalar(base)
        if b["role"] == SPACING and self.known(base) and b["gc"] == "spacingMark":
            width = q["mc_alone"]
        if b["gc"] in ("nonspacingMark", "enclosingMark") and "mark_alone" in q:
            width = q["mark_alone"]
        if not rest:
            return settled + width
        if b["role"] in (EMOJI, MODIFIER_BASE):
            second = rest[0]
            if ZWJ in rest and len(rest) > 1:
                if q["zwj"] == "base":
                    return settled + width
                if not q.get("zwj_known") or all(self.known(v) for v in c if v >= 0x80):
                    return settled + 2
                return settled + sum(self.cluster(part) for part in split_zwj(c))
            if second == FE0F:
                if q.get("keycap_vs16") == "narrow" and base < 0x80:
                    return settled + width
                return settled + (2 if q["vs16"] == "widen" else width)
            if second == FE0E:
                return settled + (1 if q["vs15"] == "narrow" else width)
            if 0x1F3FB <= second <= 0x1F3FF and b["role"] == MODIFIER_BASE:
                return settled + 2
            return settled + width
        if width == 0:
            return settled
        linked = False
        for value in rest:
            p = self.s[value]
            if p["role"] == SPACING:
                width += q["mc"] if p["gc"] == "spacingMark" else q.get("am", q["mc"])
            elif p["role"] == VIRAMA:
                linked = True
                continue
            elif p["role"] == LETTER and linked:
                width += q["conj"]
            elif 0x1F3FB <= value <= 0x1F3FF:
                width += 2
            if value != ZWJ and p["cw"] != 0:
                linked = False
        return settled + min(width, q["cap"])

    def code_points(self, values):
        q, total, previous = self.q, 0, None
        for value in values:
            width = self.scalar(value, first=False)
            if value == FE0F and q["vs16"] == "widen" and previous is not None \
                    and self.s.get(previous, {}).get("emoji") and previous_width == 1:
                width = 1
            if q.get("cf1") and value >= 0x80 and self.s[value]["gc"] == "format":
                width = 1
            if q.get("ext_mc0") and value in self.extend_marks:
                width = 0
            total += width
            previous, previous_width = value, width
        return total

    def measure(self, string):
        if self.q["family"] == "cluster":
            return sum(self.cluster(c) for c in string["clusters"])
        if self.q["zwj"] != "join":
            return self.code_points(string["scalars"])
        total = 0
        for c in string["clusters"]:
            if ZWJ in c and self.s.get(c[0], {}).get("role") in (EMOJI, MODIFIER_BASE) and len(c) > 2:
                total += 2
                if self.q.get("late_tones"):
                    total += 2 * sum(1 for v in c[2:] if 0x1F3FB <= v <= 0x1F3FF)
            else:
                total += self.code_points(c)
        return total


def split_zwj(c):
    parts, part = [], []
    for value in c:
        if value == ZWJ:
            parts.append(part)
            part = []
        else:
            part.append(value)
    return [p for p in parts + [part] if p]


def excluded(string, scalars):
    values = string["scalars"]
    if all(0x20 <= v < 0x7F for v in values):
        return True  # Plain ASCII: a width other than its length is a measuring fault.
    if any(v < 0x20 or 0x7F <= v < 0xA0 or 0x202A <= v <= 0x202E or 0x2066 <= v <= 0x2069
           or v in (0x200E, 0x200F, 0x061C) for v in values):
        return True  # The Sanitizer replaces these.
    return scalars[values[0]]["gc"] in ("nonspacingMark", "enclosingMark") if values[0] >= 0x80 else False


def fit(name, quirks, data, show):
    scalars, strings, terminals = data
    model = Model(scalars, quirks)
    total = agree = narrower = 0
    classes = collections.defaultdict(list)
    for index, outcome in enumerate(terminals[name]):
        if outcome is None or outcome == "^" or excluded(strings[index], scalars):
            continue
        width = model.measure(strings[index])
        total += 1
        if width in outcome:
            agree += 1
        else:
            classes[(strings[index]["category"], width, tuple(sorted(outcome)))].append(index)
        if width < max(outcome):
            narrower += 1
    print(f"{name}: {agree}/{total} {agree / total * 100:.3f}% narrower {narrower}")
    for key, members in sorted(classes.items(), key=lambda kv: -len(kv[1]))[:show]:
        examples = " ; ".join(strings[i]["group"][:12] + ":" + " ".join("%X" % v for v in strings[i]["scalars"])
                              for i in members[:3])
        print(f"   {len(members)} {key} {examples[:240]}")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    data = load(sys.argv[1])
    names = [sys.argv[2]] if len(sys.argv) > 2 else list(PROFILES)
    show = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    extra = eval(f"dict({sys.argv[4]})") if len(sys.argv) > 4 else {}
    for name in names:
        fit(name, dict(PROFILES.get(name, {}), **extra), data, show)


if __name__ == "__main__":
    main()
