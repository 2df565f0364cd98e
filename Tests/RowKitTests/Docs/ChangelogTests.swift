import Foundation
import RowKit
import Testing

/// CHANGELOG.md has the form its "Recording a change" section describes, and its
/// newest release is ``RowKitRelease/version``, the version the README and the
/// documentation name.
@Suite struct ChangelogTests {
  /// One `## ` section of the changelog: its heading and its lines.
  struct Section {
    var heading: String
    var lines: [String]

    /// The `### ` subsections' headings, in order.
    var subheadings: [String] {
      lines.filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
    }

    /// The list items of the subsection `name`, each with its continuation lines
    /// joined by a space.
    func items(under name: String) -> [String] {
      var items: [String] = []
      var inside = false
      for line in lines {
        if line.hasPrefix("### ") {
          inside = line == "### " + name
        } else if inside, line.hasPrefix("- ") {
          items.append(line)
        } else if inside, line.hasPrefix("  "), let last = items.indices.last {
          items[last] += " " + line.trimmingCharacters(in: .whitespaces)
        }
      }
      return items
    }
  }

  static let root = ArticleExamplesTests.root

  static func sections(of text: String) -> [Section] {
    var sections: [Section] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        sections.append(Section(heading: String(line.dropFirst(3)), lines: []))
      } else if let last = sections.indices.last {
        sections[last].lines.append(String(line))
      }
    }
    return sections
  }

  /// The releases' headings, `## [X.Y.Z] - YYYY-MM-DD`, as (version, date).
  static func releases(_ sections: [Section]) -> [(version: [Int], date: String)] {
    sections.compactMap { section in
      guard
        let match = section.heading.wholeMatch(of: /\[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d\d-\d\d)/)
      else { return nil }
      let version = [match.1, match.2, match.3].compactMap { Int($0) }
      return (version, String(match.4))
    }
  }

  static func changelog() throws -> [Section] {
    sections(
      of: try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8))
  }

  @Test func theNewestReleaseIsTheVersionOfTheCode() throws {
    let releases = Self.releases(try Self.changelog())
    let newest = try #require(releases.first)
    #expect(newest.version.map(String.init).joined(separator: ".") == RowKitRelease.version)
    #expect(RowKitRelease.version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
  }

  @Test func releasesGoFromNewestToOldest() throws {
    let releases = Self.releases(try Self.changelog())
    #expect(releases.count >= 2)
    for (newer, older) in zip(releases, releases.dropFirst()) {
      #expect(newer.version.lexicographicallyPrecedes(older.version) == false)
      #expect(newer.version != older.version)
      #expect(newer.date >= older.date)
    }
  }

  @Test func unreleasedComesFirstWithItsFourLists() throws {
    let sections = try Self.changelog()
    let headings = sections.map(\.heading)
    let unreleased = try #require(sections.first { $0.heading == "[Unreleased]" })
    #expect(headings.firstIndex(of: "[Unreleased]") == headings.firstIndex { $0.hasPrefix("[") })
    #expect(unreleased.subheadings == ["Breaking", "Added", "Deprecated", "Fixed"])
  }

  @Test func everyBreakingLineNamesASymbolAndEveryRenameTwo() throws {
    let unreleased = try #require(try Self.changelog().first { $0.heading == "[Unreleased]" })
    for item in unreleased.items(under: "Breaking") {
      #expect(item.hasPrefix("- `"), "a Breaking line starts with the symbol: \(item)")
    }
    for item in unreleased.items(under: "Deprecated") where item.contains("→") {
      #expect(
        item.firstMatch(of: /^- `[^`]+` → `[^`]+`/) != nil,
        "a rename is written `Old` → `New`: \(item)")
    }
  }

  @Test func theReadmeAndTheLandingPageNameTheCurrentVersion() throws {
    for path in ["README.md", "Docs/RowKit.docc/RowKit.md"] {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let named = text.matches(of: /RowKit (\d+\.\d+\.\d+)/).map { String($0.1) }
      #expect(!named.isEmpty, "\(path) names no version")
      #expect(named.allSatisfy { $0 == RowKitRelease.version }, "\(path) names \(named)")
    }
  }

  @Test func theAPIBaselineAndThePinnedConsumerAreTheNewestRelease() throws {
    let baseline = try String(
      contentsOf: Self.root.appendingPathComponent("API/baseline"), encoding: .utf8)
    let fields = baseline.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(fields.count == 2)
    #expect(fields.first == RowKitRelease.version)
    #expect(fields.last?.wholeMatch(of: /[0-9a-f]{40}/) != nil)
    let pinned = try String(
      contentsOf: Self.root.appendingPathComponent("Samples/PinnedConsumer/README.md"),
      encoding: .utf8)
    #expect(pinned.contains("RowKit \(RowKitRelease.version)"))
  }

  @Test func theParserReadsItemsWithTheirContinuationLines() {
    let sections = Self.sections(
      of: """
        # Changelog
        ## [Unreleased]
        ### Breaking
        - `A.b`: gone;
          use `c`.
        ### Added
        - x
        ## [1.2.3] - 2026-01-02
        """)
    #expect(sections.map(\.heading) == ["[Unreleased]", "[1.2.3] - 2026-01-02"])
    #expect(sections[0].items(under: "Breaking") == ["- `A.b`: gone; use `c`."])
    #expect(sections[0].subheadings == ["Breaking", "Added"])
    #expect(Self.releases(sections).map(\.version) == [[1, 2, 3]])
  }
}
