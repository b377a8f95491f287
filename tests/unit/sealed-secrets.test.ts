import { describe, expect, it } from 'vitest';
import { sealerFor } from '../../api/auth/sealed-secrets';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('sealed secrets', () => {
  it('opens what it sealed; the sealed text does not contain the secret', () => {
    const token = 'KLa_4eXl9KRejX6ePJJ9aYh0bW1kZm9vYmFyYmF6cXV4';
    const sealed = sealerFor(SECRET).seal(token);
    expect(sealed).toMatch(/^sealed:v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(token);
    expect(sealerFor(SECRET).open(sealed)).toBe(token);
    // A fresh IV each time: the same token never seals to the same text.
    expect(sealerFor(SECRET).seal(token)).not.toBe(sealed);
  });

  it('refuses a sealed text under another key, or altered', () => {
    const sealed = sealerFor(SECRET).seal('token-value-0123456789');
    expect(() => sealerFor(`${SECRET}-rotated`).open(sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => sealerFor(SECRET).open(altered)).toThrow();
  });

  it('passes through a value queued before sealing existed', () => {
    expect(sealerFor(SECRET).open('plain-token')).toBe('plain-token');
  });
});
