import { DIFFICULTIES, SIGNS_TOPICS } from '@ifa/shared';
import { BookOpen, Gamepad2, Hammer, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { QuickPlay } from '../../../components/game/quick-play';
import { LogoMark } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useSignsSend } from '../signs-game-context';
import { useQuickSignsSettings } from '../use-quick-settings';
import { StepLayout } from './step-layout';

/** Spec 2, view `menu`: game mode or study mode (the encyclopedia). */
export function MenuView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const quick = useQuickSignsSettings();
  const { difficulty, question_count: count, timed } = quick.settings;
  const summary = [t(`play.difficulty.${difficulty}`), t('play.quick.questions', { count }), timed ? t('play.quick.timed') : t('play.quick.untimed')].join(' · ');
  return (
    <StepLayout
      title={t('signsGame.menu.title')}
      intro={
        <>
          {t('signsGame.menu.intro')}{' '}
          <span className="font-semibold text-ink">{t('signsGame.menu.facts', { topics: SIGNS_TOPICS.length, levels: DIFFICULTIES.length })}</span>
        </>
      }
    >
      <QuickPlay summary={summary} fromLast={quick.fromLast} onPlay={() => send({ type: 'QUICK_START', settings: quick.settings })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ModeCard
          icon={Gamepad2}
          title={t('signsGame.menu.game.title')}
          text={t('signsGame.menu.game.text')}
          action={t('signsGame.menu.game.action')}
          onChoose={() => send({ type: 'GAME_MODE' })}
          primary
        />
        <ModeCard
          icon={BookOpen}
          title={t('signsGame.menu.study.title')}
          text={t('signsGame.menu.study.text')}
          action={t('signsGame.menu.study.action')}
          onChoose={() => send({ type: 'STUDY_MODE' })}
        />
      </div>
      {/* Issue 12: the build-the-sign drill, a mode of its own in daily practice (its answers schedule the 'build' cards). */}
      <section className="mt-4 flex flex-col gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm sm:flex-row sm:items-center" data-testid="build-mode">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gold-soft text-gold-ink" aria-hidden="true">
          <Hammer className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold text-ink">{t('signsGame.menu.build.title')}</h2>
          <p className="mt-1 text-muted">{t('signsGame.menu.build.text')}</p>
        </div>
        <Link to={`${paths.practice.review}?mode=build`} className={buttonClass('secondary', 'md', 'self-start sm:self-center')}>
          {t('signsGame.menu.build.action')}
        </Link>
      </section>
    </StepLayout>
  );
}

interface ModeCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  onChoose: () => void;
  primary?: boolean;
}

function ModeCard({ icon: Icon, title, text, action, onChoose, primary }: ModeCardProps) {
  return (
    <section className="relative flex flex-col overflow-hidden rounded-3xl border border-line bg-white p-6 shadow-sm">
      <LogoMark className="pointer-events-none absolute -right-6 -top-6 h-28 w-28 opacity-10" />
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-forest-soft text-forest" aria-hidden="true">
        <Icon className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 flex-1 text-muted">{text}</p>
      <Button className="mt-6 self-start" variant={primary ? 'primary' : 'secondary'} onClick={onChoose}>
        {action}
      </Button>
    </section>
  );
}
