import { describe, expect, it } from 'vitest';
import { friendShareLink, SHARE_CODE_PARAM } from './share-link';

describe('friendShareLink', () => {
  it('opens /amigos with the code the page reads back', () => {
    const link = new URL(friendShareLink('ABCD2345', 'https://ifa.example'));
    expect(link.origin + link.pathname).toBe('https://ifa.example/amigos');
    expect(link.searchParams.get(SHARE_CODE_PARAM)).toBe('ABCD2345');
  });

  it('keeps an odd code inside its parameter', () => {
    const link = new URL(friendShareLink('A&b=c', 'http://localhost:5173'));
    expect(link.searchParams.get(SHARE_CODE_PARAM)).toBe('A&b=c');
    expect(link.searchParams.get('b')).toBeNull();
  });
});
