import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-row-kind <Name>
/// [--target <target>] [--test-target <test target>]`
///
/// Writes `<Name>Kind.swift`, a ``RowKindTemplate/kindSource(_:)`` row kind, into a
/// source target that depends on RowKit, and `<Name>KindTests.swift` into a test target
/// that depends on that target and on RowKitTesting. Every check runs before anything is
/// written: a bad name, a name already taken or an unclear target writes nothing. When no
/// test target depends on the kind's target, the test goes into `Tests/<target>Tests`
/// and the lines that declare that test target are printed; `--help` prints the usage
/// (``UsageText/help``).
@main
struct NewRowKind: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    do {
      guard let scaffold = try run(package: context.package, arguments: arguments) else {
        print(UsageText.help)
        return
      }
      for url in scaffold.written { print("Created \(relativePath(url, in: context.package))") }
      if let note = scaffold.note { print(note) }
      if let kind = scaffold.written.first?.deletingPathExtension().lastPathComponent {
        print("Register it with `try registry.register(\(kind)())`, then run `swift test`.")
      }
    } catch {
      // An error diagnostic alone makes `swift package` exit non-zero; throwing as well
      // would print the message a second time.
      Diagnostics.error("new-row-kind: \(error.message)")
    }
  }

  /// What a run wrote, and what it has to say about it.
  struct Scaffold {
    /// The kind's file, then its test's.
    var written: [URL]
    /// The test target to declare, when the test went into a folder of its own.
    var note: String?
  }

  /// Checks everything, then writes both files; `nil` for `--help`, which writes
  /// nothing.
  func run(package: Package, arguments: [String]) throws(UsageError) -> Scaffold? {
    var extractor = ArgumentExtractor(arguments)
    let help = extractor.extractFlag(named: "help")
    let targetNames = extractor.extractOption(named: "target")
    let testTargetNames = extractor.extractOption(named: "test-target")
    if help > 0 || extractor.remainingArguments.contains("-h") { return nil }
    if let unknown = extractor.unextractedOptionsOrFlags.first {
      throw UsageError("unknown option '\(unknown)'. \(UsageError.usage)")
    }
    let positional = extractor.remainingArguments
    guard positional.count == 1 else {
      throw UsageError(
        positional.isEmpty
          ? "no name given. \(UsageError.usage)"
          : "expected one name, got \(positional.count): \(positional.joined(separator: " ")). "
            + UsageError.usage)
    }
    guard targetNames.count <= 1, testTargetNames.count <= 1 else {
      throw UsageError("give --target and --test-target at most once each")
    }

    let names: RowKindTemplate.Names
    do {
      names = try RowKindTemplate.names(for: positional[0])
    } catch {
      throw UsageError(error.description)
    }

    let target = try sourceTarget(in: package, named: targetNames.first)
    let testTarget = try testTarget(in: package, for: target, named: testTargetNames.first)

    let sourceURL = target.directoryURL.appendingPathComponent(names.sourceFile)
    try checkFree(names.sourceFile, type: names.kindType, in: target, planned: sourceURL)
    let testURL: URL
    var note: String?
    if let testTarget {
      testURL = testTarget.directoryURL.appendingPathComponent(names.testFile)
      try checkFree(names.testFile, type: names.testType, in: testTarget, planned: testURL)
    } else {
      // No test target depends on the kind's target: its test goes where the test
      // target the package needs would have its sources, and the note says how to
      // declare it. An empty folder there is such a target, left out by SwiftPM.
      let folder = package.directoryURL.appendingPathComponent("Tests")
        .appendingPathComponent(UsageText.testTargetName(for: target.name))
      testURL = folder.appendingPathComponent(names.testFile)
      guard !FileManager.default.fileExists(atPath: testURL.path) else {
        throw UsageError("\(relativePath(testURL, in: package)) already exists; pick another name")
      }
      note = UsageText.testTargetNote(for: target.name, package: rowKitPackageName(of: package))
    }

    let files = [
      (sourceURL, RowKindTemplate.kindSource(names)),
      (testURL, RowKindTemplate.testSource(names, module: target.moduleName)),
    ]
    var written: [URL] = []
    for (url, text) in files {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        written.append(url)
      } catch {
        for url in written { try? FileManager.default.removeItem(at: url) }
        throw UsageError("cannot write \(url.path): \(error.localizedDescription)")
      }
    }
    return Scaffold(written: written, note: note)
  }

  /// The name the manifest gives the package that has the RowKit product, for
  /// `.product(name:package:)`.
  func rowKitPackageName(of package: Package) -> String {
    let dependency = package.dependencies.first { dependency in
      dependency.package.products.contains { $0.name == "RowKit" }
    }
    return dependency?.package.displayName ?? "RowKit"
  }

  /// The target named `name`, or the one source target that depends on RowKit (a
  /// library target is preferred over executables).
  func sourceTarget(in package: Package, named name: String?) throws(UsageError)
    -> SourceModuleTarget
  {
    let sources = package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind == .generic || $0.kind == .executable }
    if let name {
      guard let target = sources.first(where: { $0.name == name }) else {
        throw UsageError(
          "no source target named '\(name)'; source targets: \(list(sources.map(\.name)))")
      }
      return target
    }
    let candidates = sources.filter { depends($0, on: "RowKit") }
    let libraries = candidates.filter { $0.kind == .generic }
    if libraries.count == 1 { return libraries[0] }
    if libraries.isEmpty, candidates.count == 1 { return candidates[0] }
    if candidates.isEmpty {
      throw UsageError(
        "no source target of package '\(package.displayName)' depends on RowKit; "
          + "add RowKit to a target's dependencies or pass --target NAME")
    }
    let choices = libraries.isEmpty ? candidates : libraries
    throw UsageError(
      "several targets depend on RowKit: \(list(choices.map(\.name))); "
        + "pick one with --target NAME")
  }

  /// The test target named `name`, or the one test target that depends on `target`, or
  /// `nil` when none does; it must be able to import RowKitTesting.
  func testTarget(
    in package: Package, for target: SourceModuleTarget, named name: String?
  ) throws(UsageError) -> SourceModuleTarget? {
    let tests = package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind == .test }
    let chosen: SourceModuleTarget
    if let name {
      guard let test = tests.first(where: { $0.name == name }) else {
        throw UsageError(
          "no test target named '\(name)'; test targets: \(list(tests.map(\.name)))")
      }
      chosen = test
    } else {
      let candidates = tests.filter { depends($0, on: target.name) }
      if candidates.isEmpty {
        // The test target the note will ask for may exist without that dependency.
        let conventional = UsageText.testTargetName(for: target.name)
        guard let named = tests.first(where: { $0.name == conventional }) else { return nil }
        chosen = named
      } else {
        guard candidates.count == 1 else {
          throw UsageError(
            "several test targets depend on '\(target.name)': "
              + "\(list(candidates.map(\.name))); pick one with --test-target NAME")
        }
        chosen = candidates[0]
      }
    }
    guard depends(chosen, on: "RowKitTesting") else {
      throw UsageError(
        "test target '\(chosen.name)' does not depend on RowKitTesting; add "
          + "`.product(name: \"RowKitTesting\", package: \"RowKit\")` to its dependencies")
    }
    guard depends(chosen, on: target.name) else {
      throw UsageError(
        "test target '\(chosen.name)' does not depend on '\(target.name)', so its test "
          + "could not import the kind; add the dependency or pick another target")
    }
    return chosen
  }

  /// Fails when the file exists or a source of the target declares the type already.
  func checkFree(
    _ fileName: String, type: String, in target: SourceModuleTarget, planned: URL
  ) throws(UsageError) {
    let swiftFiles = target.sourceFiles.filter { $0.url.pathExtension == "swift" }
    if FileManager.default.fileExists(atPath: planned.path)
      || swiftFiles.contains(where: { $0.url.lastPathComponent == fileName })
    {
      throw UsageError(
        "\(fileName) already exists in target '\(target.name)'; pick another name")
    }
    for file in swiftFiles {
      guard let source = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
      if RowKindTemplate.declaresType(named: type, in: source) {
        throw UsageError(
          "a type named '\(type)' already exists in target '\(target.name)' "
            + "(\(file.url.lastPathComponent)); pick another name")
      }
    }
  }

  func depends(_ target: Target, on name: String) -> Bool {
    target.dependencies.contains { dependency in
      switch dependency {
      case .target(let other): return other.name == name
      case .product(let product): return product.name == name
      @unknown default: return false
      }
    }
  }

  func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
  }

  func relativePath(_ url: URL, in package: Package) -> String {
    let root = package.directoryURL.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

/// A mistake in how the command was run, with the message to show.
struct UsageError: Error, CustomStringConvertible {
  /// What went wrong and what to do.
  var message: String

  init(_ message: String) { self.message = message }

  var description: String { message }

  static let usage = UsageText.usage + " (see --help)"
}
