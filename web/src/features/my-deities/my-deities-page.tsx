import { ORISHA_IDS } from '@ifa/shared';
import { BookOpen, Lock, Repeat, Save, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LoadState, PageFrame } from '../../components/page-frame';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { orishaFocusLink, paths } from '../../config/paths';
import type { Language } from '../../i18n';
import { useCurrentUser } from '../../lib/auth/session';
import { formatDate } from '../../lib/format';
import { errorMessage, translateMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { useOrishaGuide } from '../../lib/orisha-guide';
import { useDocumentTitle } from '../../lib/use-document-title';
import { myDeitiesKey, saveMyDeities, useMyDeities, type DeitiesBody, type MyDeities } from './api/deities';

/** One orisha as the page names it: the guide's name in the learner's language and its Yorùbá spelling. */
interface Named {
  id: string;
  name: string;
  yoruba: string | null;
}

const draftOf = (saved: MyDeities): DeitiesBody => ({ received: [...saved.received] as DeitiesBody['received'], guardian: saved.guardian as DeitiesBody['guardian'], share_with_house_head: saved.share_with_house_head });

/**
 * /mis-deidades (issue 28 point 4, DESIGN.md 5c): the orishas the learner has received and their
 * guardian orisha, private unless they allow their house's head to see it; each one opens the
 * orisha guide. The names come from the guide, in the learner's language.
 */
export default function MyDeitiesPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const deities = useMyDeities(user.id);
  const guide = useOrishaGuide(i18n.language as Language);
  useDocumentTitle(t('myDeities.title'));

  const named: Named[] = ORISHA_IDS.map((id) => {
    const entry = guide.data?.orishas.find((o) => o.id === id);
    return { id, name: entry?.name ?? id, yoruba: entry?.yoruba ?? null };
  });
  const failed = Boolean(deities.error || guide.error);
  const ready = Boolean(deities.data && guide.data);

  return (
    <PageFrame
      title={t('myDeities.title')}
      intro={t('myDeities.intro')}
      width="narrow"
      aside={
        // Who sees the list as saved (issue 34): the learner alone, or also their house's head once shared.
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-forest-soft px-3 py-1 text-sm font-semibold text-forest" data-testid="deities-private">
          {deities.data?.share_with_house_head ? <Users className="h-4 w-4" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
          {t(deities.data?.share_with_house_head ? 'myDeities.sharedWithHead' : 'myDeities.private')}
        </p>
      }
    >
      <LoadState
        failed={failed}
        ready={ready}
        texts={{ failed: t('myDeities.loadError'), retry: t('myDeities.retry'), loading: t('myDeities.loading') }}
        onRetry={() => {
          void deities.mutate();
          void guide.mutate();
        }}
      >
        {() => <DeitiesForm key={deities.data!.updated_at ?? 'new'} userId={user.id} saved={deities.data!} named={named} />}
      </LoadState>
    </PageFrame>
  );
}

function DeitiesForm({ userId, saved, named }: { userId: string; saved: MyDeities; named: Named[] }) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<DeitiesBody>(() => draftOf(saved));
  const [busy, setBusy] = useState(false);
  const ids = { received: useId(), guardian: useId(), share: useId() };

  const received = new Set<string>(draft.received);
  const toggle = (id: string) =>
    setDraft((d) => ({ ...d, received: (received.has(id) ? d.received.filter((x) => x !== id) : [...d.received, id]) as DeitiesBody['received'] }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveMyDeities(draft);
      await mutate(myDeitiesKey(userId), result.deities, { revalidate: false });
      notify.success(translateMessage(t, result.message) ?? t('validation.deitiesSaved'));
    } catch (error) {
      notify.error(errorMessage(t, error, t('myDeities.saveError')));
    } finally {
      setBusy(false);
    }
  };

  const mine = named.filter((o) => received.has(o.id) || draft.guardian === o.id);
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-6" data-testid="deities-form">
      <fieldset className="rounded-3xl border border-line bg-white p-5 shadow-sm" aria-describedby={`${ids.received}-hint`}>
        <legend className="px-1 font-display text-xl font-semibold text-ink">{t('myDeities.received.legend')}</legend>
        <p id={`${ids.received}-hint`} className="text-sm text-muted">
          {t('myDeities.received.hint')} <span data-testid="deities-count">{t('myDeities.received.count', { count: received.size })}</span>
        </p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {named.map((o) => (
            <li key={o.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-3 py-2 hover:bg-sand has-[:checked]:border-forest has-[:checked]:bg-forest-soft">
                <input type="checkbox" className="h-5 w-5 accent-forest" checked={received.has(o.id)} onChange={() => toggle(o.id)} data-testid={`received-${o.id}`} />
                <OrishaName orisha={o} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="rounded-3xl border border-line bg-white p-5 shadow-sm" aria-describedby={`${ids.guardian}-hint`}>
        <legend className="px-1 font-display text-xl font-semibold text-ink">{t('myDeities.guardian.legend')}</legend>
        <p id={`${ids.guardian}-hint`} className="text-sm text-muted">
          {t('myDeities.guardian.hint')}
        </p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {[{ id: null, name: t('myDeities.guardian.none'), yoruba: null } as const, ...named].map((o) => (
            <li key={o.id ?? 'none'}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-3 py-2 hover:bg-sand has-[:checked]:border-gold has-[:checked]:bg-gold-soft">
                <input
                  type="radio"
                  name={ids.guardian}
                  className="h-5 w-5 accent-forest"
                  checked={draft.guardian === o.id}
                  onChange={() => setDraft((d) => ({ ...d, guardian: o.id as DeitiesBody['guardian'] }))}
                  data-testid={`guardian-${o.id ?? 'none'}`}
                />
                <OrishaName orisha={o} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="rounded-3xl border border-line bg-white p-5 shadow-sm">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-forest"
            checked={draft.share_with_house_head}
            onChange={(event) => setDraft((d) => ({ ...d, share_with_house_head: event.target.checked }))}
            aria-describedby={`${ids.share}-hint`}
            data-testid="deities-share"
          />
          <span className="font-semibold text-ink">{t('myDeities.share.label')}</span>
        </label>
        <p id={`${ids.share}-hint`} className="mt-2 text-sm text-muted">
          {t('myDeities.share.hint')}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" loading={busy} icon={<Save className="h-5 w-5" aria-hidden="true" />} data-testid="deities-save">
          {busy ? t('myDeities.saving') : t('myDeities.save')}
        </Button>
        {saved.updated_at ? (
          <span className="text-sm text-muted" data-testid="deities-saved-at">
            {t('myDeities.savedAt', { date: formatDate(saved.updated_at, i18n.language) })}
          </span>
        ) : null}
      </div>

      <Card title={t('myDeities.study.title')} icon={<BookOpen className="h-5 w-5" aria-hidden="true" />} testId="deities-study">
        <p className="text-sm text-muted">{t('myDeities.study.text')}</p>
        {mine.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('myDeities.study.empty')}</p>
        ) : (
          <>
            <ButtonLink to={orishaFocusLink(mine.map((o) => o.id))} className="mt-3" icon={<Repeat className="h-5 w-5" aria-hidden="true" />} data-testid="deities-review">
              {t('myDeities.study.review')}
            </ButtonLink>
            <ul className="mt-3 flex flex-wrap gap-2">
              {mine.map((o) => (
                <li key={o.id}>
                  <ButtonLink to={`${paths.games.orishaGuide}?q=${encodeURIComponent(o.name)}`} variant="secondary" size="sm">
                    {t('myDeities.study.link', { name: o.name })}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </form>
  );
}

function OrishaName({ orisha }: { orisha: { name: string; yoruba: string | null } }) {
  return (
    <span className="min-w-0">
      <span className="font-semibold text-ink">{orisha.name}</span>
      {orisha.yoruba && orisha.yoruba !== orisha.name ? (
        <span lang="yo" className="ml-2 text-sm text-muted">
          {orisha.yoruba}
        </span>
      ) : null}
    </span>
  );
}
