import { useSyncExternalStore } from 'react';

/** The choices of the cookie banner (cookie policy: essential, performance, functional, marketing). */
export interface CookieConsent {
  essential: true;
  performance: boolean;
  functional: boolean;
  marketing: boolean;
  decidedAt: string;
}

const CONSENT_STORAGE_KEY = 'cookie-consent';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CookieConsent | null } = { raw: null, value: null };

function readStorage(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policies): the banner shows every visit, nothing breaks.
    return null;
  }
}

function readConsent(): CookieConsent | null {
  const raw = readStorage();
  if (raw === cached.raw) return cached.value;
  let value: CookieConsent | null = null;
  try {
    value = raw ? (JSON.parse(raw) as CookieConsent) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function saveConsent(choice: Omit<CookieConsent, 'essential' | 'decidedAt'>): void {
  const consent: CookieConsent = {
    essential: true,
    ...choice,
    decidedAt: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // See readStorage.
  }
  for (const listener of listeners) listener();
}

/** Forgets the choice, so the banner asks again (the cookie policy's "Cookie settings"). */
export function resetConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // See readStorage.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
