extension Quiz {
  /// The quiz `quiz` runs without `--data`: seven questions of two to six options,
  /// one long enough to wrap and one in Japanese.
  static let builtIn = Quiz(
    title: "RowKit quiz: choose an option per question, then reveal the answers",
    questions: [
      QuizQuestion(
        question: "Which planet is known as the Red Planet?",
        options: ["Venus", "Mars", "Jupiter", "Mercury"], correct: 1),
      QuizQuestion(
        question: "A table reuses its cells as rows scroll out of sight. When a row comes "
          + "back into view, what should a well-behaved table do before it shows that row?",
        options: [
          "Make a brand-new cell every time, so that nothing is ever reused",
          "Configure a recycled cell with the row's own content value, so that no state "
            + "of the row that used the cell before can leak into it",
          "Show the recycled cell as it is",
        ],
        correct: 1),
      QuizQuestion(
        question: "日本の首都はどこですか？", options: ["大阪", "東京", "京都"],
        answer: "東京 (Tokyo)", correct: 1),
      QuizQuestion(
        question: "How many bits are in a byte?", options: ["4", "8", "16"], correct: 1),
      QuizQuestion(
        question: "Which of these numbers is prime?",
        options: ["21", "27", "29", "33", "39", "51"], correct: 2),
      QuizQuestion(
        question: "Which gas do plants take in to make sugar?",
        options: ["Oxygen", "Carbon dioxide"], correct: 1),
      QuizQuestion(
        question: "Which is the largest ocean?",
        options: ["Atlantic", "Indian", "Pacific", "Arctic", "Southern"],
        answer: "Pacific, about a third of the Earth's surface", correct: 2),
    ])
}
