import Foundation
import RowKitSampleSupport
import RowKitTerminal

/// Bytes read, posted to the picker's mailbox: the reader thread collects reads
/// into batches of about a megabyte (or what came within 20 ms), so the event loop
/// takes a few posts per second, not one per read.
struct LineBatch: Sendable {
  var bytes: [UInt8]
}

/// The end of the input, posted after the last batch: `nil`, or why reading stopped.
struct InputEnded: Sendable {
  var failure: InputFile.Failure?
}

/// Reads standard input or `--input` on a thread of its own and posts what it reads.
enum LineReader {
  /// The bytes a batch collects before it is posted.
  static let batchBytes = 1 << 20
  /// The longest a read waits in a batch before it is posted.
  static let batchDelay = Duration.milliseconds(20)

  /// Starts the thread: it reads until the end of the input, a limit or a failure,
  /// posting ``LineBatch`` values and then one ``InputEnded``.
  static func start(path: String?, limits: InputLimits, mailbox: TerminalMailbox) {
    let thread = Thread {
      let clock = ContinuousClock()
      var batch: [UInt8] = []
      batch.reserveCapacity(batchBytes)
      var since = clock.now
      func take(_ chunk: UnsafeRawBufferPointer) -> Bool {
        if batch.isEmpty { since = clock.now }
        batch.append(contentsOf: chunk)
        if batch.count >= batchBytes || since.duration(to: clock.now) >= batchDelay {
          mailbox.post(LineBatch(bytes: batch))
          batch = []
          batch.reserveCapacity(batchBytes)
        }
        return true
      }
      var failure: InputFile.Failure?
      do throws(InputFile.Failure) {
        if let path {
          try InputFile.read(atPath: path, limits: limits, take)
        } else {
          try InputFile.readStandardInput(limits: limits, take)
        }
      } catch {
        failure = error
      }
      if !batch.isEmpty { mailbox.post(LineBatch(bytes: batch)) }
      mailbox.post(InputEnded(failure: failure))
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
}
