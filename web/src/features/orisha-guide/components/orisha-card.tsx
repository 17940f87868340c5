import type { Naming } from '@ifa/shared/naming';
import { useTranslation } from 'react-i18next';
import { ProvenanceNote } from '../../../components/provenance';
import { NameText } from '../../../components/yoruba-text';
import type { OrishaEntry, OrishaFact } from '../../../lib/orisha-guide';

/** One orisha: its name as the learner's naming setting wants it, then each fact with its provenance. */
export function OrishaCard({ orisha, naming }: { orisha: OrishaEntry; naming: Naming }) {
  const { t } = useTranslation();
  const headingId = `orisha-${orisha.id}`;
  const aliases = orisha.aliases.filter((a) => a !== orisha.name && a !== orisha.yoruba);
  return (
    <article className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6" aria-labelledby={headingId} data-testid={`orisha-card-${orisha.id}`}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        <NameText pair={{ lucumi: orisha.name, yoruba: orisha.yoruba }} naming={naming} />
      </h2>
      {aliases.length ? <p className="mt-1 text-sm text-muted">{t('orishaGuide.aliases', { names: aliases.join(', ') })}</p> : null}
      <dl className="mt-4 divide-y divide-line">
        {orisha.facts.map((fact) => (
          <FactRow key={fact.topic} fact={fact} />
        ))}
      </dl>
    </article>
  );
}

function FactRow({ fact }: { fact: OrishaFact }) {
  const { t } = useTranslation();
  const empty = fact.values.length === 0;
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4" data-testid={`fact-${fact.topic}`}>
      <dt className="text-sm font-semibold text-muted">{t(`orishaGuide.topics.${fact.topic}`)}</dt>
      <dd className="space-y-1.5">
        <p className="text-ink">{empty && fact.topic === 'number' ? t('orishaGuide.noNumber') : fact.values.join(', ')}</p>
        {fact.also.length ? <p className="text-sm text-muted">{t('orishaGuide.also', { values: fact.also.join(', ') })}</p> : null}
        {fact.varies ? <p className="text-sm text-muted">{t('orishaGuide.varies')}</p> : null}
        <ProvenanceNote provenance={fact.provenance} />
      </dd>
    </div>
  );
}
