import Testing

@testable import RowKit

/// A deliberate difference from the corpus: which differences it covers and why.
/// Keep Scripts/unicode/README.md in step with this list.
struct WidthCorpusPolicy: Sendable, CustomTestStringConvertible {
  let name: String
  let reason: String
  let mode: WidthMode
  let matches: @Sendable (_ scalars: [UInt32], _ expected: Int, _ rowKit: Int) -> Bool

  var testDescription: String { name }

  func explains(_ difference: WidthDifference) -> Bool {
    difference.mode == mode
      && matches(difference.entry.scalars, difference.expected, difference.rowKit)
  }
}

private func properties(_ value: UInt32) -> Unicode.Scalar.Properties {
  Unicode.Scalar(value)!.properties
}

private func isControl(_ value: UInt32) -> Bool {
  value < 0x20 || (0x7F...0x9F).contains(value)
}

private func isSpacingMark(_ value: UInt32) -> Bool {
  properties(value).generalCategory == .spacingMark
}

/// The characters of the text, as the standard library splits it.
private func characters(_ scalars: [UInt32]) -> [[UInt32]] {
  var text = ""
  text.unicodeScalars.append(contentsOf: scalars.map { Unicode.Scalar($0)! })
  return text.map { $0.unicodeScalars.map(\.value) }
}

/// Whether a scalar is newer than the C library's Unicode version.
private func isNewerThanTheCLibrary(_ value: UInt32) -> Bool {
  guard let age = properties(value).age else { return true }
  let library = WidthCorpus.cLibraryUnicodeVersion
  return (age.major, age.minor) > (library.major, library.minor)
}

