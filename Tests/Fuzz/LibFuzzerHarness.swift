// libFuzzer entry point for Scripts/libfuzzer (not part of the package's targets):
// compiled with the input decoder or the quiz's JSON parser, each built with
// `swiftc -sanitize=fuzzer,address`. It checks what the seeded fuzzers check: no
// crash, bounded state, Ctrl-C always an interrupt (decoder); a value or one clean
// error line (parser).
import RowKit

/// libFuzzer's entry point: runs the target on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  fuzzTarget(bytes)
  return 0
}
