import { Swords } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { useCurrentUser } from '../../lib/auth/session';
import { DUEL_PARAM, duelKey, duelPath, duelsKey, fetchDuel, type DuelDetail } from '../../lib/duel-play';
import { useArrivalParam } from '../../lib/use-arrival-param';
import { ButtonLink } from '../button';
import { PageSpinner } from '../spinner';

/**
 * A game page playing a duel's game (lib/duel-play.ts): which duel, for the screens that differ
 * (the completion offers the duel's result instead of another game; the start's settings are not
 * remembered for 'Jugar rápido').
 */
const DuelPlayContext = createContext<DuelDetail | null>(null);
export const useDuelPlay = () => useContext(DuelPlayContext);

/** `?duel=<id>` on arrival, read once and dropped from the address (a reload opens the game's menu). */
export const useDuelArrival = (): string | undefined => useArrivalParam(DUEL_PARAM);

/**
 * Loads the duel, then renders the game for it; a duel that cannot be played (already played,
 * closed, not the learner's) goes back to its own page, which says why.
 */
export function DuelGate({ duelId, children }: { duelId: string; children: (duel: DuelDetail) => ReactNode }) {
  const { data, error } = useSWR(['duel-play', duelId], () => fetchDuel(duelId), { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error || (data && !data.can_play)) return <Navigate to={duelPath(duelId)} replace />;
  if (!data) return <PageSpinner />;
  return <DuelPlayContext.Provider value={data}>{children(data)}</DuelPlayContext.Provider>;
}

/**
 * The completion's way on in a duel: to the duel's page, where the result shows once both have
 * played. What the page had kept of the duel (from before the game) is dropped on the way.
 */
export function DuelResultLink({ duelId }: { duelId: string }) {
  const { t } = useTranslation();
  const userId = useCurrentUser().id;
  const { mutate } = useSWRConfig();
  const forget = () => {
    void mutate(duelKey(userId, duelId), undefined, { revalidate: false });
    void mutate(duelsKey(userId), undefined, { revalidate: false });
  };
  return (
    <ButtonLink to={duelPath(duelId)} onClick={forget} size="lg" icon={<Swords className="h-5 w-5" aria-hidden="true" />} data-testid="duel-result-link">
      {t('duels.play.seeDuel')}
    </ButtonLink>
  );
}
