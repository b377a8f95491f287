/**
 * Whether the first screen of this page load is on show (a lazy screen has rendered its content,
 * see routes/page.tsx). The service worker is registered only then (main.tsx): installing it
 * downloads the whole app shell, which must not compete with the first screen.
 */
let isShown = false;
const waiting: Array<() => void> = [];

export function markFirstScreenShown(): void {
  if (isShown) return;
  isShown = true;
  for (const callback of waiting.splice(0)) callback();
}

export function whenFirstScreenShown(callback: () => void): void {
  if (isShown) callback();
  else waiting.push(callback);
}
