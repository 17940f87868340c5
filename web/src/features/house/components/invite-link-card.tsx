import { Check, Copy, Link2, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { houseInviteLink } from '../../../lib/house';
import { useCopy } from '../../../lib/use-copy';

/**
 * The head's invite link (DESIGN.md 5c): copied to send to the godchildren; renewed (asked once,
 * by the page's dialog) when it went where it should not: the old one stops working.
 */
export function InviteLinkCard({ code, renewing, onRenew }: { code: string; renewing: boolean; onRenew: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { copied, copy } = useCopy({ success: t('toasts.linkCopied'), error: t('toasts.linkCopyError') });
  const link = houseInviteLink(code);

  return (
    <Card title={t('house.invite.title')} icon={<Link2 className="h-5 w-5" aria-hidden="true" />} testId="house-invite">
      <p className="text-sm text-muted">{t('house.invite.text')}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink">
        {t('house.invite.label')}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
        className="mt-1.5 block w-full min-w-0 rounded-xl border border-line bg-sand/60 px-3 py-2.5 font-mono text-sm text-ink"
        data-testid="house-invite-link"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void copy(link)}
          icon={copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          data-testid="copy-invite-link"
          data-copied={copied}
        >
          {copied ? t('house.invite.copied') : t('house.invite.copy')}
        </Button>
        <Button variant="ghost" onClick={onRenew} loading={renewing} icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />} data-testid="renew-invite">
          {t('house.invite.renew')}
        </Button>
      </div>
    </Card>
  );
}
