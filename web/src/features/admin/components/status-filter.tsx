import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form-field';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
export type StatusFilterValue = (typeof STATUSES)[number];

/** Spec 2: the status filter of a review list (kept in the URL by its section). */
export function StatusFilter({ value, onChange, testId }: { value: StatusFilterValue; onChange: (value: StatusFilterValue) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="w-full sm:w-64">
      <SelectField label={t('admin.status.filter')} value={value} onChange={(event) => onChange(event.target.value as StatusFilterValue)} data-testid={testId}>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`admin.status.${status}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
