/**
 * Ids are UUIDs. A path or body id that is not one is answered like an unknown id (404 or the
 * route's own refusal) before it reaches Postgres, which would reject it with an error.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
