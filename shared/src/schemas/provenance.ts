import * as z from 'zod/mini';

/**
 * Where a piece of study content comes from and whether it has been reviewed (issue 11), as the
 * API returns it. The content files are validated by the stricter build-time schema in
 * functions/src/content/schemas/provenance.ts; this is its shape on the wire.
 */
/**
 * `contribution`: a learner's text applied by a reviewer or an admin (issue 36); `title` is the
 * name they chose to be credited by.
 */
export const SourceRef = z.object({
  kind: z.enum(['book', 'site', 'article', 'project', 'contribution']),
  title: z.string(),
  author: z.optional(z.string()),
  where: z.optional(z.string()),
  url: z.optional(z.string()),
  year: z.optional(z.number()),
});
export type SourceRef = z.infer<typeof SourceRef>;

/** Reviewed by whom and when (ISO date); null = 'pendiente de revisión'. */
export const Review = z.nullable(z.object({ by: z.string(), on: z.string() }));
export type Review = z.infer<typeof Review>;

export const Provenance = z.object({ sources: z.array(SourceRef), reviewed: Review });
export type Provenance = z.infer<typeof Provenance>;
