import type { Mixup } from '@ifa/shared';
import { DEFAULT_NAMING, type Naming } from '@ifa/shared/naming';
import { Shuffle, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { focusLink, focusSignsOf } from '../lib/practice-params';
import { cellName, type MasteryGridSign } from './mastery-grid';

/**
 * The learner's most frequent mix-ups (issue 12, point 3), each pair with how often, and
 * 'practise these': a session on the signs of the pairs shown.
 */
export function MixupsList({ mixups, signs: map = [], naming = DEFAULT_NAMING }: { mixups: readonly Mixup[]; signs?: readonly Pick<MasteryGridSign, 'id' | 'name' | 'pattern'>[]; naming?: Naming }) {
  const { t } = useTranslation();
  const signs = focusSignsOf(mixups);
  // Named as the setting wants, like the map (issue 11); a sign the map lacks keeps its Lucumí name.
  const nameOf = (id: string, name: string) => {
    const sign = map.find((s) => s.id === id);
    return sign ? cellName(sign, naming) : name;
  };
  return (
    <Card title={t('mastery.mixups.title')} icon={<Shuffle className="h-5 w-5" aria-hidden="true" />} testId="mixups">
      {mixups.length ? (
        <>
          <ul className="space-y-2">
            {mixups.map((m) => (
              <li key={`${m.sign_id}|${m.confused_id}`} className="rounded-2xl bg-sand px-4 py-3 text-ink" data-testid="mixup">
                {t('mastery.mixups.item', { sign: nameOf(m.sign_id, m.sign_name), confused: nameOf(m.confused_id, m.confused_name), count: m.count })}
              </li>
            ))}
          </ul>
          <ButtonLink to={focusLink(paths.practice.review, signs)} className="mt-4 w-full" size="lg" icon={<Target className="h-5 w-5" aria-hidden="true" />} data-testid="practise-mixups">
            {t('mastery.mixups.practise')}
          </ButtonLink>
        </>
      ) : (
        <p className="text-muted">{t('mastery.mixups.none')}</p>
      )}
    </Card>
  );
}
