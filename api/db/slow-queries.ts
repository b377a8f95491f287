/**
 * Logs every statement of a pool that takes longer than SLOW_QUERY_MS, with its fingerprint — the
 * text with literals replaced by `?` and whitespace collapsed, never a parameter's value — and
 * its duration, and counts it (rc_db_slow_queries_total). The fingerprint's short hash groups the
 * same statement across lines and processes.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../logger';
import { slowQueries } from '../metrics/registry';
import { observeStatements } from './statement-observers';

const MAX_FINGERPRINT = 600;

/** The statement's shape: no literal values, one space between words, long IN lists folded. */
export function fingerprint(text: string): string {
  const shape = text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\$[\s\S]*?\$\$/g, '?')
    .replace(/(?<![\w$"])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, '?')
    .replace(/\s+/g, ' ')
    .replace(/\(\s*(?:\?|\$\d+)(?:\s*,\s*(?:\?|\$\d+))+\s*\)/g, '(?, …)')
    .trim();
  return shape.length > MAX_FINGERPRINT ? `${shape.slice(0, MAX_FINGERPRINT)}…` : shape;
}

export function reportSlowQueries(pool: pg.Pool, thresholdMs: number, logger: Logger, poolName: string): void {
  if (thresholdMs <= 0) return;
  observeStatements(pool, (_client, text) => {
    const startedAt = performance.now();
    return () => {
      const ms = performance.now() - startedAt;
      if (ms < thresholdMs) return;
      slowQueries.inc();
      const shape = fingerprint(text);
      logger.warn(
        {
          ms: Math.round(ms),
          pool: poolName,
          fingerprint: shape,
          fingerprintId: createHash('sha1').update(shape).digest('hex').slice(0, 12),
        },
        'slow query',
      );
    };
  });
}
