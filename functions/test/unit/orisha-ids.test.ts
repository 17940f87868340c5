import { ORISHA_IDS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { ORISHAS } from '../../src/content/orishas.js';

/** 'My deities' names orishas by the ids of the guide's content (DESIGN.md 5c): the two lists are one. */
describe('the orisha ids of the contract', () => {
  it('are the orishas of the guide, no more, no fewer', () => {
    expect([...ORISHA_IDS].sort()).toEqual(ORISHAS.map((o) => o.id).sort());
  });
});
