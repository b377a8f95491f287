/**
 * The anonymity guard's labelled corpus: realistic listing prose with leaks planted in it (every
 * kind, in the spellings members use) and clean prose full of near-misses. Built from the parts
 * below with a fixed seed, so it is the same on every run; `scripts/bench/anonymity.ts` runs the
 * guard over it and prints recall per kind and the false-alarm rates (docs/anonymity.md).
 */
import type { FindingKind, KnownValues } from '../../shared/anonymity';
import { passesLuhn } from '../../shared/rules/candidate-identifiers';
import { warningCorpus } from './corpus-warnings';

export type Planted = { kind: FindingKind; value: string };
export type CorpusText = { text: string; planted: Planted[]; known?: KnownValues };

/** Sentences a job spec or candidate profile is made of, each with the near-misses that must pass. */
const CLEAN = [
  'Financial Manager for a JSE-listed mining group, 8 - 10 years post articles, CA(SA) essential.',
  'Package R1.2m CTC plus 15% performance bonus; medical aid and provident fund.',
  'Salary R45 000 per month negotiable, depending on experience.',
  'CTC band: R600 000 – R800 000 per annum, market related.',
  'Based in Sandton, Gauteng, with travel to Rustenburg and Polokwane twice a month.',
  'B.Com Accounting (NQF level 7) and B.Compt Honours; MBA advantageous.',
  'Strong ASP.NET, VB.NET, C# and SQL Server 2019 skills; Node.js and Vue.js a plus.',
  'Worked 2015 - 2019 at a tier-one bank, then 2019–2023 in private equity.',
  'Available from 01/02/2027 with a notice period of 30 days.',
  'ISO 9001:2015 and ISO 27001 implementation experience required.',
  'Code 10 licence and own reliable vehicle; B-BBEE level 1 contributor.',
  'Reports to the CFO and manages a team of 12 accountants across 3 sites.',
  'Must be registered with SAICA and hold a valid SARS tax practitioner number.',
  'FMCG background with 5 to 7 years in key account management.',
  'Shift work: 4 x 12 hour shifts, 7am – 7pm, overtime paid at 1.5x.',
  'Candidate holds a valid passport and drivers licence and is open to relocation.',
  'Excellent email and phone etiquette; strong LinkedIn Recruiter skills.',
  'Listing J261127FF is the sister role to C261127AB in the Durban office.',
  'Experience with SAP S/4HANA, Pastel Evolution and Sage 300 ERP.',
  'Degree: BSc Mechanical Engineering (Wits), ECSA registered Pr Eng.',
  'Mine Planner with Deswik and Surpac; GCC Mines and Works (Metalliferous).',
  'Permanent role; 21 days leave; 13th cheque paid in December.',
  'Occupational Health and Safety Act 85 of 1993 compliance.',
  'The team works a hybrid model: 3 days in office, 2 days remote.',
  'Grade 12 with Maths and Science; N6 Electrical a must.',
  'Consultant placed 40+ candidates in 2024 across IT and Finance.',
  'Employment Equity position; EE candidates will be given preference.',
  'Remuneration: basic R35k – R42k plus car allowance of R6 500.',
  'Client is a Top 100 employer with offices in Cape Town and Gqeberha.',
  'Port Elizabeth plant, 2 500 employees, 24/7 operation, 99.5% uptime target.',
  'Python 3.12, Django 5.0, PostgreSQL 15 and Docker on AWS af-south-1.',
  'Reporting in IFRS 17; 2 year contract, renewable.',
  'Age 30 - 45 preferred; 10+ years as a Section 54 Electrical Engineer.',
  'Salary review in March; 3% to 6% annual increase band.',
  'Certified in PMP (2021) and PRINCE2 Practitioner; Agile PM preferred.',
];

const FIRST = [
  'Thabo',
  'Lerato',
  'Sipho',
  'Naledi',
  'Pieter',
  'Ayanda',
  'Zanele',
  'Johan',
  'Fatima',
  'Kagiso',
  'Anele',
  'Ruan',
];
const LAST = [
  'Mokoena',
  'Dlamini',
  'Nkosi',
  'van der Merwe',
  'Khumalo',
  'Botha',
  'Naidoo',
  'Pillay',
  'Mahlangu',
  'Smith',
  'Ndlovu',
  'Pretorius',
];
const DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.co.za',
  'talentco.co.za',
  'webmail.co.za',
  'icloud.com',
  'mweb.co.za',
];

/** A small deterministic generator (mulberry32): the same corpus on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The check digit that makes twelve digits a valid SA ID number (the product's own Luhn rule). */
function luhnDigit(twelve: string): string {
  const digit = [...'0123456789'].find((d) => passesLuhn(twelve + d));
  if (!digit) throw new Error('unreachable: one of ten digits always passes');
  return digit;
}

