#!/usr/bin/env python3
"""Writes Tests/RowKitTests/Text/WidthCorpus.swift: expected display widths, in
both of RowKit's width modes, from two implementations RowKit shares no code with.

- Grapheme-cluster mode: the PyPI package wcwidth's `wcswidth()` (grapheme aware).
- Per-code-point mode: the sum of the C library's `wcwidth()` over the code points,
  called through ctypes in the C.UTF-8 locale (-1 when any code point is unknown to
  the C library, which happens for controls and for code points newer than its
  Unicode version).

Two parts:
1. `singles`: every assigned code point of Unicode 17 (category not Cn or Cs, from
   unicodedata2), on its own, as runs of equal widths.
2. `strings`: more than 3,000 strings in named categories (spacing marks, Thai and
   Lao AM, halfwidth kana, conjuncts, words, emoji sequences, flags, keycaps,
   Prepend, Hangul, fillers, invisible characters, random assigned code points
   alone and after "a").

Both packages are pinned below and the script refuses to run with others:

    python3 -m pip install unicodedata2==17.0.1 wcwidth==0.9.4
    python3 Scripts/unicode/generate-width-corpus.py

The C library is whatever the machine has; its version and Unicode version are
written into the file's header.
"""

import ctypes
import ctypes.util
import locale
import random
import sys
from importlib import metadata
from pathlib import Path

PINNED = {"unicodedata2": "17.0.1", "wcwidth": "0.9.4"}
EXPECTED_UNICODE_VERSION = "17.0.0"
# The Unicode version of each glibc release's character tables.
GLIBC_UNICODE = {"2.35": "14.0", "2.36": "14.0", "2.37": "15.0", "2.38": "15.0",
                 "2.39": "15.1", "2.40": "15.1", "2.41": "16.0", "2.42": "16.0"}
SEED = 2027

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Tests" / "RowKitTests" / "Text" / "WidthCorpus.swift"


def check_pins():
    install = "python3 -m pip install " + " ".join(f"{n}=={v}" for n, v in PINNED.items())
    for name, wanted in PINNED.items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            sys.exit(f"{name} is not installed; run: {install}")
        if installed != wanted:
            sys.exit(f"{name} {installed} is installed, but {wanted} is pinned; run: {install}")
    import unicodedata2
    import wcwidth

    if unicodedata2.unidata_version != EXPECTED_UNICODE_VERSION:
        sys.exit(f"unicodedata2 reports Unicode {unicodedata2.unidata_version}")
    return unicodedata2, wcwidth


def load_libc():
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.gnu_get_libc_version.restype = ctypes.c_char_p
    version = libc.gnu_get_libc_version().decode()
    if version not in GLIBC_UNICODE:
        sys.exit(f"glibc {version}: add its Unicode version to GLIBC_UNICODE")
    locale.setlocale(locale.LC_ALL, "C.UTF-8")
    libc.wcwidth.argtypes = [ctypes.c_wchar]
    libc.wcwidth.restype = ctypes.c_int
    return libc, version


def assigned_code_points(ucd):
    return [c for c in range(0x110000) if ucd.category(chr(c)) not in ("Cn", "Cs")]


def block_letter(ucd, code):
    """A letter (Lo) of the same 128-code-point block before `code`, to carry a mark."""
    for candidate in range(code - 1, (code & ~0x7F) - 1, -1):
        if ucd.category(chr(candidate)) == "Lo":
            return chr(candidate)
    return "\u0915"


