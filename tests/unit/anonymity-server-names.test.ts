/**
 * The API's larger name lists (api/domain/anonymity-names.ts): with them the guard finds names the
 * PWA's compact lists miss, clean near-misses stay clean, the lists hold no PWA name or ordinary
 * word, and the PWA's check is unchanged without them.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_NAMES } from '../../api/domain/anonymity-names';
import { checkServerText } from '../../api/domain/anonymity';
import { checkText } from '../../shared/anonymity';
import { packedNameData } from '../../shared/anonymity/name-lists';
import { unpackList } from '../../shared/anonymity/packed-list';

const names = (text: string, found = checkServerText(text)) =>
  found.filter((f) => f.kind === 'person-name').map((f) => text.slice(f.start, f.end));
const pwaNames = (text: string) => names(text, checkText(text));

describe("the API's larger name lists", () => {
  // Without a cue before them: after one ("reported to", "Previous manager:") the PWA finds any
  // two capitalised words (tests/unit/anonymity-cued-names.test.ts).
  it.each([
    ['Kwame Asante has three years in treasury.', 'Kwame Asante'],
    ['Dewald Vosloo (Paarl) was her previous manager.', 'Dewald Vosloo'],
    ['She trained with Vukosi Shilubane at the depot.', 'Vukosi Shilubane'],
    ['Referee Ndamulelo Nemutandani confirms the dates.', 'Ndamulelo Nemutandani'],
    ['Worked with Tashreeq Gabier on the audit.', 'Tashreeq Gabier'],
    ['Ask KEAGAN DOBSON about the rollout.', 'KEAGAN DOBSON'],
  ])('finds %j, which the PWA misses', (text, name) => {
    expect(pwaNames(text)).toEqual([]);
    expect(names(text)).toEqual([name]);
  });

  it.each([
    'The candidate reported to the Regional Finance Manager for three years.',
    'Audit exposure: Grant Thornton, Allan Gray and Morgan Stanley clients.',
    'Walter Sisulu University graduate, based in Nelson Mandela Bay.',
    'Apache Cassandra, Kafka and Power BI; Sage Evolution and Pastel Partner.',
    'Retail Price management and Medical Aid admin at a Mercedes Benz dealership.',
    'Site experience at Kusile and Medupi; lives between Rustenburg and Brits.',
    'Grace period of one month; Precious Metals refinery in Germiston.',
  ])('finds no person in %j', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('holds no name already in the PWA lists, no ordinary word the lists keep out, and enough names', () => {
    const pwa = packedNameData();
    const inPwa = new Set([...unpackList(pwa.first), ...unpackList(pwa.ambiguous), ...unpackList(pwa.surnames)]);
    const words = new Set([...unpackList(pwa.notSurnames), ...unpackList(pwa.places)]);
    const first = [...SERVER_NAMES.firstNames];
    const surnames = [...SERVER_NAMES.surnames];
    expect(first.filter((name) => inPwa.has(name))).toEqual([]);
    expect(surnames.filter((name) => inPwa.has(name))).toEqual([]);
    expect([...first, ...surnames].filter((name) => words.has(name))).toEqual([]);
    expect(first.length).toBeGreaterThanOrEqual(1500);
    expect(surnames.length).toBeGreaterThanOrEqual(2000);
  });

  it('changes nothing for a check without them (the PWA)', () => {
    const text = 'Worked with Kwame Asante and Thabo Mokoena.';
    expect(names(text, checkText(text))).toEqual(['Thabo Mokoena']);
    expect(names(text)).toEqual(['Kwame Asante', 'Thabo Mokoena']);
  });
});
