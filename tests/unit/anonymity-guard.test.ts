/**
 * The anonymity guard's detectors: each leak kind in the spellings members use, and the near-misses
 * listing prose is full of (amounts, CTC bands, years, NQF levels, degrees, technologies, references),
 * which must stay unflagged.
 */
import { describe, expect, it } from 'vitest';
import { checkText, redact, type KnownValues } from '../../shared/anonymity';

const kinds = (text: string, known?: KnownValues) => checkText(text, known).map((f) => f.kind);
const spansOf = (text: string, known?: KnownValues) => checkText(text, known).map((f) => text.slice(f.start, f.end));

describe('the anonymity guard', () => {
  it.each([
    ['Send CVs to thabo.m@gmail.com today', 'thabo.m@gmail.com'],
    ['E-mail thabo at gmail dot com for details', 'thabo at gmail dot com'],
    ['mail: lerato[at]talentco[dot]co[dot]za', 'lerato[at]talentco[dot]co[dot]za'],
  ])('finds the e-mail address in %j', (text, span) => {
    expect(spansOf(text)).toEqual([span]);
    expect(kinds(text)).toEqual(['email']);
  });

  it.each([
    ['call Thabo on 082 555 0147 after 5', '082 555 0147'],
    ['Cell: +27 82 555 0147.', '+27 82 555 0147'],
    ['whatsapp 082-555-0147', '082-555-0147'],
    ['reach me on 0825550147', '0825550147'],
    ['office (011) 555 0147', '(011) 555 0147'],
    ['27825550147 is my number', '27825550147'],
    ['UK line +44 20 7946 0958', '+44 20 7946 0958'],
  ])('finds the phone number in %j', (text, span) => {
    expect(spansOf(text)).toContain(span);
    expect(kinds(text)).toContain('phone');
  });

  it('finds a South African ID number, written together or in groups, only with a valid date and check digit', () => {
    expect(kinds('ID 8001015009087 attached')).toEqual(['sa-id']);
    expect(kinds('ID: 800101 5009 08 7')).toEqual(['sa-id']);
    // The same digits with a wrong check digit, or 31 February: not an ID number.
    expect(kinds('ref 8001015009088')).toEqual([]);
    expect(kinds('ref 8002315009087')).toEqual([]);
  });

  it('finds a passport number when it is labelled as one', () => {
    expect(spansOf('Passport no: A12345678, valid to 2030')).toEqual(['A12345678']);
    expect(kinds('Passport number 123456789')).toEqual(['passport']);
    expect(kinds('Holds a valid passport and drivers licence')).toEqual([]);
  });

  it.each([
    ['see https://www.linkedin.com/in/thabo-m for more', 'https://www.linkedin.com/in/thabo-m'],
    ['portfolio at www.thabo.dev.', 'www.thabo.dev'],
    ['company site talentco.co.za has the spec', 'talentco.co.za'],
    ['linkedin.com/in/lerato-k', 'linkedin.com/in/lerato-k'],
  ])('finds the web address in %j', (text, span) => {
    expect(spansOf(text)).toEqual([span]);
  });

  it('finds a social handle after the network’s name or an @', () => {
    expect(kinds('LinkedIn: thabo-mokoena')).toEqual(['social']);
    expect(kinds('follow @thabo_recruits on X')).toEqual(['social']);
    expect(kinds('Strong LinkedIn Recruiter and Twitter skills')).toEqual([]);
  });

  it.each([
    'Salary R45 000 per month, R1.2m CTC, R600 000 – R800 000 per annum',
    'Package: 450 000 - 600 000 negotiable',
    'Worked 2019 - 2023 at a JSE-listed bank; 2015–2019 before that',
    'NQF level 7, B.Com Accounting, B.Sc (Hons), M.Com, CA(SA)',
    'ASP.NET, VB.NET, Node.js, Vue.js and C# with SQL Server 2019',
    'Reference J261127FF and C261127AB; 5 - 10 years; 15% bonus',
    'ISO 9001:2015 and ISO 27001 experience; SAICA registered',
    'Based in Sandton, Gauteng; travel to Rustenburg and Polokwane',
    'Available from 01/02/2027; notice period 30 days; 3 x 12 hour shifts',
    'Code 10 licence, own car, 0 to 5 years in FMCG; B-BBEE level 1',
    'Reports to the CFO; email and phone etiquette; at least 3 years in HR',
  ])('leaves the near-miss %j alone', (text) => {
    expect(checkText(text)).toEqual([]);
  });

  it('finds the listing’s own secrets and the poster’s own details however they are written', () => {
    const known: KnownValues = {
      own: {
        email: 'naledi@khumalotalent.co.za',
        phones: ['082 555 0101'],
        company: 'Khumalo Talent',
        website: 'https://www.khumalotalent.co.za/',
      },
      secrets: {
        fullName: 'Sipho Dlamini',
        clientName: 'Sasol Secunda',
        idNumber: '8001015009087',
        phones: ['+27 71 234 5678'],
      },
    };
    const text =
      'Sipho is currently Financial Manager at SASOL  Secunda. Ask Khumalo-Talent (+27825550101) or ' +
      'Mr Dlamini on 071 234 5678; ID 800101 5009 08 7; khumalotalent.co.za';
    const found = checkText(text, known);
    expect(found.map((f) => [text.slice(f.start, f.end), f.kind])).toEqual([
      ['SASOL  Secunda', 'secret'],
      ['Khumalo-Talent', 'own-contact'],
      ['+27825550101', 'own-contact'],
      // The title goes with the surname (the person-name warning sees "Mr Dlamini"; the secret stands for both).
      ['Mr Dlamini', 'secret'],
      ['071 234 5678', 'secret'],
      ['800101 5009 08 7', 'secret'],
      ['khumalotalent.co.za', 'own-contact'],
    ]);
    expect(found.every((f) => f.severity === 'block')).toBe(true);
  });

  it('redacts a finding with a neutral placeholder', () => {
    const text = 'Call 082 555 0147 now';
    const [phone] = checkText(text);
    expect(redact(text, phone!)).toBe('Call [phone removed] now');
  });
});
