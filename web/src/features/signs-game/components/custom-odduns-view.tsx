import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SignGlyph } from '../../../components/sign-glyph';
import { CUSTOM_SIGNS } from '../config/signs-options';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { CheckCard } from './check-card';
import { ContinueButton } from './continue-button';
import { StepLayout } from './step-layout';

/** Spec 2, view `custom_odduns`: the fixed list of 8 signs, each drawn from its pattern. */
export function CustomOddunsView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const selected = useSignsSelector((s) => s.context.selectedOdduns);
  const tried = useSignsSelector((s) => s.context.oddunsError);

  return (
    <StepLayout
      title={t('signsGame.custom.title')}
      intro={t('signsGame.custom.intro')}
      onBack={() => send({ type: 'BACK' })}
      footer={
        <ContinueButton
          blocked={selected.length === 0}
          error={tried ? t('signsGame.custom.required') : null}
          errorId="odduns-error"
          onContinue={() => send({ type: 'CONTINUE' })}
        />
      }
    >
      <fieldset aria-describedby="odduns-count">
        <legend className="sr-only">{t('signsGame.custom.legend')}</legend>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p id="odduns-count" className="text-sm font-semibold text-muted" aria-live="polite">
            {t('signsGame.custom.selected', { count: selected.length, total: CUSTOM_SIGNS.length })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'SELECT_ALL_ODDUNS' })}>
              {t('signsGame.custom.selectAll')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'CLEAR_ODDUNS' })}>
              {t('signsGame.custom.clearAll')}
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {CUSTOM_SIGNS.map((sign) => (
            <CheckCard
              key={sign.name}
              testId={`oddun-${sign.pattern}`}
              checked={selected.includes(sign.name)}
              onToggle={() => send({ type: 'TOGGLE_ODDUN', name: sign.name })}
              title={sign.name}
              text={t('signsGame.custom.pattern', { pattern: sign.pattern })}
              art={<SignGlyph pattern={sign.pattern} className="h-10 w-11 shrink-0 text-forest" />}
            />
          ))}
        </div>
      </fieldset>
    </StepLayout>
  );
}
