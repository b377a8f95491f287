import { useEffect } from 'react';
import type { z } from 'zod';
import type * as AccountSchemas from '../../../../shared/schemas/account';

/**
 * The shared account schemas, with zod, load once the visitor starts on the form rather than
 * with the page: the sign-in pages paint without waiting for them, and a submit awaits them.
 */
const loadAccountSchemas = () => import('../../../../shared/schemas/account');
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/** A loader of one account schema, for `useSchemaForm().check`. */
export const accountSchema =
  <S extends z.ZodType>(pick: (schemas: typeof AccountSchemas) => S) =>
  () =>
    loadAccountSchemas().then(pick);

/** Starts loading the account schemas at the visitor's first touch, click or key press. */
export function usePreloadAccountSchemas(): void {
  useEffect(() => {
    // Long before a submit, and never in the way of the page's first paint.
    const prepare = () => void loadAccountSchemas().catch(() => undefined);
    for (const type of FIRST_INPUT) document.addEventListener(type, prepare, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, prepare);
    };
  }, []);
}
