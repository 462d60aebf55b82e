const KEY = 'pt-browser-token';

/**
 * A random id of this browser, kept in localStorage: anonymous questionnaires take one answer
 * per browser. Not a secret and not a session — only a way to say "this browser answered".
 */
export function browserToken(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    const token = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replaceAll('=', '');
    localStorage.setItem(KEY, token);
    return token;
  } catch {
    // Storage blocked: a token for this page view only.
    return `tmp${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 32);
  }
}
