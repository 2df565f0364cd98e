/// A quiz: an optional title and its questions, as built in or loaded from JSON.
struct Quiz: Equatable {
  /// The title shown in the first row.
  var title: String?
  /// The questions, in order; never empty.
  var questions: [QuizQuestion]
}

/// One question of a ``Quiz``.
struct QuizQuestion: Equatable {
  /// The question's text.
  var question: String
  /// The options' texts; at least one.
  var options: [String]
  /// The answer shown when revealed, if given.
  var answer: String?
  /// The 0-based index of the correct option, if given.
  var correct: Int?

  /// The footer shown when the answer is revealed: `answer`, else the correct
  /// option's text, else none.
  var answerText: String? {
    answer ?? correct.map { options[$0] }
  }
}
