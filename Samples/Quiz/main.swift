import RowKitSampleSupport

SampleMain.run(
  program: "quiz",
  summary: """
    A quiz of checkable-options rows: choose one option per question, then check it
    with its Check button or the c key (the correct option on green, a wrong choice
    on red). Built-in questions, or a JSON file given with --data:
      {"title": "…", "questions": [{"question": "…", "options": ["…", "…"],
                                    "answer": "…", "correct": 2}]}
    (title, answer and correct are optional; correct counts options from 1).
    """,
  options: [OptionSpec("data", value: "FILE", help: "load the quiz from a JSON file")],
  scriptHelp: QuizApp.scriptHelp
) { options, settings throws(SampleError) in
  let quiz = try options["data"].map { path throws(SampleError) in
    try QuizFile.load(path, limits: settings.inputLimits)
  }
  return try QuizApp(quiz: quiz ?? .builtIn)
}
