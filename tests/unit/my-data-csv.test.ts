/** The "My data" export's CSV per table (api/presenters/my-data.ts tableCsv). */
import { describe, expect, it } from 'vitest';
import { tableCsv } from '../../api/presenters/my-data';

describe('tableCsv', () => {
  it('heads the columns with the union of the rows’ keys, in first-seen order', () => {
    expect(tableCsv([{ a: 1 }, { b: 'x', a: 2 }])).toBe('"a","b"\r\n"1",""\r\n"2","x"\r\n');
  });

  it('quotes every cell, doubles quotes, keeps line breaks inside the cell and neutralises formulas', () => {
    expect(tableCsv([{ t: 'say "hi"\nthere', f: '=HYPERLINK("x")', n: -1 }])).toBe(
      '"t","f","n"\r\n"say ""hi""\nthere","\'=HYPERLINK(""x"")","\'-1"\r\n',
    );
  });

  it('writes nested values as JSON text and null as empty', () => {
    expect(tableCsv([{ o: { k: [1, 2] }, z: null }])).toBe('"o","z"\r\n"{""k"":[1,2]}",""\r\n');
  });

  it('gives an empty table an empty header line', () => {
    expect(tableCsv([])).toBe('\r\n');
  });
});