def build_strings(ucd, assigned):
    cases = []

    def add(category, text):
        cases.append((category, text))

    # Spacing marks after a letter of their own script, once and twice.
    marks = [c for c in assigned if ucd.category(chr(c)) == "Mc"]
    for code in marks:
        base = block_letter(ucd, code)
        add("spacingMark", base + chr(code))
        add("spacingMarkAlone", chr(code))
    for code in marks[::4]:
        add("spacingMarkTwice", block_letter(ucd, code) + chr(code) + chr(code))
    # Thai and Lao AM, halfwidth kana with voiced marks.
    for code in range(0x0E01, 0x0E2F):
        add("thaiSaraAm", chr(code) + "\u0E33")
    for code in (0x0E81, 0x0E82, 0x0E84, 0x0E87, 0x0E88, 0x0E8A, 0x0E8D, 0x0E94, 0x0E95,
                 0x0E96, 0x0E97, 0x0E99, 0x0E9A, 0x0E9B, 0x0E9C, 0x0E9D, 0x0E9E, 0x0E9F,
                 0x0EA1, 0x0EA2, 0x0EA3, 0x0EA5, 0x0EA7, 0x0EAA, 0x0EAB, 0x0EAD, 0x0EAE):
        add("laoAm", chr(code) + "\u0EB3")
    for code in range(0xFF66, 0xFF9E):
        add("halfwidthKanaVoiced", chr(code) + "\uFF9E")
        add("halfwidthKanaSemiVoiced", chr(code) + "\uFF9F")
    # Conjuncts: consonant, virama, consonant in the Indic scripts.
    for virama, first in ((0x094D, 0x0915), (0x09CD, 0x0995), (0x0A4D, 0x0A15),
                          (0x0ACD, 0x0A95), (0x0B4D, 0x0B15), (0x0BCD, 0x0B95),
                          (0x0C4D, 0x0C15), (0x0CCD, 0x0C95), (0x0D4D, 0x0D15)):
        for offset in range(0, 30, 2):
            if ucd.category(chr(first + offset)) != "Lo":
                continue
            add("conjunct", chr(first) + chr(virama) + chr(first + offset))
            add("conjunctWithVowel",
                chr(first) + chr(virama) + chr(first + offset) + chr(virama - 13))
    words = ["हिंदी", "नमस्ते", "क्षत्रिय", "कार्य", "भारत", "বাংলা", "ਪੰਜਾਬੀ", "ગુજરાતી",
             "ଓଡ଼ିଆ", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം", "සිංහල", "ภาษาไทย",
             "กำลัง", "ทำงาน", "ລາວ", "ຄຳ", "မြန်မာ", "ကြို", "ខ្មែរ", "ཀྲུང་", "ｶﾞｷﾞｸﾞ",
             "ﾊﾟﾋﾟﾌﾟ", "한국어", "日本語", "中文字", "Ελληνικά", "עִבְרִית",
             "العربية", "\u0600\u0661\u0662", "\u0600123", "\u06DD\u0661"]
    for word in words:
        add("word", word)
        add("wordInSentence", "a " + word + " b")
    # Prepend characters and what they join.
    for code in (0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F,
                 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD):
        for follower in ("1", "123", "\u0661\u0662", "a"):
            add("prepend", chr(code) + follower)
    # Hangul: jamo sequences, syllables, fillers.
    for lead in range(0x1100, 0x1113):
        add("hangulJamo", chr(lead) + "\u1161")
        add("hangulJamo", chr(lead) + "\u1161\u11A8")
    for syllable in range(0xAC00, 0xD7A4, 499):
        add("hangulSyllable", chr(syllable))
    for filler in ("\u3164", "\uFFA0", "\u115F", "\u1160", "\u115F\u1161", "a\u3164b"):
        add("hangulFiller", filler)
    # Emoji: presentation, VS16 and VS15, skin tones, ZWJ sequences, flags, keycaps.
    rng = random.Random(SEED)
    for code in range(0x1F600, 0x1F650):
        add("emoji", chr(code))
    for code in (0x2764, 0x2733, 0x263A, 0x2600, 0x2601, 0x260E, 0x2611, 0x2614,
                 0x2615, 0x261D, 0x2620, 0x2622, 0x2639, 0x2640, 0x2642, 0x2648,
                 0x265F, 0x2660, 0x2663, 0x2665, 0x2666, 0x267B, 0x267F, 0x2692,
                 0x2693, 0x2694, 0x2695, 0x2696, 0x2697, 0x2699, 0x269B, 0x269C,
                 0x26A0, 0x26A1, 0x26AA, 0x26B0, 0x26BD, 0x26C4, 0x26C8, 0x26D1,
                 0x231A, 0x231B, 0x2328, 0x23CF, 0x23E9, 0x23F0, 0x23F3, 0x25AA,
                 0x25B6, 0x25C0, 0x25FB, 0x25FD, 0x2194, 0x21A9, 0x2139, 0x203C,
                 0x2049, 0x00A9, 0x00AE, 0x2122, 0x3030, 0x303D, 0x3297, 0x3299,
                 0x1F170, 0x1F17E, 0x1F202, 0x1F237, 0x1F321, 0x1F336, 0x1F37D):
        add("emojiText", chr(code))
        add("emojiVS16", chr(code) + "\uFE0F")
        add("emojiVS15", chr(code) + "\uFE0E")
    bases = (0x1F44D, 0x1F44B, 0x1F44C, 0x1F44E, 0x1F44F, 0x1F590, 0x270B, 0x270C,
             0x1F466, 0x1F467, 0x1F468, 0x1F469, 0x1F474, 0x1F475, 0x1F476, 0x1F6B6,
             0x1F3C3, 0x1F64B, 0x1F937, 0x1F9D1)
    for base in bases:
        for tone in range(0x1F3FB, 0x1F400):
            add("skinTone", chr(base) + chr(tone))
    for tone in range(0x1F3FB, 0x1F400):
        add("skinToneAlone", chr(tone))
        add("skinToneAfterLetter", "a" + chr(tone))
    zwj = ["\U0001F468\u200D\U0001F469\u200D\U0001F467",
           "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466",
           "\U0001F469\u200D\u2764\uFE0F\u200D\U0001F468",
           "\U0001F3F3\uFE0F\u200D\U0001F308", "\U0001F3F4\u200D\u2620\uFE0F",
           "\U0001F441\uFE0F\u200D\U0001F5E8\uFE0F", "\U0001F9D1\u200D\U0001F4BB",
           "\U0001F468\U0001F3FD\u200D\U0001F4BB", "\U0001F469\u200D\U0001F52C",
           "\U0001F415\u200D\U0001F9BA", "\U0001F408\u200D\u2B1B",
           "\U0001F43B\u200D\u2744\uFE0F", "\u2764\uFE0F\u200D\U0001F525",
           "\U0001F62E\u200D\U0001F4A8", "\U0001F642\u200D\u2194\uFE0F",
           "\U0001F600\u200D", "a\u200Db", "\U0001F600\u200Da"]
    for sequence in zwj:
        add("zwjSequence", sequence)
    regional = [chr(0x1F1E6 + i) for i in range(26)]
    countries = ["US", "GB", "FR", "DE", "JP", "IN", "TH", "KR", "CN", "BR", "CA",
                 "MX", "IT", "ES", "SE", "NO", "FI", "DK", "NL", "BE", "CH", "AT"]
    for country in countries:
        add("flag", "".join(regional[ord(ch) - 65] for ch in country))
    for indicator in regional:
        add("regionalIndicatorAlone", indicator)
    for _ in range(20):
        add("regionalIndicatorRun", "".join(rng.choice(regional) for _ in range(3)))
    for key in "0123456789#*":
        add("keycap", key + "\uFE0F\u20E3")
        add("keycapWithoutVS16", key + "\u20E3")
    add("tagSequence", "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F")
    add("tagSequence", "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F")
    # Combining marks, invisible characters, spaces.
    for mark in range(0x0300, 0x0370, 3):
        add("combining", "e" + chr(mark))
        add("combining", "\u4E2D" + chr(mark))
    add("combining", "e" + "\u0301" * 200)
    for invisible in ("\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD",
                      "\u034F", "\u180E", "\u2061", "\u2062", "\u2063", "\u2064",
                      "\uFE00", "\uFE0F", "\U000E0001", "\U000E0100"):
        add("invisible", invisible)
        add("invisibleInWord", "a" + invisible + "b")
    for space in ("\u3000", "\u00A0", "\u2002", "\u2003", "\u2009", "\u200A", "\u202F",
                  "\u205F", "\u1680"):
        add("space", space)
    for text in ("\u4E2D\u6587", "\uFF21\uFF22", "\u3042\u3044", "\u30AB\u30CA",
                 "\uAC00\uB098", "\U00020000", "\U0003134A", "\u2E80", "\u3001\u3002"):
        add("wide", text)
    for text in ("hello", "a b c", "~!@#$%^&*()_+", "Item 0001: buy"):
        add("ascii", text)
    # Random assigned code points, alone and after "a" (no controls: the sanitiser
    # replaces them before anything is measured).
    pool = [c for c in assigned if ucd.category(chr(c)) not in ("Cc",)]
    for code in rng.sample(pool, 1500):
        add("randomAlone", chr(code))
    for code in rng.sample(pool, 1500):
        add("randomAfterA", "a" + chr(code))
    return cases