export function buildCorpus(seed = 20261127): CorpusText[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const prose = (n: number) => Array.from({ length: n }, () => pick(CLEAN)).join(' ');

  const emailValue = () => {
    const user = `${pick(FIRST).toLowerCase()}${pick(['.', '_', '', '.'])}${pick(LAST).toLowerCase().replace(/ /g, '')}${pick(['', '', digits(2)])}`;
    const domain = pick(DOMAINS);
    return pick([
      `${user}@${domain}`,
      `${user} at ${domain.replace(/\./g, ' dot ')}`,
      `${user}[at]${domain.replace(/\./g, '[dot]')}`,
      `${user} (at) ${domain}`,
    ]);
  };
  const phoneValue = () => {
    const mobile = `${pick(['6', '7', '8'])}${pick(['1', '2', '3', '4', '9'])}`;
    const a = digits(3);
    const b = digits(4);
    return pick([
      `0${mobile} ${a} ${b}`,
      `0${mobile}-${a}-${b}`,
      `0${mobile}${a}${b}`,
      `+27 ${mobile} ${a} ${b}`,
      `+27${mobile}${a}${b}`,
      `27${mobile}${a}${b}`,
      `(011) ${a} ${b}`,
      `021 ${a} ${b}`,
      `+44 20 ${digits(4)} ${digits(4)}`,
      `+1 (415) ${a}-${b}`,
      `+263 77 ${a} ${b}`,
    ]);
  };
  const idValue = () => {
    const yy = String(Math.floor(next() * 100)).padStart(2, '0');
    const mm = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    const dd = String(1 + Math.floor(next() * 28)).padStart(2, '0');
    const twelve = `${yy}${mm}${dd}${digits(4)}${pick(['0', '1'])}8`;
    const id = twelve + luhnDigit(twelve);
    return pick([id, `${id.slice(0, 6)} ${id.slice(6, 10)} ${id.slice(10, 12)} ${id.slice(12)}`]);
  };
  const passportValue = () => pick([`A${digits(8)}`, `M${digits(8)}`, digits(9), `RA${digits(7)}`]);
  const urlValue = () => {
    const handle = `${pick(FIRST).toLowerCase()}-${pick(LAST).toLowerCase().replace(/ /g, '')}`;
    return pick([
      `https://www.linkedin.com/in/${handle}`,
      `linkedin.com/in/${handle}`,
      `www.${handle}.co.za`,
      `${handle}.dev`,
      `https://${pick(['careers', 'jobs'])}.${pick(['talentco', 'minecorp', 'finserv'])}.co.za/apply`,
      `${pick(['talentco', 'minecorp', 'finserv'])}.co.za`,
    ]);
  };
  const socialValue = () => {
    const handle = `${pick(FIRST).toLowerCase()}_${pick(['recruits', 'hr', 'za', 'talent'])}`;
    return pick([`@${handle}`, `LinkedIn: ${handle}`, `IG @${handle}`, `Twitter/${handle}`, `instagram: @${handle}`]);
  };

  const LEAD: Record<string, string[]> = {
    email: ['Send CVs to', 'Contact', 'E-mail the candidate on', 'Questions:', 'Mail'],
    phone: ['Call', 'WhatsApp', 'Cell:', 'Phone the candidate on', 'Reach me on'],
    'sa-id': ['ID number', 'ID:', 'SA ID', 'Identity number'],
    passport: ['Passport no:', 'Passport number', 'Passport #', 'Passport'],
    url: ['See', 'Profile:', 'More at', 'Apply via', 'Portfolio'],
    social: ['Follow', 'Find the candidate on', 'DM', 'Socials:'],
  };
  const makers: Record<string, () => string> = {
    email: emailValue,
    phone: phoneValue,
    'sa-id': idValue,
    passport: passportValue,
    url: urlValue,
    social: socialValue,
  };

  const corpus: CorpusText[] = [];
  // Pattern leaks: 30 of each blocking kind, in prose before and after.
  for (const kind of Object.keys(makers) as Array<keyof typeof makers>) {
    for (let i = 0; i < 30; i++) {
      const value = makers[kind]!();
      const text = `${prose(1 + Math.floor(next() * 2))} ${pick(LEAD[kind]!)} ${value}${pick(['.', ' for details.', ', after 5pm.', ' (urgent).'])} ${prose(1)}`;
      corpus.push({ text, planted: [{ kind: kind as FindingKind, value }] });
    }
  }
  // The poster's own details and the listing's own secrets: 30 each.
  for (let i = 0; i < 30; i++) {
    const company = `${pick(LAST)} ${pick(['Talent', 'Recruitment', 'Search', 'Staffing', 'Executive Search'])}`;
    const cell = `08${pick(['2', '3', '4'])} ${digits(3)} ${digits(4)}`;
    const written = pick([company, company.toUpperCase(), company.replace(' ', '-'), cell, cell.replace(/ /g, '')]);
    corpus.push({
      text: `${prose(1)} Apply through ${written} today. ${prose(1)}`,
      planted: [{ kind: 'own-contact', value: written }],
      known: { own: { company, phones: [cell], email: 'consultant@example.co.za' } },
    });
  }
  for (let i = 0; i < 30; i++) {
    const fullName = `${pick(FIRST)} ${pick(LAST)}`;
    const client = pick([
      'Sasol Secunda',
      'Anglo American Platinum',
      'Discovery Health',
      'Shoprite Checkers',
      'Eskom Medupi',
    ]);
    const which = pick(['name', 'surname', 'client']);
    const value = which === 'name' ? fullName : which === 'surname' ? fullName.split(' ').slice(1).join(' ') : client;
    corpus.push({
      text: `${prose(1)} ${which === 'client' ? `The role is at ${value}.` : `${value} is currently in a similar role.`} ${prose(1)}`,
      planted: [{ kind: 'secret', value }],
      known: { secrets: { fullName, clientName: client } },
    });
  }
  // Clean listings: prose only, 120 of them.
  for (let i = 0; i < 120; i++) corpus.push({ text: prose(2 + Math.floor(next() * 4)), planted: [] });
  // The warnings: person names and employers planted in listing prose, and clean near-misses.
  corpus.push(...warningCorpus());
  return corpus;
}
