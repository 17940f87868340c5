/**
 * The questions of a sign's review cards (issue 12), built from the static catalogue alone (no
 * database read per question): a 'read' card shows the drawing and asks its name among four; a
 * 'build' card names the sign and the learner builds its pattern (judged by build-judge.ts).
 *
 * Wrong names for a 'read' card are the ones a learner confuses (issue 11's fairness rule: the
 * answer is not told apart by one leg alone). A sign R|L is offered beside one sign sharing its
 * right leg (R|x) and one sharing its left leg (y|L), so both columns must be read, and most of
 * the time beside its mirror L|R (legs swapped). Not always: if the mirror were always there, the
 * answer would always be one of the two mirrored names and a learner could guess between those.
 * A Meji's drawing (two equal columns) is told from a combination at a glance, so a Meji is
 * offered beside other Meji, and a combination beside combinations.
 */
import { foldName } from '@ifa/shared';
import { ODU_CATALOGUE, factByPattern, yorubaNameOfLegs, type OduFact } from '../../content/odu-catalogue.js';
import { slugify } from '../../content/slug.js';
import { shuffle, type Rng } from '../game-types.js';

/** How often the mirror of a combination is among its wrong names (see the module comment). */
export const SWAPPED_SHARE = 0.75;
const OPTIONS = 4;

export type SignFact = OduFact & { id: string };

const SIGNS: readonly SignFact[] = ODU_CATALOGUE.map((f) => ({ ...f, id: slugify(f.name) }));
const BY_ID = new Map(SIGNS.map((s) => [s.id, s]));

function signAt(position: number): SignFact {
  const sign = SIGNS[position - 1];
  if (!sign) throw new RangeError(`no sign at position ${position}`);
  return sign;
}

/** A sign's id as the catalogue makes it ('Ogbe Weñe' -> 'ogbe-wene'): how cards and the encyclopedia name it. */
export function signIdOf(position: number): string {
  return signAt(position).id;
}

/** The sign with that id, or null (a stale id in a stored card or a request). */
export function signByIdOrNull(id: string): SignFact | null {
  return BY_ID.get(id) ?? null;
}

/** The mirror of a combination (its legs swapped); null for a Meji. */
export function swappedOf(fact: OduFact): OduFact | null {
  if (fact.right_leg === fact.left_leg) return null;
  return factByPattern(fact.binary_pattern.slice(4) + fact.binary_pattern.slice(0, 4)) ?? null;
}

/**
 * Four names for a 'read' card, shuffled, one of them the sign's: hard wrong names first (see
 * the module comment), then any sign of `pool` (positions; default all 256), then any sign.
 * No two options fold to the same name (the answer check is accent- and case-insensitive).
 */
export function readOptions(signPosition: number, rng: Rng, pool?: readonly number[]): string[] {
  const target = signAt(signPosition);
  const chosen: OduFact[] = [target];
  const keys = new Set([foldName(target.name)]);
  const add = (f: OduFact | null | undefined) => {
    if (!f || chosen.length >= OPTIONS || keys.has(foldName(f.name))) return;
    keys.add(foldName(f.name));
    chosen.push(f);
  };
  const others = SIGNS.filter((s) => s.position !== target.position);
  if (target.is_meji) {
    for (const m of shuffle(others.filter((s) => s.is_meji), rng)) add(m);
  } else {
    const mirror = swappedOf(target);
    if (rng() < SWAPPED_SHARE) add(mirror);
    const kin = (f: OduFact) => !f.is_meji && f.position !== mirror?.position;
    const sameRight = shuffle(others.filter((s) => kin(s) && s.right_leg === target.right_leg), rng);
    const sameLeft = shuffle(others.filter((s) => kin(s) && s.left_leg === target.left_leg), rng);
    // One of each first, so both columns must be read; then more of either.
    add(sameRight[0]);
    add(sameLeft[0]);
    for (const s of shuffle([...sameRight.slice(1), ...sameLeft.slice(1)], rng)) add(s);
  }
  const poolSigns = (pool ?? SIGNS.map((s) => s.position)).flatMap((p) => SIGNS[p - 1] ?? []);
  for (const s of shuffle(poolSigns, rng)) add(s);
  for (const s of shuffle(others, rng)) add(s);
  return shuffle(
    chosen.map((f) => f.name),
    rng,
  );
}

/**
 * Whether a 'read' answer names the sign at `position`: its Lucumí name, or its Yorùbá name (the
 * learner's naming setting may show that one), with or without accents and tone marks, any case.
 */
export function isRightName(position: number, answer: string): boolean {
  const sign = signAt(position);
  const given = foldName(answer);
  return given !== '' && (given === foldName(sign.name) || given === foldName(yorubaNameOfLegs(sign.right_leg, sign.left_leg)));
}
