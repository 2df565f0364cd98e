import RowKit

func fuzzTarget(_ bytes: [UInt8]) {
  do {
    _ = try JSONParser.parse(bytes)
  } catch {
    let message = error.message
    precondition(!message.unicodeScalars.contains(where: Sanitizer.isUnsafe), "control in message")
    precondition(message.unicodeScalars.count <= 1_000, "message too long")
  }
}
