import type { PlayCatalog } from '../es/play';

export const play: PlayCatalog = {
  play: {
    back: 'Back',
    backToMenu: 'Back to menu',
    expired: {
      title: 'This game has expired',
      text: 'This game is no longer available: games last at most 2 hours. What you earned in finished games is kept; start a new one whenever you like.',
      back: 'Back to the game menu',
    },
    unavailable: 'The service is not available right now. Your game is still here: try again in a few seconds.',
    alreadyAnswered: 'Your answer had already been recorded. On to the next question.',
    difficulty: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
      expert: 'Expert',
    },
    timer: {
      label: 'Time left',
      seconds: '{{count}} s',
      announce: '{{count}} seconds left',
      timeUp: "Time's up!",
      untimed: 'No time limit',
    },
    progress: {
      question: 'Question {{n}} of {{total}}',
      percent: '{{percent}}%',
      correct: 'Correct',
      errors: 'Errors',
      correctOf: '{{n}}/{{total}}',
      errorsOf: '{{n}}/{{limit}}',
    },
    timing: {
      legend: 'Pace',
      timed: 'Timed',
      timedHint: '{{seconds}} seconds per question, XP by level.',
      untimed: 'Untimed',
      untimedHint: 'No clock: answer at your own pace. You earn the beginner level’s XP.',
      untimedBadge: 'Untimed game',
    },
    speech: {
      listen: 'Listen',
      replay: 'Listen again',
      stop: 'Stop reading',
      noVoice: 'Your browser has no voice to read aloud in this language; the questions are shown as text.',
    },
    answer: {
      correct: 'Correct!',
      wrong: 'Wrong answer',
      timeout: 'Time ran out',
      mark: {
        right: 'Right answer',
        wrong: 'Your answer',
        missedMulti: 'Right, not ticked',
        removed: 'Set aside',
      },
    },
  },
};
