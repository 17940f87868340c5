import * as z from 'zod';

/**
 * Where a piece of content comes from and who has reviewed it (issue 11, point 2). Every section of
 * a sign's study text and every orisha fact carries one. The project's own wording is a source of
 * its own kind ('redacción del proyecto'), so it is never mistaken for a quotation.
 */
export const SourceRef = z.strictObject({
  /** `contribution`: a learner whose text a reviewer applied (issue 36), by the name they chose (the export brings it from the panel). */
  kind: z.enum(['book', 'site', 'article', 'project', 'contribution']),
  /** Book or article title, site name, or 'Redacción del proyecto'. */
  title: z.string().trim().min(3),
  author: z.string().trim().min(2).optional(),
  /** Pages, chapter or section ('pp. 112-118', 'cap. 4'). */
  where: z.string().trim().min(1).optional(),
  url: z.url({ protocol: /^https$/ }).optional(),
  year: z.number().int().min(1800).max(2100).optional(),
});
export type SourceRef = z.output<typeof SourceRef>;

/** Reviewed by whom and when (ISO date); `null` = not reviewed yet ('pendiente de revisión'). */
export const Review = z.nullable(
  z.strictObject({
    by: z.string().trim().min(2),
    on: z.iso.date(),
  }),
);
export type Review = z.output<typeof Review>;

export const Provenance = z.strictObject({
  sources: z.array(SourceRef).min(1, 'cada entrada necesita al menos una fuente'),
  reviewed: Review,
});
export type Provenance = z.output<typeof Provenance>;

/** The source every text written by the project itself names. */
export const PROJECT_SOURCE: SourceRef = { kind: 'project', title: 'Redacción del proyecto' };
