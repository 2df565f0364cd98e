#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads variables of this process's environment without Foundation.
enum ProcessEnvironment {
  /// The variables among `names` that are set, by name.
  static func values(of names: [String]) -> [String: String] {
    var result: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
  }
}
