import { describe, expect, it } from 'vitest';
import { returnPath } from './return-to';

describe('returnPath', () => {
  it('returns to the page that asked for a sign-in, with its query', () => {
    expect(returnPath({ from: '/amigos?code=ABCD2345' })).toBe('/amigos?code=ABCD2345');
    expect(returnPath({ from: '/games/signs' })).toBe('/games/signs');
  });

  it('goes to the dashboard otherwise, and never to another origin or back to the sign-in pages', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example/x' }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: '/login?x=1' }, { from: '/register' }, { from: '/' }]) {
      expect(returnPath(state), JSON.stringify(state)).toBe('/dashboard');
    }
  });
});
