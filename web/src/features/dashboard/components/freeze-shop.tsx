import { ShieldPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatNumber } from '../../../lib/format';
import { useBuyFreeze } from './use-buy-freeze';

interface FreezeShopProps {
  userId: string;
  freezes: number;
  max: number;
  price: number;
}

/**
 * The streak freeze for sale (issue 12, point 4): how many are held of the maximum, and the
 * button, which asks once before spending the cowries (issue 27, part 6).
 */
export function FreezeShop({ userId, freezes, max, price }: FreezeShopProps) {
  const { t, i18n } = useTranslation();
  const { buy, busy } = useBuyFreeze(userId);
  const [asking, setAsking] = useState(false);
  const hintId = useId();
  const atMax = freezes >= max;
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-parchment p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="freeze-shop">
      <div className="min-w-0">
        <p className="font-semibold text-ink" data-testid="freezes-held">
          {t('dashboard.practice.freeze.held', { held: n(freezes), max: n(max) })}
        </p>
        <p id={hintId} className="text-sm text-muted">
          {atMax ? t('dashboard.practice.freeze.atMax') : t('dashboard.practice.freeze.hint')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        onClick={() => setAsking(true)}
        disabled={atMax}
        loading={busy}
        aria-describedby={hintId}
        icon={<ShieldPlus className="h-4 w-4" aria-hidden="true" />}
        data-testid="buy-freeze"
      >
        {t('dashboard.practice.freeze.buy', { price: n(price) })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('dashboard.practice.freeze.confirmTitle')}
        description={t('dashboard.practice.freeze.confirmText', { price: n(price) })}
        confirmLabel={t('dashboard.practice.freeze.confirm')}
        onConfirm={async () => {
          setAsking(false);
          await buy();
        }}
        onClose={() => setAsking(false)}
        testId="freeze-confirm"
      />
    </div>
  );
}
