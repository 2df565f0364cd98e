import RowKit
import RowKitTesting

/// The table's visible frame as plain lines (trailing spaces trimmed).
func plainLines(_ table: TableView) -> [String] {
  RenderedLines.of(table)
}
