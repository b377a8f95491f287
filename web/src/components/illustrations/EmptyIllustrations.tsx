import type { ReactNode } from 'react';
import s from './spot.module.css';

/*
 * Spot illustrations for empty states: the same line style in brand blue with one gold accent,
 * 96 px, decorative (the sentence beside each says why the place is empty).
 */

function Spot({ children, name }: { children: ReactNode; name: string }) {
  return (
    <svg className={s.spot} viewBox="0 0 96 96" aria-hidden="true" focusable="false" data-illustration={name}>
      <circle className={s.brandLight} cx="48" cy="48" r="46" />
      {children}
    </svg>
  );
}

/** An empty list: two blank listing cards and a magnifying glass. */
export function EmptyListIllustration() {
  return (
    <Spot name="empty-list">
      <rect className={s.surface} x="20" y="24" width="46" height="28" rx="5" />
      <rect className={s.stroke} x="20" y="24" width="46" height="28" rx="5" />
      <path className={s.stroke} d="M28 34h24M28 42h14" />
      <rect className={s.surface} x="26" y="56" width="46" height="20" rx="5" />
      <rect className={s.stroke} x="26" y="56" width="46" height="20" rx="5" />
      <path className={s.stroke} d="M34 66h18" />
      <circle className={s.surface} cx="66" cy="38" r="11" />
      <circle className={s.strokeAccent} cx="66" cy="38" r="11" />
      <path className={s.strokeAccent} d="M74 46l8 8" />
    </Spot>
  );
}

/** No notifications: a bell with a small check. */
export function EmptyBellIllustration() {
  return (
    <Spot name="empty-bell">
      <path className={s.surface} d="M48 22c-11 0-18 8-18 19v12l-6 9h48l-6-9V41c0-11-7-19-18-19z" />
      <path className={s.stroke} d="M48 22c-11 0-18 8-18 19v12l-6 9h48l-6-9V41c0-11-7-19-18-19z" />
      <path className={s.stroke} d="M42 68a6 6 0 0 0 12 0" />
      <circle className={s.accent} cx="68" cy="28" r="10" />
      <path className={s.strokeInk} d="M63 28l4 4 6-7" />
    </Spot>
  );
}

/** No deals yet: two hands of a handshake drawn as two meeting arrows, with a gold spark. */
export function EmptyDealsIllustration() {
  return (
    <Spot name="empty-deals">
      <rect className={s.surface} x="22" y="30" width="52" height="38" rx="6" />
      <rect className={s.stroke} x="22" y="30" width="52" height="38" rx="6" />
      <path className={s.stroke} d="M30 44h14l-4-4M66 54H52l4 4" />
      <path className={s.strokeAccent} d="M48 16v6M36 19l3 5M60 19l-3 5" />
    </Spot>
  );
}
