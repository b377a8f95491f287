/**
 * The person-name warning: a first name and a surname (from the lists, or a likely surname after a
 * first name that is not a word), a title and a name, initials and a listed surname; and the
 * near-misses a listing is full of, which it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { checkText } from '../../shared/anonymity';
import { NAME_DATA } from '../../shared/anonymity/name-data';
import { packedNameData } from '../../shared/anonymity/name-lists';
import { unpackList } from '../../shared/anonymity/packed-list';
import { findPersonNames } from '../../shared/anonymity/person-names';

const names = (text: string) => findPersonNames(text).map((f) => text.slice(f.start, f.end));

describe('the person-name warning', () => {
  it.each([
    ['Call Thabo Mokoena on Monday', 'Thabo Mokoena'],
    ['Kuben Naidoo joined the team in 2021', 'Kuben Naidoo'],
    ['Reports to Pieter van der Merwe, the FD', 'Pieter van der Merwe'],
    ['Ana dos Santos ran the Lisbon desk', 'Ana dos Santos'],
    ['Nomsa Dlamini-Mokoena leads payroll', 'Nomsa Dlamini-Mokoena'],
    ['Thabo Sipho Mokoena is available', 'Thabo Sipho Mokoena'],
    ['Sipho Mathebula has 8 years in treasury', 'Sipho Mathebula'],
    ['Sannie Kruger runs the debtors team', 'Sannie Kruger'],
    ['Sister Ndlovu runs the ICU', 'Sister Ndlovu'],
    ['Enquiries: Mr Zamuxolo Qhanqisa Tel No: (021) 402 3554', 'Mr Zamuxolo Qhanqisa'],
    ['Gift Stephen Mmako, geologist', 'Gift Stephen Mmako'],
    ['Annelize du Preez is the FM', 'Annelize du Preez'],
    ['Grace Naidoo, CA(SA)', 'Grace Naidoo'],
    ['Precious Moloi is our candidate', 'Precious Moloi'],
    ['CONTACT NALEDI KHUMALO', 'NALEDI KHUMALO'],
    ['Naledi KHUMALO is ready', 'Naledi KHUMALO'],
    ['Mr T. Mokoena will interview', 'Mr T. Mokoena'],
    ['Ask Mrs Govender or Prof. Maharaj', 'Mrs Govender'],
    ['Mnr. Botha het 10 jaar ervaring', 'Mnr. Botha'],
    ['Signed off by J.P. van Zyl', 'J.P. van Zyl'],
    ['Signed off by T. Pillay', 'T. Pillay'],
  ])('finds the name in %j', (text, name) => {
    expect(names(text)[0]).toBe(name);
  });

  it('is a warning, labelled as a person’s name, and finds each name of several', () => {
    const text = 'Sipho Mokoena and Lerato Naidoo both applied';
    expect(checkText(text).map((f) => [text.slice(f.start, f.end), f.kind, f.severity, f.label])).toEqual([
      ['Sipho Mokoena', 'person-name', 'warn', 'a person’s name'],
      ['Lerato Naidoo', 'person-name', 'warn', 'a person’s name'],
    ]);
  });

  it.each([
    'Thabo is available from March',
    'Thabo Sipho',
    'thabo mokoena wrote this in lower case',
    'Grace period of 30 days; Grace Period applies',
    'Precious Metals Refinery and Lucky Star cannery',
    'Port Elizabeth plant; Based in Cape Town and East London; Victoria West and Prince Albert',
    'George Airport; Based in George, Western Cape; Kimberley Mine',
    'Springs Nigel Heidelberg and Hermanus Kleinmond branches',
    'Nelson Mandela Bay Municipality; Walter Sisulu University; Chris Hani Baragwanath Hospital',
    'Offices on Jan Smuts Avenue near William Nicol Drive; Louis Trichardt and Piet Retief depots',
    'Chief Financial Officer; Head of Human Resources; Bachelor of Commerce; Johan Financial Manager',
    'Thabo Senior Accountant',
    'Will report to the CEO; May start in June; Mark the date',
    'Justice Department; Christian school; Hope Street; Jordan River',
    'Work with MS Teams and Ms Excel; Dr Kenneth Kaunda District',
    'Contact: Johan\nFinance team',
    'Available Jan 2027 - Mar 2027',
    'Grant Thornton audit; Alexander Forbes; Allan Gray',
    'Ask Mokoena-Talent; Contact Ndlovu Logistics; Speak Zulu fluently',
    'Craft Beer brewery in Richards Bay; Jan van Riebeeck',
    'Tour de France sponsor; Rio de Janeiro office; Van der Bijl Park',
  ])('leaves the near-miss %j alone', (text) => {
    expect(checkText(text).filter((f) => f.kind === 'person-name')).toEqual([]);
  });

  it('leaves an employer named after people to the employer warning', () => {
    const text = 'Articles at Grant Thornton, then Alexander Forbes';
    expect(checkText(text).map((f) => [text.slice(f.start, f.end), f.kind])).toEqual([
      ['Grant Thornton', 'employer'],
      ['Alexander Forbes', 'employer'],
    ]);
  });

  it('ships the lists as name-lists.ts says (run `npx tsx scripts/anonymity-names.ts --write` after editing it)', () => {
    expect(NAME_DATA).toEqual(packedNameData());
    // Packing loses nothing but case and accents.
    expect(unpackList(NAME_DATA.first).has('thabo')).toBe(true);
    expect(unpackList(NAME_DATA.first).has('jose')).toBe(true);
    expect(unpackList(NAME_DATA.surnames).has('mokoena')).toBe(true);
  });

  it('finds a name written with or without its accents', () => {
    expect(names('Candidate José Ferreira and Jose Pereira')).toEqual(['José Ferreira', 'Jose Pereira']);
  });
});
