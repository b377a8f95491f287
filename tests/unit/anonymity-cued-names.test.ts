/**
 * The person-name warning's context rule: after a cue that a name follows ("reports to", "Ref:",
 * "Candidate:", "line manager", "The CFO,"), two or three capitalised words are a name even when
 * neither is in any list; and the near-misses that follow the same cues (job titles, departments,
 * places, headings, products), which it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { checkText } from '../../shared/anonymity';
import { findPersonNames, nameLists } from '../../shared/anonymity/person-names';
import { SERVER_NAME_LISTS } from '../../api/domain/anonymity-names';

const names = (text: string) => findPersonNames(text).map((f) => text.slice(f.start, f.end));

describe('a name after a cue', () => {
  // Every first name and surname here is in neither the PWA's lists nor the API's (checked below).
  const UNLISTED = ['Madoda', 'Nxakwe', 'Gumbochuma', 'Sekese', 'Mqokeli', 'Sefularo', 'Mbuqe', 'Qangule'];

  it('uses names that no list holds', () => {
    for (const word of UNLISTED) {
      const folded = word.toLowerCase();
      expect(nameLists().first.has(folded) || nameLists().surnames.has(folded), word).toBe(false);
      expect(SERVER_NAME_LISTS.first.has(folded) || SERVER_NAME_LISTS.surnames.has(folded), word).toBe(false);
    }
  });

  it.each([
    ['Reports to Madoda Nxakwe, Group FD', 'Madoda Nxakwe'],
    ['She reported directly to Madoda Nxakwe in 2022', 'Madoda Nxakwe'],
    ['Reporting to: Madoda Nxakwe', 'Madoda Nxakwe'],
    ['Ref: speak to Innocent Gumbochuma at the depot', 'Innocent Gumbochuma'],
    ['Candidate: Victor Sekese\nRole: Plant Accountant', 'Victor Sekese'],
    ['Name: Madoda Nxakwe', 'Madoda Nxakwe'],
    ['Managed by Lwandiso Mqokeli since 2020', 'Lwandiso Mqokeli'],
    ['Her line manager Madoda Nxakwe-Sekese will confirm', 'Madoda Nxakwe-Sekese'],
    ['Her manager, Madoda Nxakwe, is happy to be called', 'Madoda Nxakwe'],
    ['previous supervisor Zanoxolo Mbuqe can give a reference', 'Zanoxolo Mbuqe'],
    ['Referee: Siviwe Qangule (HR Director)', 'Siviwe Qangule'],
    ['Ref. Siviwe Qangule, 2019–2023', 'Siviwe Qangule'],
    ['Contact N. Sefularo for the stock count', 'N. Sefularo'],
    ['Ask for Siviwe Qangule on site', 'Siviwe Qangule'],
    ['worked under Lwandiso Mqokeli Sekese at the office', 'Lwandiso Mqokeli Sekese'],
    ['The FD, Madoda Nxakwe, signs off', 'Madoda Nxakwe'],
    ['CANDIDATE: MADODA NXAKWE\nAREA: KOMANI', 'MADODA NXAKWE'],
  ])('finds the name in %j', (text, name) => {
    expect(names(text)).toEqual([name]);
  });

  it('is a warning labelled as a person’s name, as the other names are', () => {
    const text = 'Reports to the CFO. Ref: Madoda Nxakwe';
    expect(checkText(text).map((f) => [text.slice(f.start, f.end), f.kind, f.severity, f.label])).toEqual([
      ['Madoda Nxakwe', 'person-name', 'warn', 'a person’s name'],
    ]);
  });

  it.each([
    'Reports to: Financial Director',
    'Reports to the Chief Financial Officer',
    'Reporting to the Senior Manager Finance, Eastern Cape',
    'reports to Group Chief Executive Officer',
    'Contact: the recruiter via the platform',
    'Contact: Recruiter Connect messages only',
    'Contact Head Office in Sandton',
    'Supervisor: Night Shift Foreman',
    'Line manager: Regional Operations Manager',
    'Referee: Former Line Manager',
    'Candidate: Chartered Accountant',
    'Candidate Profile: Senior Internal Auditor',
    'Name: withheld until matched',
    'Ref: J261127FF',
    'Ask for Accounts Payable experience',
    'manager: Cost Accounting',
    'managed by Microsoft Dynamics',
    'Candidate: Highly Motivated',
    'reports to Ward Sister',
    'reports to Sous Chef',
    'Supervisor Training Programme',
    'Manager Self Service',
    'Speak To Us About Flexible Hours',
    'SALES MANAGER – FIRST-TIME MANAGERS WELCOME',
    'SPEAK TO YOUR CONSULTANT',
    'REPORTS TO: FINANCIAL MANAGER',
    'Project Manager – Renewable Energy',
    'speak to Helen Joseph Hospital',
    'Reports to the CFO, COO and CEO',
    'Please contact the manager. Key Responsibilities follow',
    'Batho Pele principles; Thaba Nchu and Port Elizabeth',
    "Ocean Basket's franchise; Grace Period's end",
    'reference from victor sekese',
  ])('leaves the near-miss %j alone', (text) => {
    expect(names(text)).toEqual([]);
  });
});
