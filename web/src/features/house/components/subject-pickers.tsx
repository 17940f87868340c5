import { HOUSE, ORISHA_IDS } from '@ifa/shared';
import { X } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { Spinner } from '../../../components/spinner';
import { useNaming } from '../../../components/yoruba-text';
import type { Language } from '../../../i18n';
import { useOrishaGuide } from '../../../lib/orisha-guide';
import { useOdduns } from '../../../lib/sign-catalogue';
import { findSigns, signChoices } from '../lib/sign-choices';

interface PickerProps {
  /** The ids chosen, in the order chosen. */
  selected: string[];
  onToggle: (id: string) => void;
  /** Why the choice cannot be sent (said in words, tied to the group). */
  error?: string | undefined;
}

/**
 * The signs of an assignment (1 to HOUSE.maxAssignmentSubjects), from the catalogue: the 16 Meji
 * at hand, any other found by name or number, named as the head's naming setting wants.
 */
export function SignPicker({ selected, onToggle, error }: PickerProps) {
  const { t } = useTranslation();
  const naming = useNaming();
  const catalogue = useOdduns();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const choices = useMemo(() => signChoices(catalogue.data?.odduns ?? [], naming), [catalogue.data, naming]);
  const found = findSigns(choices, query);
  const nameOf = (id: string) => choices.find((choice) => choice.id === id)?.name ?? id;

  return (
    <PickerFrame legend={t('house.assign.signs.legend')} hint={t('house.assign.signs.hint', { max: HOUSE.maxAssignmentSubjects })} selected={selected} nameOf={nameOf} onToggle={onToggle} error={error}>
      <label htmlFor={searchId} className="mt-3 block text-sm font-semibold text-ink">
        {t('house.assign.signs.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('house.assign.signs.placeholder')}
        autoComplete="off"
        className="mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink shadow-sm placeholder:text-[#8a7f70] hover:border-[#cdbd9f]"
        data-testid="sign-search"
      />
      {catalogue.error ? (
        <div role="alert" className="mt-3 rounded-2xl bg-clay-soft p-3 text-sm text-ink">
          <p>{t('house.assign.signs.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void catalogue.mutate()}>
            {t('house.retry')}
          </Button>
        </div>
      ) : !catalogue.data ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner size="sm" decorative />
          {t('house.assign.signs.loading')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted" role="status" data-testid="sign-results">
            {query.trim() ? t('house.assign.signs.found', { count: found.length }) : t('house.assign.signs.meji')}
          </p>
          <Choices
            items={found.map((choice) => ({ id: choice.id, label: choice.name, detail: t('house.assign.signs.position', { position: choice.position }) }))}
            selected={selected}
            onToggle={onToggle}
            testId="sign-choice"
          />
        </>
      )}
    </PickerFrame>
  );
}

/** The orishas of an assignment (their facts), from the orisha guide's list, named in the head's language. */
export function OrishaPicker({ selected, onToggle, error }: PickerProps) {
  const { t, i18n } = useTranslation();
  const guide = useOrishaGuide(i18n.language as Language);
  const nameOf = (id: string) => guide.data?.orishas.find((orisha) => orisha.id === id)?.name ?? id;
  return (
    <PickerFrame legend={t('house.assign.orishas.legend')} hint={t('house.assign.orishas.hint', { max: HOUSE.maxAssignmentSubjects })} selected={selected} nameOf={nameOf} onToggle={onToggle} error={error}>
      {guide.error ? (
        <div role="alert" className="mt-3 rounded-2xl bg-clay-soft p-3 text-sm text-ink">
          <p>{t('house.assign.orishas.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void guide.mutate()}>
            {t('house.retry')}
          </Button>
        </div>
      ) : (
        <Choices items={ORISHA_IDS.map((id) => ({ id, label: nameOf(id) }))} selected={selected} onToggle={onToggle} testId="orisha-choice" />
      )}
    </PickerFrame>
  );
}

/** A group of choices with its count, the chosen ones (each removable), and why it cannot be sent. */
function PickerFrame({ legend, hint, selected, nameOf, onToggle, error, children }: PickerProps & { legend: string; hint: string; nameOf: (id: string) => string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} data-testid="subject-picker">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}{' '}
        <span className="font-semibold text-ink" data-testid="subjects-count">
          {t('house.assign.count', { count: selected.length, max: HOUSE.maxAssignmentSubjects })}
        </span>
      </p>
      {selected.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('house.assign.chosen')} data-testid="subjects-chosen">
          {selected.map((subject) => (
            <li key={subject} className="inline-flex items-center gap-1 rounded-full bg-forest-soft py-1 pr-1 pl-3 text-sm font-semibold text-forest">
              {nameOf(subject)}
              <button
                type="button"
                onClick={() => onToggle(subject)}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-white"
                aria-label={t('house.assign.unchoose', { name: nameOf(subject) })}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-clay" role="alert">
          <span aria-hidden="true">●</span>
          <span>{error}</span>
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

function Choices({ items, selected, onToggle, testId }: { items: Array<{ id: string; label: string; detail?: string }>; selected: string[]; onToggle: (id: string) => void; testId: string }) {
  const chosen = new Set(selected);
  const full = selected.length >= HOUSE.maxAssignmentSubjects;
  return (
    <ul className="mt-2 grid max-h-80 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
      {items.map((item) => {
        const checked = chosen.has(item.id);
        return (
          <li key={item.id}>
            <label
              className={cx(
                'flex min-h-11 items-center gap-3 rounded-2xl border border-line px-3 py-2 has-[:checked]:border-forest has-[:checked]:bg-forest-soft',
                full && !checked ? 'cursor-not-allowed bg-sand/40' : 'cursor-pointer hover:bg-sand',
              )}
            >
              <input type="checkbox" className="h-5 w-5 shrink-0 accent-forest" checked={checked} disabled={full && !checked} onChange={() => onToggle(item.id)} data-testid={`${testId}-${item.id}`} />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink">{item.label}</span>
                {item.detail ? <span className="block text-xs text-muted">{item.detail}</span> : null}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
