import { AdminContributionsQuery, AdminOddunsQuery, AdminUsersQuery } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { parseSearch, patchSearch } from './url-state';

const url = (search: string) => new URLSearchParams(search);

describe('admin table state in the URL', () => {
  it('reads the filters with the API query schema, so they combine and keep their types', () => {
    expect(parseSearch(AdminOddunsQuery, url('tab=odduns&page=2&search=ogbe&is_meji=true&has_data=false&position=17'))).toEqual({
      page: 2,
      limit: 20,
      search: 'ogbe',
      is_meji: true,
      has_data: false,
      position: 17,
    });
  });

  it('uses the defaults when the URL says nothing', () => {
    expect(parseSearch(AdminUsersQuery, url(''))).toEqual({ page: 1, limit: 20, search: undefined });
    expect(parseSearch(AdminContributionsQuery, url('')).status).toBe('pending');
  });

  it('drops a value the API would refuse and keeps the others', () => {
    const state = parseSearch(AdminOddunsQuery, url('page=abc&position=999&is_meji=maybe&search=osa'));
    expect(state).toMatchObject({ page: 1, search: 'osa' });
    expect(state.position).toBeUndefined();
    expect(state.is_meji).toBeUndefined();
    expect(parseSearch(AdminContributionsQuery, url('status=lost')).status).toBe('pending');
  });

  it('writes a patch back: empty values removed, a new filter back to page 1', () => {
    const next = patchSearch(url('tab=odduns&page=3&search=ogbe'), { is_meji: true, search: '' }, { resetPage: true });
    expect(next.toString()).toBe('tab=odduns&is_meji=true');
    expect(patchSearch(url('tab=users'), { page: 4 }).toString()).toBe('tab=users&page=4');
    expect(patchSearch(url('tab=users&page=4'), { page: 1 }).toString()).toBe('tab=users');
  });
});
