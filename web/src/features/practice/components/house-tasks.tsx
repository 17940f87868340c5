import { Home, Repeat } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { cx } from '../../../components/cx';
import { useCurrentUser } from '../../../lib/auth/session';
import { formatDay } from '../../../lib/format';
import { assignmentPracticeLink, openAssignments, useHouse, useSubjectNames } from '../../../lib/house';

/**
 * 'Tareas de tu casa' (issue 28, DESIGN.md 5c): what the head of the learner's house asked them
 * to practise and have not done yet, each opening a session on it. Nothing when the learner has
 * no house or nothing left to do (or the house could not be read: the review goes on without it).
 */
export function HouseTasks() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const titleId = useId();
  const { data } = useHouse(user.id);
  const house = data?.house;
  const open = openAssignments(house);
  const subjectsOf = useSubjectNames(open);
  if (!house || open.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-3xl px-4 pt-6 short:pt-3 sm:px-6" data-testid="house-tasks">
      {/* Tighter on short screens (issue 34): the review's question and its four options still
          fit a 360 x 740 phone below the banner. */}
      <div className="rounded-2xl border border-gold/60 bg-gold-soft/50 p-4 short:px-3 short:py-2.5">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink short:text-base">
          <Home className="h-5 w-5 text-forest" aria-hidden="true" />
          {t('review.houseTasks.title')}
        </h2>
        <p className="mt-1 text-sm text-muted short:mt-0 short:truncate">{t('review.houseTasks.from', { house: house.name, head: house.head.full_name })}</p>
        <ul className="mt-3 space-y-2 short:mt-2 short:space-y-1.5">
          {open.map((assignment) => {
            const subjects = subjectsOf(assignment);
            const day = formatDay(assignment.due, i18n.language);
            return (
              <li key={assignment.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm short:gap-2 short:py-2" data-testid="house-task">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-ink">{subjects}</span>
                  <span className={cx('block text-sm', assignment.overdue ? 'font-semibold text-clay' : 'text-muted')}>
                    {t(`review.houseTasks.kind.${assignment.kind}`)} · {assignment.overdue ? t('review.houseTasks.overdue', { date: day }) : t('review.houseTasks.due', { date: day })}
                  </span>
                </span>
                <ButtonLink
                  to={assignmentPracticeLink(assignment.id)}
                  size="sm"
                  icon={<Repeat className="h-4 w-4" aria-hidden="true" />}
                  aria-label={t('review.houseTasks.practiceLabel', { subjects })}
                  data-testid="house-task-practice"
                >
                  {t('review.houseTasks.practice')}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
