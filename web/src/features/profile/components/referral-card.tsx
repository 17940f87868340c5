import { Check, Copy, Gift, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { referralLink } from '../../../config/paths';
import { copyText } from '../../../lib/clipboard';
import { useCopy } from '../../../lib/use-copy';

export function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation();
  // Spec 9: the copy confirmation icon lasts 2 s.
  const { copied, copy } = useCopy({ success: t('toasts.copySuccess'), error: t('toasts.copyError') });
  const copyCode = () => void copy(code);

  /** 'Compartir Enlace': the Web Share API where there is one, else the link is copied. */
  const share = async () => {
    const url = referralLink(code);
    if (typeof navigator.share === 'function') {
      const data = { title: t('profile.referral.shareTitle'), text: t('profile.referral.shareText', { code }), url };
      if (!navigator.canShare || navigator.canShare(data)) {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // Not allowed here: copy instead.
        }
      }
    }
    try {
      await copyText(url);
      notify.success(t('toasts.linkCopied'), { description: url });
    } catch {
      notify.error(t('toasts.linkCopyError'));
    }
  };

  return (
    <Card title={t('profile.referral.title')} icon={<Gift className="h-5 w-5" aria-hidden="true" />}>
      <p className="text-muted">{t('profile.referral.description')}</p>
      <div className="mt-5 rounded-2xl border-2 border-dashed border-gold/60 bg-gold-soft/50 p-5">
        <p className="text-sm font-semibold text-gold-ink" id="referral-code-label">
          {t('profile.referral.codeLabel')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="font-mono text-3xl font-bold tracking-[0.2em] text-ink" aria-labelledby="referral-code-label" data-testid="referral-code">
            {code}
          </p>
          <button
            type="button"
            onClick={copyCode}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-forest shadow-sm hover:bg-forest-soft"
            aria-label={copied ? t('profile.referral.copied') : t('profile.referral.copy')}
            title={t('profile.referral.copy')}
            data-testid="copy-code"
            data-copied={copied}
          >
            {copied ? <Check className="h-5 w-5" aria-hidden="true" /> : <Copy className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <Button className="mt-5" onClick={share} icon={<Share2 className="h-4 w-4" aria-hidden="true" />}>
        {t('profile.referral.share')}
      </Button>
    </Card>
  );
}
