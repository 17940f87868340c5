import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form-field';
import type { OddunsQuery } from '../api/get-odduns';
import { SearchBox } from '../components/search-box';
import type { UrlValue } from '../lib/url-state';

const toChoice = (value: boolean | undefined) => (value === undefined ? '' : String(value));
const POSITION_MAX = 256;

/** Spec 2: text search, has data, is_meji and position 1-256; they combine and live in the URL. */
export function OddunsFilters({ state, update }: { state: OddunsQuery; update: (patch: Record<string, UrlValue>, options?: { replace?: boolean }) => void }) {
  const { t } = useTranslation();
  const positionId = useId();
  const [position, setPosition] = useState(state.position ? String(state.position) : '');
  useEffect(() => setPosition(state.position ? String(state.position) : ''), [state.position]);
  const positionNumber = Number(position);
  const positionInvalid = position !== '' && !(Number.isInteger(positionNumber) && positionNumber >= 1 && positionNumber <= POSITION_MAX);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const filtered = state.search || state.has_data !== undefined || state.is_meji !== undefined || state.position !== undefined;

  return (
    <div className="space-y-4 rounded-2xl border border-line bg-white p-4" data-testid="odduns-filters">
      <SearchBox label={t('admin.odduns.search')} placeholder={t('admin.odduns.searchPlaceholder')} value={state.search ?? ''} onSearch={onSearch} testId="odduns-search" />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('admin.odduns.hasData')} value={toChoice(state.has_data)} onChange={(event) => update({ has_data: event.target.value })} data-testid="filter-has-data">
          <option value="">{t('admin.common.any')}</option>
          <option value="true">{t('admin.odduns.withData')}</option>
          <option value="false">{t('admin.odduns.withoutData')}</option>
        </SelectField>
        <SelectField label={t('admin.odduns.isMeji')} value={toChoice(state.is_meji)} onChange={(event) => update({ is_meji: event.target.value })} data-testid="filter-meji">
          <option value="">{t('admin.common.any')}</option>
          <option value="true">{t('admin.odduns.mejiOnly')}</option>
          <option value="false">{t('admin.odduns.combinedOnly')}</option>
        </SelectField>
        <div className="space-y-1.5">
          <label htmlFor={positionId} className="block text-sm font-semibold text-ink">
            {t('admin.odduns.position')}
          </label>
          <input
            id={positionId}
            type="number"
            inputMode="numeric"
            min={1}
            max={POSITION_MAX}
            value={position}
            aria-invalid={positionInvalid || undefined}
            aria-describedby={`${positionId}-hint`}
            onChange={(event) => {
              const next = event.target.value;
              setPosition(next);
              const value = Number(next);
              if (next === '') update({ position: undefined }, { replace: true });
              else if (Number.isInteger(value) && value >= 1 && value <= POSITION_MAX) update({ position: value }, { replace: true });
            }}
            className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm hover:border-[#cdbd9f] aria-[invalid=true]:border-clay"
            data-testid="filter-position"
          />
          <p id={`${positionId}-hint`} className={positionInvalid ? 'text-sm font-medium text-clay' : 'text-sm text-muted'}>
            {t('admin.odduns.positionHint')}
          </p>
        </div>
      </div>
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={() => update({ search: undefined, has_data: undefined, is_meji: undefined, position: undefined })}>
          {t('admin.odduns.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
