/// The release of RowKit this code is, or builds on.
///
/// ``version`` is the one place the version is written: it is the newest release in
/// the repository's `CHANGELOG.md` (a test keeps the two the same, and the README's
/// and the documentation's mentions too), and the samples print it for `--version`.
/// Changes made since that release are listed under the changelog's "Unreleased"
/// heading until the next release sets a new version.
///
/// ```swift
/// print("RowKit \(RowKitRelease.version)")
/// ```
public enum RowKitRelease {
  /// The version, `MAJOR.MINOR.PATCH` as Semantic Versioning writes it.
  public static let version = "0.2.0"
}
