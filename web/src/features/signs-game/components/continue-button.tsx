import { ArrowRight, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';

interface ContinueButtonProps {
  /** Nothing chosen yet: the button looks and reads disabled. */
  blocked: boolean;
  /** Continue was tried while blocked: the reason is shown (spec 5). */
  error: string | null;
  errorId: string;
  onContinue: () => void;
}

/**
 * 'Continue', disabled while nothing is chosen (spec 2). It stays focusable (aria-disabled)
 * so that trying it explains why (spec 5: 'Por favor selecciona al menos un tema').
 */
export function ContinueButton({ blocked, error, errorId, onContinue }: ContinueButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p id={errorId} role="alert" className={cx('flex items-center gap-2 text-sm font-semibold text-clay', !error && 'sr-only')}>
        {error ? (
          <>
            <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            {error}
          </>
        ) : null}
      </p>
      <Button
        size="lg"
        aria-disabled={blocked || undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx('self-start', blocked && 'cursor-not-allowed opacity-60 hover:bg-forest')}
        onClick={onContinue}
        icon={<ArrowRight className="h-5 w-5" aria-hidden="true" />}
        data-testid="continue"
      >
        {t('signsGame.continue')}
      </Button>
    </div>
  );
}
