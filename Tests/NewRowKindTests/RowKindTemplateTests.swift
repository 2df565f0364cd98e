import Foundation
import Testing

/// The pure part of the `new-row-kind` plugin: names, the type scan and the templates.
/// `Scripts/scaffold-check` runs the plugin itself end to end.
@Suite struct RowKindTemplateTests {
  @Test func aNameGivesTheKindItsTypesFilesAndID() throws {
    let names = try RowKindTemplate.names(for: "Rating")
    #expect(names.kindType == "RatingKind")
    #expect(names.testType == "RatingKindTests")
    #expect(names.sourceFile == "RatingKind.swift")
    #expect(names.testFile == "RatingKindTests.swift")
    #expect(names.kindID == "rating")
  }

  @Test func aLowercaseNameIsCapitalisedAndATrailingKindIsDropped() throws {
    #expect(try RowKindTemplate.names(for: "thermostat").kindType == "ThermostatKind")
    #expect(try RowKindTemplate.names(for: "RatingKind").kindType == "RatingKind")
    #expect(try RowKindTemplate.names(for: "Kind").kindType == "KindKind")
    #expect(try RowKindTemplate.names(for: "Rating2").kindType == "Rating2Kind")
    #expect(try RowKindTemplate.names(for: "_Private").kindType == "_PrivateKind")
  }

  @Test func kindIDsAreKebabCase() {
    #expect(RowKindTemplate.kebabCase("HTTPStatus") == "http-status")
    #expect(RowKindTemplate.kebabCase("StarRating") == "star-rating")
    #expect(RowKindTemplate.kebabCase("Rating2") == "rating2")
    #expect(RowKindTemplate.kebabCase("On_Off") == "on-off")
  }

  @Test(arguments: [
    ("", RowKindTemplate.NameError.empty),
    ("9Lives", .startsWithDigit("9Lives")),
    ("has space", .invalidCharacter("has space", " ")),
    ("Star-Rating", .invalidCharacter("Star-Rating", "-")),
    ("Rating!", .invalidCharacter("Rating!", "!")),
    ("Café", .invalidCharacter("Café", "é")),
    ("class", .keyword("class")),
    ("struct", .keyword("struct")),
    ("Self", .keyword("Self")),
    ("_", .keyword("_")),
  ])
  func invalidNamesAreRejectedWithAReason(name: String, error: RowKindTemplate.NameError) {
    #expect(throws: error) { try RowKindTemplate.names(for: name) }
  }

  @Test func errorMessagesSayWhatIsWrong() {
    #expect(
      RowKindTemplate.NameError.startsWithDigit("9Lives").description
        == "'9Lives' is not a valid Swift identifier: it starts with a digit")
    #expect(
      RowKindTemplate.NameError.invalidCharacter("has space", " ").description
        == "'has space' is not a valid Swift identifier: it contains a space "
        + "(use ASCII letters, digits and underscores)")
    #expect(
      RowKindTemplate.NameError.keyword("class").description
        == "'class' is not a valid Swift identifier: it is a Swift keyword")
  }

  @Test func theTypeScanFindsDeclarationsButNotMentions() {
    let source = """
      // struct InComment {}
      /* class InBlock { /* nested */ } */
      let text = "enum InString \\" struct StillInString"
      public final class Found: Sendable {}
      typealias Alias = Int
      enum `Escaped` {}
      let value = RatingKind()
      """
    #expect(RowKindTemplate.declaresType(named: "Found", in: source))
    #expect(RowKindTemplate.declaresType(named: "Alias", in: source))
    #expect(RowKindTemplate.declaresType(named: "Escaped", in: source))
    #expect(!RowKindTemplate.declaresType(named: "InComment", in: source))
    #expect(!RowKindTemplate.declaresType(named: "InBlock", in: source))
    #expect(!RowKindTemplate.declaresType(named: "InString", in: source))
    #expect(!RowKindTemplate.declaresType(named: "StillInString", in: source))
    #expect(!RowKindTemplate.declaresType(named: "RatingKind", in: source))
  }

  @Test func theTemplatesUseTheNamesAndSortTheImports() throws {
    let names = try RowKindTemplate.names(for: "HTTPStatus")
    let kind = RowKindTemplate.kindSource(names)
    #expect(kind.contains("public struct HTTPStatusKind: ComposedRowKind {"))
    #expect(kind.contains("public var id: RowKindID { \"http-status\" }"))
    #expect(RowKindTemplate.declaresType(named: "HTTPStatusKind", in: kind))

    let test = RowKindTemplate.testSource(names, module: "StatusKinds")
    #expect(
      test.hasPrefix(
        "import RowKit\nimport RowKitTesting\nimport StatusKinds\nimport Testing\n\n"))
    #expect(test.contains("@Suite struct HTTPStatusKindTests {"))
    #expect(!test.contains("\\("))
    #expect(!kind.contains("\\("))
  }

  /// The consumer package commits the files the plugin wrote for `Counter`, and CI builds
  /// and tests them there: the templates must still write exactly those files.
  @Test func theTemplatesStillWriteTheConsumersGeneratedCounterKind() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples/Consumer")
    let names = try RowKindTemplate.names(for: "Counter")
    let kind = try String(
      contentsOf: root.appendingPathComponent("Sources/RatingKinds/CounterKind.swift"),
      encoding: .utf8)
    let test = try String(
      contentsOf: root.appendingPathComponent("Tests/RatingKindsTests/CounterKindTests.swift"),
      encoding: .utf8)
    #expect(kind == RowKindTemplate.kindSource(names))
    #expect(test == RowKindTemplate.testSource(names, module: "RatingKinds"))
  }
}
