#if canImport(Glibc)
  import Glibc
#endif

/// Resident memory of this process, from Linux's `/proc/self`: the current size and
/// the peak since the last ``resetPeak()``. Elsewhere every figure is 0.
///
/// The C library keeps freed memory for reuse, so a measurement first gives it back to
/// the system (glibc's `malloc_trim`): what an operation needs then shows as new
/// resident pages.
enum Memory {
  /// Gives freed heap memory back to the system.
  static func trim() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }

  /// Resident bytes now (`VmRSS`).
  static var resident: Double { status("VmRSS:") }

  /// The most resident bytes since the last reset (`VmHWM`).
  static var peak: Double { status("VmHWM:") }

  /// Starts a new peak at the current size (writes 5 to `/proc/self/clear_refs`).
  static func resetPeak() {
    #if canImport(Glibc)
      guard let file = fopen("/proc/self/clear_refs", "w") else { return }
      fputs("5", file)
      fclose(file)
    #endif
  }

  /// The peak growth of resident memory while `body` runs.
  static func peakGrowth(_ body: () -> Void) -> Double {
    trim()
    let before = resident
    resetPeak()
    body()
    return max(0, peak - before)
  }

  private static func status(_ field: String) -> Double {
    #if canImport(Glibc)
      guard let file = fopen("/proc/self/status", "r") else { return 0 }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: 256)
      while fgets(&buffer, Int32(buffer.count), file) != nil {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let line = String(decoding: bytes, as: UTF8.self)
        guard line.hasPrefix(field) else { continue }
        let digits = line.dropFirst(field.count).filter { $0.isNumber }
        return (Double(String(digits)) ?? 0) * 1024
      }
    #endif
    return 0
  }
}
