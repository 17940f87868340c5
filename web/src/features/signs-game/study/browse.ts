import { searchSigns, type Searchable } from './search';

/**
 * Where the learner is in the encyclopedia: the sign on screen and the search, if any.
 * Previous/next move through the search results while searching, else through all signs.
 */
export interface BrowseState {
  query: string;
  currentId: string | undefined;
}

export type BrowseAction = { type: 'search'; query: string } | { type: 'clear' } | { type: 'step'; delta: 1 | -1 } | { type: 'show'; id: string };

export const isSearching = (state: BrowseState) => state.query.trim().length > 0;

/** The signs previous/next move through. */
export function activeList<T extends Searchable>(signs: readonly T[], state: BrowseState): readonly T[] {
  return isSearching(state) ? searchSigns(signs, state.query) : signs;
}

/** The sign on screen: the chosen one, else the first of the catalogue. */
export function currentSign<T extends Searchable>(signs: readonly T[], state: BrowseState): T | undefined {
  return signs.find((s) => s.id === state.currentId) ?? signs[0];
}

export function browse<T extends Searchable>(signs: readonly T[], state: BrowseState, action: BrowseAction): BrowseState {
  switch (action.type) {
    case 'search': {
      // The first result comes on screen; with no result the current sign stays.
      const first = searchSigns(signs, action.query)[0];
      return { query: action.query, currentId: first?.id ?? state.currentId };
    }
    case 'clear':
      // The found sign stays on screen; previous/next go back to the whole catalogue.
      return { ...state, query: '' };
    case 'step': {
      const list = activeList(signs, state);
      const id = currentSign(signs, state)?.id;
      const index = list.findIndex((s) => s.id === id);
      const target = index === -1 ? undefined : list[index + action.delta];
      return target ? { ...state, currentId: target.id } : state;
    }
    case 'show':
      return signs.some((s) => s.id === action.id) ? { ...state, currentId: action.id } : state;
  }
}

/**
 * Whether a move leaves a place in the browser's history (the address is the sign on screen,
 * study-address.ts): stepping, choosing a result and starting a search do, so back returns to
 * the sign before; each further letter typed replaces it (one entry per search, not per letter).
 */
export const addsHistoryEntry = (action: BrowseAction, state: BrowseState) => !(action.type === 'search' && isSearching(state));
