import { CheckCircle2, CircleDashed, ClipboardList, Repeat, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { formatDay } from '../../../lib/format';
import { assignmentPracticeLink, useSubjectNames, type Assignment, type House } from '../../../lib/house';

/**
 * The house's assignments (DESIGN.md 5c), the soonest due first: what to practise and by when.
 * A member sees whether they did each and opens its practice; the head sees who did it and can
 * delete one (asked once, by the page's dialog).
 */
export function AssignmentsCard({ house, onDelete }: { house: House; onDelete: (assignment: Assignment) => void }) {
  const { t } = useTranslation();
  const head = house.role === 'head';
  const assignments = [...house.assignments].sort((a, b) => a.due.localeCompare(b.due) || a.created_at.localeCompare(b.created_at));
  const subjectsOf = useSubjectNames(assignments);
  return (
    <Card title={t('house.assignments.title')} icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />} testId="house-assignments">
      {assignments.length === 0 ? (
        <p className="text-sm text-muted" data-testid="assignments-empty">
          {head ? t('house.assignments.emptyHead') : t('house.assignments.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {assignments.map((assignment) => (
            <AssignmentRow key={assignment.id} assignment={assignment} subjects={subjectsOf(assignment)} house={house} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AssignmentRow({ assignment, subjects, house, onDelete }: { assignment: Assignment; subjects: string; house: House; onDelete: (assignment: Assignment) => void }) {
  const { t, i18n } = useTranslation();
  const head = house.role === 'head';
  const day = formatDay(assignment.due, i18n.language);
  const late = assignment.overdue && (head || !assignment.done);
  return (
    <li className="rounded-2xl border border-line bg-parchment p-4" data-testid="assignment" data-done={assignment.done} data-overdue={assignment.overdue}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-gold-ink uppercase">{t(`house.assignments.kind.${assignment.kind}`)}</p>
          <p className="mt-0.5 font-semibold break-words text-ink" data-testid="assignment-subjects">
            {subjects}
          </p>
          <p className={cx('mt-1 text-sm', late ? 'font-semibold text-clay' : 'text-muted')} data-testid="assignment-due">
            {late ? t('house.assignments.overdue', { date: day }) : t('house.assignments.due', { date: day })}
          </p>
        </div>
        {head ? (
          <Button variant="ghost" size="sm" onClick={() => onDelete(assignment)} icon={<Trash2 className="h-4 w-4" aria-hidden="true" />} aria-label={t('house.assignments.deleteLabel', { subjects })} data-testid="delete-assignment">
            {t('house.assignments.delete')}
          </Button>
        ) : null}
      </div>
      {head ? <DoneBy assignment={assignment} house={house} /> : <MyProgress assignment={assignment} subjects={subjects} />}
    </li>
  );
}

/** The member's own: done or still to do, and the way into its practice (again, once done). */
function MyProgress({ assignment, subjects }: { assignment: Assignment; subjects: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {assignment.done ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-forest-soft px-3 py-1 text-sm font-semibold text-forest" data-testid="assignment-status">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          {t('house.assignments.done')}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-sm font-semibold text-ink" data-testid="assignment-status">
          <CircleDashed className="h-4 w-4" aria-hidden="true" />
          {t('house.assignments.pending')}
        </span>
      )}
      <ButtonLink
        to={assignmentPracticeLink(assignment.id)}
        size="sm"
        variant={assignment.done ? 'secondary' : 'primary'}
        icon={<Repeat className="h-4 w-4" aria-hidden="true" />}
        aria-label={t(assignment.done ? 'house.assignments.practiceAgainLabel' : 'house.assignments.practiceLabel', { subjects })}
        data-testid="practice-assignment"
      >
        {assignment.done ? t('house.assignments.practiceAgain') : t('house.assignments.practice')}
      </ButtonLink>
    </div>
  );
}

/** The head's view: who has done it, of the members (the head apart). */
function DoneBy({ assignment, house }: { assignment: Assignment; house: House }) {
  const { t } = useTranslation();
  const learners = (house.members ?? []).filter((member) => !member.is_head);
  const doneBy = new Set(assignment.done_by ?? []);
  const done = learners.filter((member) => doneBy.has(member.user_id));
  return (
    <div className="mt-3 text-sm" data-testid="assignment-done-by">
      <p className="font-semibold text-ink">{t('house.assignments.doneCount', { done: done.length, count: learners.length })}</p>
      {done.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t('house.assignments.doneBy')}>
          {done.map((member) => (
            <li key={member.user_id} className="inline-flex items-center gap-1 rounded-full bg-forest-soft px-2.5 py-0.5 font-semibold text-forest">
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
              {member.full_name}
            </li>
          ))}
        </ul>
      ) : learners.length > 0 ? (
        <p className="mt-1 text-muted">{t('house.assignments.nobodyYet')}</p>
      ) : null}
    </div>
  );
}
