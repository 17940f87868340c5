import { TOKEN_STORAGE_KEY as KEY } from '@ifa/shared/storage-keys';

/** The access token lives in localStorage (DESIGN.md 7). Storage can throw in private modes. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string) {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // the session then lasts as long as the tab
  }
}

export function clearToken() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
