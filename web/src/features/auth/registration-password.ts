/**
 * The password typed at registration (or at a login that led to the code screen), kept for this tab
 * only, so the code screen sends it with the code and with Resend: the server then completes only the
 * registration made in this browser (ADR 0018). Held in memory and sessionStorage (a reload keeps it,
 * another tab or a closed one does not), never localStorage; forgotten once the address is verified.
 */

const STORAGE_KEY = 'registration_password';

interface Kept {
  email: string;
  password: string;
}

let inMemory: Kept | undefined;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function readStored(): Kept | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    const { email, password } = (parsed ?? {}) as Partial<Kept>;
    return typeof email === 'string' && typeof password === 'string' ? { email, password } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `password` as the one typed for registering `email` in this tab, replacing any other. */
export function keepRegistrationPassword(email: string, password: string): void {
  inMemory = { email, password };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(inMemory));
  } catch {
    // Storage refused (private mode, quota): memory alone carries it until a reload.
  }
}

/** The password kept for registering `email` in this tab, or undefined (another address, none kept). */
export function registrationPasswordFor(email: string): string | undefined {
  const kept = inMemory ?? readStored();
  return kept && sameAddress(kept.email, email) ? kept.password : undefined;
}

/** Forgets the kept password (the address is verified). */
export function forgetRegistrationPassword(): void {
  inMemory = undefined;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
