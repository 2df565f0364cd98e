import Testing

/// The checker the SVG tests rely on must reject what is not well-formed.
@Suite struct XMLCheckerTests {
  @Test func acceptsWellFormedDocuments() throws {
    let root = try XMLChecker.parse(
      "<?xml version=\"1.0\"?>\n<a x=\"1\" y='&lt;'><b/>t&amp;&#160;&#x41;<!-- c --></a>\n")
    #expect(root.name == "a")
    #expect(root["y"] == "<")
    #expect(root.text == "t&\u{A0}A")
    #expect(root.all("b").count == 1)
  }

  @Test(
    arguments: [
      "", "text", "<a>", "<a></b>", "<a><b></a></b>", "<a>x < y</a>", "<a>x & y</a>",
      "<a>&bogus;</a>", "<a>&#0;</a>", "<a>&#xFFFE;</a>", "<a x=1/>", "<a x=\"1\" x=\"2\"/>",
      "<a x=\"<\"/>", "<a/><b/>", "<a/>tail", "<a>\u{1B}</a>", "<a>\u{FFFF}</a>",
      "<a>]]></a>", "<1a/>", "<a x=\"1\"y=\"2\"/>",
    ])
  func rejectsWhatIsNotWellFormed(document: String) {
    #expect(throws: XMLChecker.Failure.self) { try XMLChecker.parse(document) }
  }
}
