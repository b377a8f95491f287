/**
 * The text of an uploaded CSV, whatever Excel saved it as: UTF-16 LE/BE by their byte-order mark
 * ('Unicode text'), UTF-8 with or without a BOM, and otherwise windows-1252, the default of Excel
 * on Windows ('CSV' rather than 'CSV UTF-8'), so 'Développeur' is never read as 'D�veloppeur'.
 */

/**
 * windows-1252's 0x80–0x9F. Node's TextDecoder reads the label 'windows-1252' as ISO-8859-1,
 * which leaves these as C1 controls; the five bytes windows-1252 leaves undefined stay as they are.
 */
const WINDOWS_1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

export function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(buffer)
      .replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}

/** Whether a file starts with a UTF-16 byte-order mark (its NUL bytes are text, not binary). */
export const hasUtf16Bom = (buffer: Buffer): boolean =>
  (buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff);
