import { describe, expect, it } from 'vitest';
import { assertSupportedNode, isSupportedNode, MINIMUM_NODE } from '../../api/node-version';

describe('the Node version check', () => {
  it.each([
    ['20.20.2', false],
    ['22.11.0', false],
    ['22.12.0', false],
    ['22.13.0', true],
    ['23.0.0', true],
    ['24.21.0', true],
    ['30.1.0', true],
  ])('Node %s is supported: %s', (version, expected) => {
    expect(isSupportedNode(version)).toBe(expected);
  });

  it('refuses an older Node with a sentence that says what to do', () => {
    expect(() => assertSupportedNode('20.20.2')).toThrow(`needs Node ${MINIMUM_NODE} or newer`);
    expect(() => assertSupportedNode('20.20.2')).toThrow('.nvmrc');
  });

  it('runs the suites on Node 24, the version .nvmrc names', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
