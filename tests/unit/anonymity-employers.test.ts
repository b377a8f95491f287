/**
 * The employer warning: a large South African employer from the list, in its usual spellings and
 * abbreviations, or a company the member has named as a client before; and names that are also
 * ordinary words, which count only when written as a name.
 */
import { describe, expect, it } from 'vitest';
import { checkText } from '../../shared/anonymity';

const employers = (text: string, knownEmployers?: string[]) =>
  checkText(text, { knownEmployers })
    .filter((f) => f.kind === 'employer')
    .map((f) => text.slice(f.start, f.end));

describe('the employer warning', () => {
  it.each([
    ['Currently Financial Manager at Sasol Secunda', 'Sasol Secunda'],
    ['worked at sasol for 6 years', 'sasol'],
    ['FNB and Standard Bank experience', 'FNB'],
    ['Branch manager, First National Bank', 'First National Bank'],
    ["Pick 'n Pay store manager", "Pick 'n Pay"],
    ['Pharmacist at Dis-Chem', 'Dis-Chem'],
    ['Actuary, currently at Discovery for 5 years', 'Discovery'],
    ['Ex-Discovery actuary', 'Discovery'],
    ['Client: Liberty', 'Liberty'],
    ['Senior auditor, PwC Johannesburg', 'PwC'],
    ['MTN and Vodacom network planning', 'MTN'],
    ['Engineer at Eskom Medupi', 'Eskom Medupi'],
    ['Shift boss at Anglo American Platinum', 'Anglo American Platinum'],
    ['Buyer for Mr Price', 'Mr Price'],
    ['STANDARD BANK CREDIT ANALYST', 'STANDARD BANK'],
    ['Joined Tiger Brands Limited in 2019', 'Tiger Brands Limited'],
    ['Claims assessor at Discovery Health medical scheme', 'Discovery Health'],
  ])('finds the employer in %j', (text, name) => {
    expect(employers(text)[0]).toBe(name);
  });

  it('is a warning labelled as an employer’s name', () => {
    const [found] = checkText('Ten years at Transnet');
    expect(found).toMatchObject({ kind: 'employer', severity: 'warn', label: 'an employer’s name' });
  });

  it.each([
    'The Discovery phase of the project; Discovery phase starts in March',
    'Standard Operating Procedures and standard bank reconciliations',
    'First National Conference of the institute',
    'Liberty to choose; Momentum is key; mouse clicks',
    'Experience with Shell scripting and Total Quality Management',
    'Financial Manager for a JSE-listed mining group; registered with SARS and SAICA',
    'SAP S/4HANA, Oracle and Sage 300 ERP',
    'Ford Ranger driver; own Toyota',
    'Spar retail experience not needed; capital game theory',
    'Sasolburg and Secunda are towns',
    'Benefits: Discovery medical aid and an Old Mutual provident fund',
    'Generator on site for Eskom load shedding',
  ])('leaves the near-miss %j alone', (text) => {
    expect(employers(text)).toEqual([]);
  });

  it('finds a company the member named as a client before, however it is spaced, when written as a name', () => {
    const known = ['Khumalo Freight Logistics', 'acme widgets'];
    expect(employers('Ops lead at KHUMALO  Freight-Logistics since 2020', known)).toEqual([
      'KHUMALO  Freight-Logistics',
    ]);
    expect(employers('Placed at Acme Widgets before', known)).toEqual(['Acme Widgets']);
    // In lower case it is a phrase, not a name.
    expect(employers('makes acme widgets', known)).toEqual([]);
    const [found] = checkText('Placed at Acme Widgets before', { knownEmployers: known });
    expect(found).toMatchObject({ kind: 'employer', severity: 'warn', label: 'a client you named on another listing' });
  });

  it('gives way to a blocking finding on the same words', () => {
    const text = 'The role is at Sasol Secunda';
    const found = checkText(text, { secrets: { clientName: 'Sasol Secunda' } });
    expect(found.map((f) => [text.slice(f.start, f.end), f.kind])).toEqual([['Sasol Secunda', 'secret']]);
  });
});
