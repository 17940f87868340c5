import type { User } from '@ifa/shared';
import { displayName, namePairOf } from '@ifa/shared/naming';
import { CloudOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { NameText, namingOf } from '../../../../components/yoruba-text';
import { useOddun } from '../api/get-oddun';
import type { OddunSummary } from '../../../../lib/sign-catalogue';
import { activeList, addsHistoryEntry, browse, currentSign, isSearching, type BrowseAction, type BrowseState } from '../browse';
import { readSecret } from '../secret-content';
import { sectionLanguage, sectionText, studySections, type SectionKey } from '../sections';
import { SIGN_PARAM } from '../study-address';
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
  /** The address no longer names a sign (back past the encyclopedia's first sign): leave it. */
  onLeave: () => void;
}

/**
 * Search, previous/next and the sign on screen with its sections, secret and dialogs.
 * The address is the sign on screen (`?sign=<id>`, study-address.ts): previous/next and a
 * result add an entry to the history, so back and forward retrace them and any address can be
 * shared; typing a search replaces the entry instead of adding one per letter. A `#section`
 * anchor ('Dónde estudiarlo') is scrolled to and focused once the sign's sections are in.
 */
export function StudyBrowser({ signs, initialSignId, user, balance, onLeave }: StudyBrowserProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const addressId = params.get(SIGN_PARAM) ?? undefined;
  const state: BrowseState = useMemo(() => ({ query, currentId: addressId ?? initialSignId }), [query, addressId, initialSignId]);

  const sign = currentSign(signs, state)!;
  const searching = isSearching(state);
  const list = useMemo(() => activeList(signs, state), [signs, state]);
  const index = list.findIndex((s) => s.id === sign.id);

  const go = useCallback(
    (id: string, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(SIGN_PARAM, id);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const dispatch = (action: BrowseAction) => {
    const next = browse(signs, state, action);
    if (next.query !== query) setQuery(next.query);
    if (next.currentId && next.currentId !== sign.id) go(next.currentId, !addsHistoryEntry(action, state));
  };

  // The address always names the sign shown: added on arrival from the game's menu, corrected
  // for an id the catalogue does not have. Once it named one, losing it means the learner went
  // back past the encyclopedia (or followed a link to the game): back to the game's menu.
  const named = useRef(false);
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(() => {
    if (addressId) named.current = true;
    if (addressId === sign.id) return;
    if (!addressId && named.current) leave.current();
    else go(sign.id, true);
  }, [addressId, sign.id, go]);

  // A chosen result brings its sign into view with the focus on its name (phones show the
  // list above the sign).
  const focusSign = useRef(false);
  useEffect(() => {
    if (!focusSign.current) return;
    focusSign.current = false;
    document.getElementById('sign-name')?.focus();
  }, [sign.id]);

  const detail = useOddun(sign.id, user.id);
  const ready = detail.data?.id === sign.id;

  // 'Dónde estudiarlo' links to a section (`#section-refranes`): it exists once the detail (or
  // its fallback) is in; scrolled to once per address.
  const landed = useRef('');
  const settled = ready || Boolean(detail.error);
  useEffect(() => {
    const target = `${sign.id}${hash}`;
    if (!hash || !settled || landed.current === target) return;
    landed.current = target;
    // The anchors are plain ASCII ids (study-address.ts): no decoding needed.
    const element = document.getElementById(hash.slice(1));
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hash, settled, sign.id]);
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
          results={searching ? list : undefined}
          currentId={sign.id}
          naming={naming}
          onSearch={(query) => dispatch({ type: 'search', query })}
          onClear={() => dispatch({ type: 'clear' })}
          onOpen={(id) => {
            if (id === sign.id) document.getElementById('sign-name')?.focus();
            else focusSign.current = true;
          }}
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

      <ContributeModal
        section={contributeTo}
        oddunId={sign.id}
        signName={name}
        userId={user.id}
        userName={user.full_name}
        current={ready && contributeTo ? sectionText(sections, contributeTo) : undefined}
        onClose={() => setContributeTo(null)}
      />
      <SecretRitualModal
        open={secretOpen && secretState === 'unlocked'}
        onClose={() => setSecretOpen(false)}
        signName={name}
        secret={secret}
        purchased={user.purchased_secrets.includes(sign.id)}
        language={sectionLanguage(detail.data ?? {}, 'secret')}
      />
    </div>
  );
}
