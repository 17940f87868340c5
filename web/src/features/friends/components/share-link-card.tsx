import { Check, Copy, Link2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useCopy } from '../../../lib/use-copy';
import { friendShareLink } from '../share-link';

/** The learner's friend link (their referral code, DESIGN.md 5c): whoever opens it can ask in one tap. */
export function ShareLinkCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { copied, copy } = useCopy({ success: t('toasts.linkCopied'), error: t('toasts.linkCopyError') });
  const link = friendShareLink(code, window.location.origin);

  return (
    <Card title={t('friends.share.title')} icon={<Link2 className="h-5 w-5" aria-hidden="true" />} testId="share-link-card" className="h-full">
      <p className="text-sm text-muted">{t('friends.share.text')}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink">
        {t('friends.share.label')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="block min-w-0 flex-1 rounded-xl border border-line bg-sand/60 px-3 py-2.5 font-mono text-sm text-ink"
          data-testid="share-link"
        />
        <Button
          variant="secondary"
          onClick={() => void copy(link)}
          icon={copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          data-testid="copy-share-link"
          data-copied={copied}
        >
          {copied ? t('friends.share.copied') : t('friends.share.copy')}
        </Button>
      </div>
    </Card>
  );
}
