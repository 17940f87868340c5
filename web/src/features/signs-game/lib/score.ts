export type ScoreBand = 'excellent' | 'veryGood' | 'good' | 'practice' | 'passed';

/** Spec 9: 90+ excellent, 80+ very good, 70+ good, 60+ keep practising, below 'passed, keep improving'. */
export function scoreBand(percentage: number): ScoreBand {
  if (percentage >= 90) return 'excellent';
  if (percentage >= 80) return 'veryGood';
  if (percentage >= 70) return 'good';
  if (percentage >= 60) return 'practice';
  return 'passed';
}

/** Spec 9: a congratulations note at 80 and above. */
export const congratulates = (percentage: number) => percentage >= 80;