def per_code_point(libc, text):
    widths = [libc.wcwidth(ch) for ch in text]
    return -1 if any(w < 0 for w in widths) else sum(widths)


def singles_runs(assigned, wc, libc):
    runs = []
    for code in assigned:
        grapheme = wc.wcswidth(chr(code))
        code_point = libc.wcwidth(chr(code))
        if runs and runs[-1][1] == code - 1 and runs[-1][2:] == [grapheme, code_point]:
            runs[-1][1] = code
        else:
            runs.append([code, code, grapheme, code_point])
    return runs


def render(runs, cases, assigned_count, glibc_version):
    glibc_unicode = GLIBC_UNICODE[glibc_version].split(".")
    lines = [
        "// Generated by Scripts/unicode/generate-width-corpus.py; do not edit.",
        f"// Grapheme-cluster widths: wcwidth {PINNED['wcwidth']} wcswidth(). Per-code-point",
        f"// widths: the sum of glibc {glibc_version} wcwidth() in C.UTF-8 (Unicode "
        f"{GLIBC_UNICODE[glibc_version]}), -1 when",
        "// the C library knows a code point not. Assignment: unicodedata2 "
        f"{PINNED['unicodedata2']} (Unicode {EXPECTED_UNICODE_VERSION}).",
        "// Regenerate: python3 Scripts/unicode/generate-width-corpus.py",
        "",
        "/// Expected widths from independent implementations, for both width modes.",
        "enum WidthCorpus {",
        f"  static let graphemeSource = \"wcwidth {PINNED['wcwidth']} wcswidth\"",
        f"  static let codePointSource = \"glibc {glibc_version} wcwidth\"",
        f"  static let cLibraryUnicodeVersion = (major: {glibc_unicode[0]}, "
        f"minor: {glibc_unicode[1]})",
        f"  static let assignedCount = {assigned_count}",
        "",
        "  /// Every assigned code point alone: lines of `first last grapheme perCodePoint`,",
        "  /// hexadecimal code points.",
        "  static let singles = \"\"\"",
    ]
    for low, high, grapheme, code_point in runs:
        lines.append(f"    {low:04X} {high:04X} {grapheme} {code_point}")
    lines += [
        "    \"\"\"",
        "",
        "  /// Lines of `category scalars grapheme perCodePoint`, scalars in hexadecimal",
        "  /// joined by `+`.",
        "  static let strings = \"\"\"",
    ]
    for category, text, grapheme, code_point in cases:
        scalars = "+".join(f"{ord(ch):X}" for ch in text)
        lines.append(f"    {category} {scalars} {grapheme} {code_point}")
    lines += ["    \"\"\"", "}"]
    return "\n".join(lines) + "\n"


def main():
    ucd, wc = check_pins()
    libc, glibc_version = load_libc()
    assigned = assigned_code_points(ucd)
    runs = singles_runs(assigned, wc, libc)
    cases = [(category, text, wc.wcswidth(text), per_code_point(libc, text))
             for category, text in build_strings(ucd, assigned)]
    OUTPUT.write_text(render(runs, cases, len(assigned), glibc_version), encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(runs)} runs of {len(assigned)} code "
          f"points, {len(cases)} strings")


if __name__ == "__main__":
    main()
