import type { ResponseBody } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { paths } from '../config/paths';
import type { Language } from '../i18n';
import { callApi } from './api-client';
import { route } from './route';
import { useOrishaGuide } from './orisha-guide';

/**
 * The religious house (issue 28, DESIGN.md 5c) as more than one screen reads it: the house page
 * itself, and daily practice, which lists the member's open assignments and, after a session on
 * one of them, reads the house again (the assignment is done now).
 */
export type HouseResponse = ResponseBody<'house'>;
export type House = NonNullable<HouseResponse['house']>;
export type Assignment = House['assignments'][number];

/** Keyed by user: another account on this device never sees this one's house. */
export const houseKey = (userId: string) => ['/social/house', userId] as const;

/** GET /social/house: the reader's house (or none, and whether they may found one). */
export function useHouse(userId: string) {
  return useSWR(houseKey(userId), () => callApi(route('house')), { shouldRetryOnError: false });
}

/** What a member still has to practise: the assignments not done yet, the soonest due first. */
export const openAssignments = (house: Pick<House, 'assignments'> | null | undefined): Assignment[] =>
  (house?.assignments ?? []).filter((assignment) => !assignment.done).sort((a, b) => a.due.localeCompare(b.due) || a.created_at.localeCompare(b.created_at));

/**
 * An assignment's subjects as one line of names: the server names signs in the reader's naming;
 * orishas come by id, named here from the orisha guide in the reader's language (asked only when
 * an assignment is on orishas; their ids while it loads).
 */
export function useSubjectNames(assignments: readonly Assignment[]): (assignment: Assignment) => string {
  const { i18n } = useTranslation();
  const guide = useOrishaGuide(i18n.language as Language, assignments.some((assignment) => assignment.kind === 'orishas'));
  return (assignment) =>
    assignment.subjects
      .map((subject) => (assignment.kind === 'orishas' ? (guide.data?.orishas.find((orisha) => orisha.id === subject.id)?.name ?? subject.name) : subject.name))
      .join(', ');
}

/**
 * The address parameters the two screens agree on: the invite link opens the house page with
 * `?codigo=`, and an assignment's practice opens daily practice with `?tarea=`. Here, not in
 * config/paths.ts, which ships in the entry chunk (DESIGN.md 8: the landing's budget).
 */
export const INVITE_PARAM = 'codigo';
export const ASSIGNMENT_PARAM = 'tarea';

export const houseInviteLink = (code: string, origin = window.location.origin) => `${origin}${paths.community.casaReligiosa}?${INVITE_PARAM}=${encodeURIComponent(code)}`;

export const assignmentPracticeLink = (assignmentId: string) => `${paths.practice.review}?${ASSIGNMENT_PARAM}=${encodeURIComponent(assignmentId)}`;
