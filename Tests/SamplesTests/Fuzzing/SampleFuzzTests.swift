import Foundation
import RowKit
import RowKitSampleSupport
import RowKitTesting
import Testing

@testable import RowKitSampleQuiz
@testable import RowKitSampleRoster

/// Seeded mutation fuzzers for the script parser and runner, the quiz loader and the
/// names loader, run in-process on the samples' own code. Each checks that an input
/// ends in a clean result or one clean error: no crash, output lines exactly the
/// screen's width, no control character or escape byte from the data, messages of one
/// bounded line. Inputs are at most 4 KB, so each one's work is bounded (the step
/// budget). `ROWKIT_FUZZ_INPUTS=N` runs N inputs each; `ROWKIT_SEED=S` replays one.
@Suite struct SampleFuzzTests {
  static let scriptTokens: [[UInt8]] = [
    "\n", "\r\n", " ", "\t", "#", "tap ", "key ", "scroll ", "resize 30 5", "render",
    "select ", "clear ", "reveal ", "all", "lock ", "unlock ", "color ", "red", "remove ",
    "yes ", "no ", "add ", "down", "enter", "space", "tab", "end", "-", "0", "1", "2",
    "999999999999999999999", "-1000000",
  ].map { Array($0.utf8) }

  @Test func fuzzedScriptsRunCleanlyOnTheRosterAndTheQuiz() throws {
    let corpus = [
      "key down\nkey enter\nrender\nyes 1\nadd Zed Last\nscroll 2\nrender\n",
      "remove 2\nno 2\ntap 30 1\nresize 40 6\nkey end\nrender\nremove 1\nyes 1\n",
      "select 1 1\nreveal 1\ncolor 2 1 red\nlock 3\nrender\nscroll 5\nkey tab\nreveal all\n",
      "# comment\r\n\r\nselect 2 2\r\nunlock 3\r\nclear 2\r\nkey pagedown\r\nrender\r\n",
    ].map { Array($0.utf8) }
    let mutator = Mutator(
      corpus: corpus, tokens: Self.scriptTokens, maximumLength: 4096, mutations: 1...8)
    let seeds = Mutator.seeds(base: 0x5C41_0000, fallback: 2_500)
    var commands = 0
    var errors = 0
    var failures = 0
    for seed in seeds {
      var random = SeededGenerator(seed: seed)
      let script = mutator.mutate(using: &random)
      let app: any SampleApp =
        seed % 2 == 0
        ? try RosterApp(names: RosterNames.builtIn) : try QuizApp(quiz: .builtIn)
      let screen = Size(
        columns: Int.random(in: 1...90, using: &random),
        lines: Int.random(in: 1...16, using: &random))
      let result = SampleFuzzing.run(script, on: app, screen: screen)
      errors += result.errors
      commands += Script.parse(Script.text(decoding: script), file: "fuzz").count
      if let problem = result.problem {
        failures += 1
        Issue.record("seed \(seed) (replay with ROWKIT_SEED=\(seed)): \(problem)")
      }
    }
    print(
      "fuzz scripts: \(seeds.count) inputs (seeds from \(seeds.first ?? 0)), "
        + "\(commands) commands, \(errors) clean errors, \(failures) failures")
  }

  @Test func fuzzedQuizFilesLoadOrFailWithOneCleanLine() throws {
    let corpus = [
      #"{"title": "Capitals", "questions": [{"question": "Capital of France?", "options": ["Lyon", "Paris"], "answer": "Paris", "correct": 2}]}"#,
      "\u{FEFF}{\"questions\": [{\"question\": \"a\\u00e9\\ud83d\\ude00\\n\", \"options\": [\"x\", \"y\\t\"], \"correct\": 1.0e0}, {\"question\": \"q\", \"options\": [\"\"], \"answer\": null}]}",
      #"{"questions":[{"question":"日本の首都は?","options":["東京","大阪"],"correct":1,"answer":"東京"}],"title":null}"#,
    ].map { Array($0.utf8) }
    let tokens = [
      "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "null", "true", "-0", "1e999",
      "9223372036854775808", "\"questions\"", "\"options\"", "\"correct\"", "[[[[[[[[[[",
    ].map { Array($0.utf8) }
    let mutator = Mutator(corpus: corpus, tokens: tokens, maximumLength: 4096, mutations: 1...3)
    let seeds = Mutator.seeds(base: 0x0417_0000, fallback: 4_000)
    var loaded = 0
    var failures = 0
    for seed in seeds {
      var random = SeededGenerator(seed: seed)
      let bytes = mutator.mutate(using: &random)
      var problem: String?
      do {
        let quiz = try QuizFile.quiz(bytes, file: "fuzz.json")
        loaded += 1
        let screen = Size(
          columns: Int.random(in: 1...90, using: &random),
          lines: Int.random(in: 1...16, using: &random))
        problem =
          SampleFuzzing.run(
            Array("render\nselect 1 1\nreveal all\n".utf8), on: try QuizApp(quiz: quiz),
            screen: screen
          ).problem
      } catch {
        problem = SampleFuzzing.problem(inMessage: error.description)
        if error.exitStatus != 1 { problem = "status \(error.exitStatus) for \(error)" }
      }
      if let problem {
        failures += 1
        Issue.record("seed \(seed) (replay with ROWKIT_SEED=\(seed)): \(problem)")
      }
    }
    print(
      "fuzz quiz files: \(seeds.count) inputs (seeds from \(seeds.first ?? 0)), "
        + "\(loaded) loaded, \(seeds.count - loaded) clean errors, \(failures) failures")
  }

  @Test func fuzzedNamesFilesGiveOneLineNames() throws {
    let corpus = [
      "Urvashi\nVaishnavi\nAnchita\n", "\u{FEFF}Ann Lee\r\n  Bo\t\r\n\r\n中文Ａ\ne\u{301}\n",
      "Safe\rEVIL\na\u{2028}b\nc\u{85}d\n\u{1B}[2Jx\n",
    ].map { Array($0.utf8) }
    let mutator = Mutator(
      corpus: corpus, tokens: ["\n", "\r\n", "\r", " ", "\t"].map { Array($0.utf8) },
      maximumLength: 4096)
    let seeds = Mutator.seeds(base: 0x4A3E_0000, fallback: 3_000)
    var names = 0
    var failures = 0
    for seed in seeds {
      var random = SeededGenerator(seed: seed)
      let text = Script.text(decoding: mutator.mutate(using: &random))
      var problem: String?
      if let parsed = RosterNames.parse(text, maximumCount: 10_000) {
        names += parsed.count
        if let bad = parsed.first(where: {
          $0.unicodeScalars.contains(where: SampleFuzzing.isControl)
        }) {
          problem = "the name \(bad.debugDescription) holds a control character"
        } else if parsed.contains(where: { $0.isEmpty || $0.first == " " || $0.last == " " }) {
          problem = "an empty or untrimmed name in \(parsed)"
        } else if !parsed.isEmpty {
          let screen = Size(
            columns: Int.random(in: 1...90, using: &random),
            lines: Int.random(in: 1...16, using: &random))
          problem =
            SampleFuzzing.run(
              Array("remove 1\nrender\n".utf8), on: try RosterApp(names: parsed), screen: screen
            ).problem
        }
      } else {
        problem = "more than 10,000 names from 4 KB"
      }
      if let problem {
        failures += 1
        Issue.record("seed \(seed) (replay with ROWKIT_SEED=\(seed)): \(problem)")
      }
    }
    print(
      "fuzz names files: \(seeds.count) inputs (seeds from \(seeds.first ?? 0)), "
        + "\(names) names, \(failures) failures")
  }
}
