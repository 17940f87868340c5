import type { Provenance } from '@ifa/shared';
import { ECONOMY } from '@ifa/shared';
import { KeyRound, Lock, Unlock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { SectionKey } from '../sections';
import { useCurrentUser } from '../../../../lib/auth/session';
import { SectionFrame } from './study-section-card';

export type SecretState = 'loading' | 'locked' | 'unlocked' | 'none';

interface SecretPanelProps {
  state: SecretState;
  busy: boolean;
  onUnlock: () => void;
  onOpen: () => void;
  badge?: ReactNode;
  /** The secret's sources and review (issue 11): the badge for everyone, the sources for admins. */
  provenance?: Provenance | undefined;
  onContribute: (key: SectionKey) => void;
}

/**
 * The premium secret (spec 2 and 4): locked with its price and an unlock button, or unlocked
 * with the button that opens 'Secret Ritual Revealed'. 'none': the sign has no secret content
 * (the server's `has_secret` flag; admins are also served every secret that exists), so
 * nothing is offered for sale.
 */
export function SecretPanel({ state, busy, onUnlock, onOpen, badge, provenance, onContribute }: SecretPanelProps) {
  const { t } = useTranslation();
  const isAdmin = useCurrentUser().role === 'admin';
  const hasSecret = state !== 'none' && state !== 'loading';
  const price = ECONOMY.secretPrice;
  // Spending cowries asks once (issue 27, part 6).
  const [asking, setAsking] = useState(false);
  let body: ReactNode;
  if (state === 'loading') {
    body = <p className="text-muted italic">{t('encyclopedia.placeholder.loading')}</p>;
  } else if (state === 'none') {
    body = <p className="text-muted italic">{t('validation.noSecret')}</p>;
  } else if (state === 'unlocked') {
    body = (
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-forest-soft p-4" data-testid="secret-unlocked">
        <div className="flex items-start gap-3">
          <Unlock className="mt-0.5 h-5 w-5 shrink-0 text-forest" aria-hidden="true" />
          <div>
            <p className="font-semibold text-forest">{t('encyclopedia.secret.unlockedTitle')}</p>
            <p className="text-sm text-ink">{t('encyclopedia.secret.unlockedText')}</p>
          </div>
        </div>
        <Button onClick={onOpen} icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}>
          {t('encyclopedia.secret.open')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4 rounded-2xl bg-night p-4 text-[#f6e7c1] sm:p-5" data-testid="secret-locked">
        <div className="flex items-start gap-3">
          <Lock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold text-white">{t('encyclopedia.secret.lockedTitle')}</p>
            <p className="mt-1 text-sm">{t('encyclopedia.secret.lockedText')}</p>
            <p className="mt-2 text-sm font-semibold text-gold" data-testid="secret-price">
              {t('encyclopedia.secret.price', { count: price })}
            </p>
          </div>
        </div>
        <div className="on-dark">
          <Button variant="gold" onClick={() => setAsking(true)} loading={busy} className="w-full sm:w-auto" icon={<Unlock className="h-4 w-4" aria-hidden="true" />}>
            {busy ? t('encyclopedia.secret.unlocking') : t('encyclopedia.secret.unlock')}
          </Button>
        </div>
        <ConfirmDialog
          open={asking}
          title={t('encyclopedia.secret.confirmTitle')}
          description={t('encyclopedia.secret.confirmText', { count: price })}
          confirmLabel={t('encyclopedia.secret.confirm')}
          onConfirm={async () => {
            setAsking(false);
            onUnlock();
          }}
          onClose={() => setAsking(false)}
          testId="secret-confirm"
        />
      </div>
    );
  }
  return (
    <SectionFrame
      sectionKey="secret"
      badge={badge}
      pendingReview={hasSecret && Boolean(provenance) && !provenance?.reviewed}
      sources={isAdmin && hasSecret ? provenance : undefined}
      onContribute={onContribute}
    >
      {body}
    </SectionFrame>
  );
}
