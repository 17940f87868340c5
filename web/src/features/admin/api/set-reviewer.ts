import type { Language } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/users/{id}/reviewer (issue 36): the languages this user reviews content in, or none. */
export const setReviewerLanguages = (id: string, languages: Language[]) => callApi(route('adminSetReviewer'), { params: { id }, body: { languages } });