let widthCorpusPolicies: [WidthCorpusPolicy] = [
  // Grapheme-cluster mode against wcwidth 0.9 wcswidth.
  WidthCorpusPolicy(
    name: "controlsMeasureZero",
    reason: "wcwidth gives -1 (not printable); RowKit gives 0 because the Sanitizer swaps "
      + "controls for visible placeholders before anything is measured or drawn.",
    mode: .graphemeClusters,
    matches: { scalars, expected, _ in expected == -1 && scalars.contains(where: isControl) }),
  WidthCorpusPolicy(
    name: "spacingMarkAloneTakesOne",
    reason: "A cluster that starts with a spacing mark takes a column: terminals of both "
      + "families advance the cursor for it (the C library gives every spacing mark 1); "
      + "wcwidth gives a spacing mark with nothing before it 0.",
    mode: .graphemeClusters,
    matches: { scalars, expected, rowKit in
      scalars.count == 1 && isSpacingMark(scalars[0]) && expected == 0 && rowKit > 0
    }),
  WidthCorpusPolicy(
    name: "spacingMarkOutsideTheCluster",
    reason: "Unicode leaves some Myanmar, Tai Tham and Ahom spacing marks out of the "
      + "cluster before them (Grapheme_Cluster_Break Other), so each stands alone and takes "
      + "its column; wcwidth adds them to the base before, up to 2.",
    mode: .graphemeClusters,
    matches: { scalars, _, _ in
      characters(scalars).dropFirst().contains { isSpacingMark($0[0]) }
    }),
  WidthCorpusPolicy(
    name: "spacingViramaCounts",
    reason: "Balinese, Javanese, Sharada, Khojki, Grantha and Takri viramas are spacing "
      + "marks (Mc), drawn beside the consonant, and count like every spacing mark (the C "
      + "library gives them 1 too); wcwidth treats them as zero-width viramas.",
    mode: .graphemeClusters,
    matches: { scalars, _, _ in
      scalars.count > 1
        && scalars.contains {
          isSpacingMark($0) && properties($0).canonicalCombiningClass == .virama
        }
    }),
  WidthCorpusPolicy(
    name: "viramaWithoutConjunctEndsTheCluster",
    reason: "In scripts whose virama Unicode does not make a conjunct linker (Gurmukhi, "
      + "Khmer, …), the cluster ends after the virama, so the next consonant and its "
      + "vowel sign are a cluster of their own (1 + 2); wcwidth joins them and caps at 2. "
      + "The C library gives the same 3.",
    mode: .graphemeClusters,
    matches: { scalars, _, _ in
      characters(scalars).dropLast().contains { character in
        properties(character.last!).canonicalCombiningClass == .virama
      }
    }),
  WidthCorpusPolicy(
    name: "skinToneMakesEmojiPresentation",
    reason: "A skin tone after a modifier base that is text by default (U+1F590, U+270C) "
      + "makes an emoji modifier sequence, which Unicode presents as emoji: 2 columns; "
      + "wcwidth keeps the base's text width.",
    mode: .graphemeClusters,
    matches: { scalars, expected, rowKit in
      scalars.count == 2 && properties(scalars[0]).isEmojiModifierBase
        && (0x1F3FB...0x1F3FF).contains(scalars[1]) && expected == 1 && rowKit == 2
    }),
  WidthCorpusPolicy(
    name: "zwjJoinsOnlyEmoji",
    reason: "A ZWJ joins the next character only when both are emoji (Unicode's GB11); "
      + "wcwidth drops whatever follows a ZWJ, so `a` ZWJ `b` is 1 there and 2 here.",
    mode: .graphemeClusters,
    matches: { scalars, _, _ in
      zip(scalars, scalars.dropFirst()).contains { first, next in
        first == 0x200D && !properties(next).isEmoji
      }
    }),
  WidthCorpusPolicy(
    name: "hangulFillersAreDrawnAsSpaces",
    reason: "Terminals disagree on U+3164 and U+FFA0 (0, 1 or 2 columns), so RowKit "
      + "measures them as the C library does (2 and 1) and the canvas draws them as "
      + "spaces, which every terminal advances alike; wcwidth gives them 0.",
    mode: .graphemeClusters,
    matches: { scalars, _, _ in scalars.contains { $0 == 0x3164 || $0 == 0xFFA0 } }),

  // Per-code-point mode against the C library's wcwidth.
  WidthCorpusPolicy(
    name: "controlsMeasureZeroPerCodePoint",
    reason: "The C library gives controls -1; RowKit gives 0 because the Sanitizer swaps "
      + "them for visible placeholders first.",
    mode: .perCodePoint,
    matches: { scalars, expected, _ in expected == -1 && scalars.contains(where: isControl) }),
  WidthCorpusPolicy(
    name: "newerThanTheCLibrary",
    reason: "The C library's tables stop at its Unicode version and give newer code points "
      + "-1; RowKit measures them by the rules of its own, newer Unicode version.",
    mode: .perCodePoint,
    matches: { scalars, expected, _ in
      expected == -1 && scalars.contains(where: isNewerThanTheCLibrary)
    }),
  WidthCorpusPolicy(
    name: "wideSinceTheCLibrary",
    reason: "U+2630–U+2637, U+268A–U+268F, U+1D300–U+1D356 and U+1D360–U+1D376 became "
      + "East Asian Wide in Unicode 16, after the C library's tables; RowKit follows "
      + "its own Unicode version, as terminals with newer tables do.",
    mode: .perCodePoint,
    matches: { scalars, _, _ in
      scalars.contains {
        (0x2630...0x2637).contains($0) || (0x268A...0x268F).contains($0)
          || (0x1D300...0x1D356).contains($0) || (0x1D360...0x1D376).contains($0)
      }
    }),
  WidthCorpusPolicy(
    name: "ambiguousWidthIsNarrow",
    reason: "U+3248–U+324F are East Asian Ambiguous; RowKit draws every Ambiguous "
      + "character narrow (as wcwidth does), the C library makes these eight wide.",
    mode: .perCodePoint,
    matches: { scalars, _, _ in scalars.contains { (0x3248...0x324F).contains($0) } }),
  WidthCorpusPolicy(
    name: "separatorsAreLineBreaks",
    reason: "U+2028 and U+2029 end lines in layout and show as placeholders on a "
      + "canvas, so they measure 0; the C library gives -1.",
    mode: .perCodePoint,
    matches: { scalars, expected, _ in
      expected == -1 && scalars.contains { $0 == 0x2028 || $0 == 0x2029 }
    }),
  WidthCorpusPolicy(
    name: "markBecameSpacingAfterTheCLibrary",
    reason: "U+1171E AHOM CONSONANT SIGN MEDIAL RA became a spacing mark (Mc) in Unicode "
      + "16; the C library's older tables still make it a zero-width nonspacing mark.",
    mode: .perCodePoint,
    matches: { scalars, _, _ in scalars.contains(0x1171E) }),
]
