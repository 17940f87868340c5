import type { StreakSummary } from '@ifa/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useCurrentUser } from '../../lib/auth/session';
import type { Mistake } from '../../lib/mistake';
import { playCue } from '../../lib/sounds';
import { levelChange } from '../../lib/xp';
import { CelebrationBurst } from './celebration-burst';
import { LevelProgress } from './level-progress';
import { LevelUpBanner } from './level-up-banner';
import { MistakesList } from './mistakes-list';
import { SoundToggle } from './sound-toggle';
import { SummaryHeader } from './summary-header';
import { celebrates, type SummaryOutcome } from './summary-outcome';
import { SummaryStreak } from './summary-streak';
import { SummaryTiles } from './summary-tiles';

export interface SessionSummaryProps {
  outcome: SummaryOutcome;
  /** The game's or practice's name, above the heading. */
  eyebrow: string;
  /** The id the page moves the focus to on a new view: the level-up banner's when there is one, else the h1's. */
  focusId?: string | undefined;
  /** A game's score; a practice session has none. */
  percentage?: number | undefined;
  correct: number;
  total: number;
  xpEarned: number;
  /** XP paid beside the game's own (a duel won). */
  bonusXp?: number | undefined;
  cowriesEarned: number;
  /** The total XP with this game's or session's, as the server counted it; the session's user when absent. */
  experiencePoints?: number | undefined;
  /** The streak when the completion carried it (a practice session); else it is fetched. */
  streak?: Pick<StreakSummary, 'current' | 'freezes' | 'today_done'> | undefined;
  mistakes: readonly Mistake[];
  untimed?: boolean | undefined;
  /** The game's own lines under the heading (a score band), a line under the tiles (cards answered). */
  message?: ReactNode;
  /** A panel beside the streak (the practice's daily goal). */
  aside?: ReactNode;
  /** What next: play again, the duel's result, the dashboard. */
  actions: ReactNode;
}

/**
 * The one end screen of every game, duel and practice session (issue 34): a new level first (in
 * view on a phone, with the focus), how it went, the figures (right answers, XP, cowries), the
 * level bar within the level, the streak, then the mistakes with their right answers and the
 * drawings of the signs they were about. Results that never arrived show the heading and the
 * ways on only.
 */
export function SessionSummary(props: SessionSummaryProps) {
  const { outcome, focusId, xpEarned, bonusXp = 0, mistakes, actions } = props;
  const user = useCurrentUser();
  const experiencePoints = props.experiencePoints ?? user.experience_points;
  const change = levelChange(experiencePoints, xpEarned, bonusXp);
  const leveledUp = outcome !== 'ended' && change.leveledUp;
  const banner = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const session = outcome === 'session';

  // The screen changed under the learner's hands: the focus (and a screen reader) goes to the
  // new level when there is one, else to the heading. Pages that move the focus themselves find
  // the same element by `focusId`.
  useEffect(() => {
    (leveledUp ? banner.current : heading.current)?.focus();
  }, [leveledUp]);
  useEffect(() => {
    if (celebrates(outcome) && !leveledUp) playCue('pass');
  }, [outcome, leveledUp]);

  return (
    <div className="relative mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="session-summary" data-outcome={outcome}>
      {celebrates(outcome) ? <CelebrationBurst /> : null}
      {leveledUp ? <LevelUpBanner ref={banner} id={focusId} level={change.levelAfter} /> : null}
      <SummaryHeader
        outcome={outcome}
        eyebrow={props.eyebrow}
        headingId={leveledUp ? undefined : focusId}
        headingRef={heading}
        percentage={outcome === 'ended' ? undefined : props.percentage}
        correct={props.correct}
        total={props.total}
        untimed={props.untimed}
        message={props.message}
      />
      {outcome === 'ended' ? null : (
        <>
          <SummaryTiles correct={props.correct} total={props.total} xpEarned={xpEarned} cowriesEarned={props.cowriesEarned} bonusXp={bonusXp} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <LevelProgress experiencePoints={experiencePoints} xpEarned={xpEarned} bonusXp={bonusXp} kind={session ? 'session' : 'game'} />
            <SummaryStreak streak={props.streak} />
            {props.aside ? <div className="lg:col-span-2">{props.aside}</div> : null}
            <div className="lg:col-span-2">
              <MistakesList mistakes={mistakes} kind={session ? 'session' : 'game'} />
            </div>
          </div>
        </>
      )}
      <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">{actions}</div>
      <div className="mt-4 flex justify-center">
        <SoundToggle />
      </div>
    </div>
  );
}
