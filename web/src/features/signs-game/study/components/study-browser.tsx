import type { User } from '@ifa/shared';
import { displayName, namePairOf } from '@ifa/shared/naming';
import { CloudOff } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameText, namingOf } from '../../../../components/yoruba-text';
import { useOddun } from '../api/get-oddun';
import type { OddunSummary } from '../api/get-odduns';
import { activeList, browse, currentSign, isSearching, type BrowseAction, type BrowseState } from '../browse';
import { readSecret } from '../secret-content';
import { studySections, type SectionKey } from '../sections';
import { useUnlockSecret } from '../use-unlock-secret';
import { ContributeModal } from './contribute-modal';
import { DataSourcesPanel } from './data-sources-panel';
import { SecretRitualModal } from './secret-ritual-modal';
import { SignNavigator } from './sign-navigator';
import { SignSections } from './sign-sections';
import { SignSummary } from './sign-summary';
import { SourceBadge } from './source-badge';
import { StudySearch } from './study-search';
import { GeneratedNotice, Notice } from './study-notices';
import type { SecretState } from './secret-panel';

interface StudyBrowserProps {
  signs: OddunSummary[];
  initialSignId: string | undefined;
  user: User;
  balance: number;
}

/** Search, previous/next and the sign on screen with its sections, secret and dialogs. */
export function StudyBrowser({ signs, initialSignId, user, balance }: StudyBrowserProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer((s: BrowseState, a: BrowseAction) => browse(signs, s, a), { query: '', currentId: initialSignId });
  // A new deep link while the screen is open shows that sign.
  useEffect(() => {
    if (initialSignId) dispatch({ type: 'show', id: initialSignId });
  }, [initialSignId]);

  const sign = currentSign(signs, state)!;
  const searching = isSearching(state);
  const list = useMemo(() => activeList(signs, state), [signs, state]);
  const index = list.findIndex((s) => s.id === sign.id);

  const detail = useOddun(sign.id, user.id);
  const ready = detail.data?.id === sign.id;
  // Spec 7: when the detail fails, the list entry is what the screen shows.
  const entry = useMemo(() => (ready ? { ...sign, ...detail.data } : sign), [ready, sign, detail.data]);
  const loading = !ready && !detail.error;
  const sections = useMemo(() => studySections(entry), [entry]);

  const isAdmin = user.role === 'admin';
  const secret = ready ? readSecret(detail.data?.secret_content) : null;
  // `has_secret: false` (the server's flag): nothing to unlock, so nothing is offered for sale.
  const noSecret = entry.has_secret === false;
  const secretState: SecretState = !ready
    ? detail.error
      ? noSecret
        ? 'none'
        : 'locked'
      : 'loading'
    : detail.data?.secret_unlocked && secret
      ? 'unlocked'
      : isAdmin || noSecret
        ? 'none'
        : 'locked';
  const { unlock, busy } = useUnlockSecret(sign.id, user.id, balance);

  const [contributeTo, setContributeTo] = useState<SectionKey | null>(null);
  const [secretOpen, setSecretOpen] = useState(false);
  // Names as the learner's setting wants them (issue 11): Lucumí, Yorùbá or both.
  const naming = namingOf(user);
  const pair = namePairOf({ name: entry.name ?? entry.id, yoruba_name: entry.yoruba_name });
  const name = displayName(pair, naming);
  const badge = isAdmin ? <SourceBadge source={entry.data_source} /> : null;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <StudySearch
          query={state.query}
          resultCount={searching ? list.length : undefined}
          onSearch={(query) => dispatch({ type: 'search', query })}
          onClear={() => dispatch({ type: 'clear' })}
        />
        <SignNavigator index={index} total={list.length} searching={searching} name={<NameText pair={pair} naming={naming} />} onStep={(delta) => dispatch({ type: 'step', delta })} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        {/* The sign stays in view while its sections scroll by; the admin's taller column would not fit. */}
        <div className={isAdmin ? 'space-y-4' : 'space-y-4 lg:sticky lg:top-20'}>
          <SignSummary entry={entry} naming={naming} />
          {entry.data_source === 'generated' ? <GeneratedNotice /> : null}
          {detail.error && !ready ? (
            <Notice icon={<CloudOff />} testId="notice-fallback">
              {t('encyclopedia.notices.detailFallback')}
            </Notice>
          ) : null}
          {isAdmin ? (
            <DataSourcesPanel
              source={entry.data_source}
              completion={entry.completion_percentage}
              hasData={entry.has_data}
              reference={entry.fuente}
              updatedAt={entry.fecha_actualizacion ?? entry.updated_at}
            />
          ) : null}
        </div>
        <SignSections
          sections={sections}
          loading={loading}
          secret={{ state: secretState, busy, onUnlock: () => void unlock(), onOpen: () => setSecretOpen(true) }}
          badge={badge}
          onContribute={setContributeTo}
        />
      </div>

      <ContributeModal section={contributeTo} oddunId={sign.id} signName={name} userId={user.id} onClose={() => setContributeTo(null)} />
      <SecretRitualModal
        open={secretOpen && secretState === 'unlocked'}
        onClose={() => setSecretOpen(false)}
        signName={name}
        secret={secret}
        purchased={user.purchased_secrets.includes(sign.id)}
      />
    </div>
  );
}
