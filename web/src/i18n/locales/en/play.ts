import type { PlayCatalog } from '../es/play';

export const play: PlayCatalog = {
  play: {
    back: 'Back',
    backToMenu: 'Back to menu',
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
    },
  },
};
