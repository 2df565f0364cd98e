import RowKit
import Testing

/// Which queries narrow which: the rule that lets a filter re-check only the previous
/// matches.
@Suite struct TextQueryTests {
  @Test func typingOneMoreCharacterNarrows() {
    #expect(TextQuery("vie").narrows(TextQuery("vi")))
    #expect(TextQuery("view").narrows(TextQuery("vw")))
    #expect(!TextQuery("vi").narrows(TextQuery("vie")))
    #expect(TextQuery("anything").narrows(TextQuery("")))
    #expect(TextQuery("").narrows(TextQuery("")))
    #expect(!TextQuery("").narrows(TextQuery("a")))
  }

  @Test func smartCaseNarrowsTowardsCaseSensitive() {
    // "viE" is case-sensitive; its matches hold "vi" in some case.
    #expect(TextQuery("viE").narrows(TextQuery("vi")))
    #expect(!TextQuery("vie").narrows(TextQuery("Vi")))
    #expect(TextQuery("ViE").narrows(TextQuery("Vi")))
    #expect(!TextQuery("vIE").narrows(TextQuery("Vi")))
    #expect(TextQuery("É", caseMatching: .sensitive).narrows(TextQuery("é")))
  }

  @Test func modesNarrowWhenTheirMatchesAreASubset() {
    let exact = TextQuery.Mode.exact
    #expect(TextQuery("abc", mode: exact).narrows(TextQuery("ac")))
    #expect(TextQuery("xabc", mode: exact).narrows(TextQuery("ab", mode: exact)))
    #expect(!TextQuery("acb", mode: exact).narrows(TextQuery("ab", mode: exact)))
    #expect(!TextQuery("abc").narrows(TextQuery("ab", mode: exact)))
    #expect(TextQuery("abc").narrows(TextQuery("b", mode: exact)))
  }

  @Test func narrowingIsCheckedAgainstMatching() {
    // Whenever a query narrows another, every text it matches, the other matches.
    let queries = ["a", "ab", "aB", "Ab", "abc", "b", "ba", "é", "É", "aé", ""].flatMap { text in
      TextQuery.Mode.allCases.map { TextQuery(text, mode: $0) }
    }
    let texts = ["ab", "AB", "aXb", "abc", "a-b-c", "bac", "é", "É", "aÉ", "", "Ab", "aB"]
    for narrow in queries {
      for broad in queries where narrow.narrows(broad) {
        for text in texts where narrow.match(text) != nil {
          #expect(broad.match(text) != nil, "\(narrow) narrows \(broad) but not on \(text)")
        }
      }
    }
  }

  @Test func equalityIgnoresNothingButWorkingMemory() {
    #expect(TextQuery("a") == TextQuery("a"))
    #expect(TextQuery("a") != TextQuery("a", mode: .exact))
    #expect(TextQuery("a") != TextQuery("a", caseMatching: .sensitive))
    #expect(Set([TextQuery("a"), TextQuery("a"), TextQuery("b")]).count == 2)
  }
}
