import RowKit
import RowKitConfirm
import RowKitSampleSupport

/// "Remove selected": one question for every selected name, in a row of its own at
/// the top (``SelectionQuestionKind``). Whether it is asked is whether the table
/// holds its row; what it removes is the table's selection when `Yes` is pressed.
extension RosterApp {
  /// The id of the section and of the row asking to remove the selected names.
  static let askingSection: SectionID = "remove selected"
  static let askingRow: RowID = "remove selected"

  /// Whether the question about the selected names is asked.
  var isAskingAboutSelection: Bool { table.contains(Self.askingRow) }

  /// Asks once, in a row at the top, whether to remove the selected names; the
  /// question takes the focus (on `No`).
  ///
  /// - Throws: ``SampleError/usage(_:)`` when no name is selected or the question is
  ///   asked already.
  func askToRemoveSelected() throws(SampleError) {
    let count = table.selectedCount
    guard count > 0 else { throw .usage("no name is selected (select names with s)") }
    guard !isAskingAboutSelection else {
      throw .usage("the roster is asking already: answer Yes or No")
    }
    let question = Row(
      id: Self.askingRow, kind: SelectionQuestionKind(),
      content: SelectionQuestionKind.content(count: count))
    do {
      try table.performBatchUpdates([
        .insertSection(Section(id: Self.askingSection, rows: [question]), at: 0)
      ])
      try table.setFocus(Self.askingRow)
    } catch {
      throw .usage(error.description)
    }
    lastEvent = "asked about \(count == 1 ? "1 selected name" : "\(count) selected names")"
  }

  /// After `Yes` or `No` on the question: the question goes, and with `Yes` every
  /// name selected now.
  func answeredSelection(_ answer: ConfirmAnswer) {
    let names = table.selectedRowIDs
    do {
      try remove(answer == .confirmed ? names + [Self.askingRow] : [Self.askingRow])
      lastEvent =
        answer == .confirmed
        ? "removed \(names.count == 1 ? "1 name" : "\(names.count) names")"
        : "kept the selected names"
    } catch {
      lastEvent = "cannot remove the selected names: \(error)"
    }
  }

  /// While the question is asked, its count follows the selection; a selection
  /// emptied takes the question away.
  func selectionChanged() {
    guard isAskingAboutSelection else { return }
    let count = table.selectedCount
    do {
      if count == 0 {
        try remove([Self.askingRow])
        lastEvent = "nothing is selected: the question is gone"
      } else {
        try table.reconfigure(
          Self.askingRow, kind: SelectionQuestionKind(),
          content: SelectionQuestionKind.content(count: count))
      }
    } catch {
      lastEvent = "cannot update the question: \(error)"
    }
  }
}
