/** .env.example is where an operator learns the settings: it names every one api/env.ts reads. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../api/env';

const example = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');

describe('.env.example', () => {
  it('lists every setting, set or commented out', () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(50);
    const missing = SETTING_NAMES.filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
