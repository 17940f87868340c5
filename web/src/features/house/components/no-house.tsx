import { HOUSE, HOUSE_CODE_PATTERN } from '@ifa/shared';
import { KeyRound, Landmark, UserCog } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { foundHouse } from '../api/house-actions';
import type { HouseActions } from './use-house-action';

/**
 * No house yet (DESIGN.md 5c): how to join one (the godparent's link, or its code typed here),
 * and founding one for an approved santero or babalawo; anyone else is shown the way to ask for
 * that account type.
 */
export function NoHouse({ canFound, actions, onCode }: { canFound: boolean; actions: HouseActions; onCode: (code: string) => void }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <JoinByCode onCode={onCode} />
      {canFound ? <FoundHouse actions={actions} /> : <FounderHint />}
    </div>
  );
}

/** A code as the link carries it: case and spaces forgiven, as the server reads it. */
const normalizeCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function JoinByCode({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCode(code);
    if (!HOUSE_CODE_PATTERN.test(normalized)) {
      setError(t('validation.houseCodeInvalid'));
      return;
    }
    setError(undefined);
    onCode(normalized);
  };
  return (
    <Card title={t('house.join.title')} icon={<KeyRound className="h-5 w-5" aria-hidden="true" />} testId="house-join" className="h-full">
      <p className="text-sm text-muted">{t('house.join.text')}</p>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <TextField
          label={t('house.join.label')}
          hint={t('house.join.hint', { length: HOUSE.codeLength })}
          error={error}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="font-mono uppercase"
          data-testid="house-code"
        />
        <Button type="submit" variant="secondary" data-testid="house-code-submit">
          {t('house.join.submit')}
        </Button>
      </form>
    </Card>
  );
}

function FoundHouse({ actions }: { actions: HouseActions }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < HOUSE.nameMin || trimmed.length > HOUSE.nameMax) {
      setError(t('validation.houseNameInvalid'));
      return;
    }
    setError(undefined);
    await actions.run('found', () => foundHouse(trimmed));
  };
  return (
    <Card title={t('house.found.title')} icon={<Landmark className="h-5 w-5" aria-hidden="true" />} testId="house-found" className="h-full">
      <p className="text-sm text-muted">{t('house.found.text')}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3" noValidate>
        <TextField
          label={t('house.found.label')}
          hint={t('house.found.hint', { min: HOUSE.nameMin, max: HOUSE.nameMax })}
          error={error}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={HOUSE.nameMax}
          autoComplete="off"
          data-testid="house-name"
        />
        <Button type="submit" loading={actions.busy === 'found'} data-testid="found-house">
          {t('house.found.submit')}
        </Button>
      </form>
    </Card>
  );
}

function FounderHint() {
  const { t } = useTranslation();
  return (
    <Card title={t('house.founder.title')} icon={<UserCog className="h-5 w-5" aria-hidden="true" />} testId="house-founder-hint" className="h-full">
      <p className="text-sm text-muted">{t('house.founder.text')}</p>
      <ButtonLink to={paths.dashboard} variant="secondary" className="mt-4">
        {t('house.founder.link')}
      </ButtonLink>
    </Card>
  );
}
