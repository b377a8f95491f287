/**
 * How a proposal's note is quoted where space is short: the bell's message and the push
 * body end with its first NOTE_PREVIEW_MAX characters; the proposal view and the mail show it whole.
 */
export const NOTE_PREVIEW_MAX = 300;

/** The note's opening, cut at a word where it is longer than `max`, with an ellipsis. */
export function notePreview(note: string, max = NOTE_PREVIEW_MAX): string {
  const text = note.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A notification's message followed by the proposer's note, quoted; the message alone when there is none. */
export function withNotePreview(message: string, note: string | null | undefined): string {
  return note ? `${message} Their note: “${notePreview(note)}”` : message;
}
