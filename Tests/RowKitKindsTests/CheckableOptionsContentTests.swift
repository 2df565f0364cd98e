import RowKit
import RowKitCheckableOptions
import Testing

/// Runs a mutating method and returns its result, so `#expect` can check it.
private func mutate<T>(_ value: inout Quiz, _ body: (inout Quiz) -> T) -> T {
  body(&value)
}

@Suite struct CheckableOptionsContentTests {
  func three() -> Quiz {
    Quiz(question: "Q", options: ["A", "B", "C"], answer: "B")
  }

  @Test func selectingChoosesOneOptionOnly() {
    var content = three()
    #expect(mutate(&content) { $0.select(0) })
    #expect(mutate(&content) { $0.select(2) })
    #expect(content.selectedOption == 2)
    #expect(mutate(&content) { $0.select(2) })
    #expect(content.selectedOption == 2)
  }

  @Test func indexesThatNameNoOptionNeverTrap() {
    var content = three()
    content.select(1)
    #expect(!mutate(&content) { $0.select(3) })
    #expect(!mutate(&content) { $0.select(-1) })
    #expect(content.selectedOption == 1)
    // Assigning an index that names no option (the seed's -1) clears the selection.
    content.selectedOption = -1
    #expect(content.selectedOption == nil)
    content.selectedOption = 42
    #expect(content.selectedOption == nil)
    #expect(!mutate(&content) { $0.setBackground(.red, for: 3) })
    #expect(content == three())
    #expect(Quiz(question: "Q", options: ["A"], selectedOption: 5).selectedOption == nil)
  }

  @Test func shrinkingTheOptionsBelowTheSelectionClearsIt() {
    var content = three()
    content.select(2)
    content.options.removeLast()
    #expect(content.selectedOption == nil)
  }

  @Test func lockingClearsTheSelectionAndRefusesNewOnes() {
    var content = three()
    content.select(1)
    content.setSelectable(false)
    #expect(content.selectedOption == nil)
    #expect(!mutate(&content) { $0.select(0) })
    content.selectedOption = 0
    #expect(content.selectedOption == nil)
    #expect(
      Quiz(question: "Q", options: ["A"], selectedOption: 0, isSelectable: false).selectedOption
        == nil)
    content.setSelectable(true)
    #expect(mutate(&content) { $0.select(0) })
  }

  @Test func clearSelectionRevealHideAndBackgrounds() {
    var content = three()
    content.select(0)
    content.clearSelection()
    #expect(content.selectedOption == nil)
    content.reveal()
    #expect(content.isRevealed)
    content.hide()
    #expect(!content.isRevealed)
    #expect(mutate(&content) { $0.setBackground(.yellow, for: 2) })
    #expect(content.options[2] == Quiz.Option("C", background: .yellow))
    #expect(mutate(&content) { $0.setBackground(nil, for: 2) })
    #expect(content.options[2].background == nil)
  }
}
