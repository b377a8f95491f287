/**
 * A held-out check of the anonymity guard's warnings: listing texts in a style the labelled corpus
 * does not use (short bullet-point listings, titles in capitals, Afrikaans mixed with English),
 * written once and not tuned against: the detectors were not changed after these were first run.
 * A planted value is in braces: `{Thabo Mokoena}`.
 *
 *   npx tsx scripts/bench/anonymity.ts --held-out
 */
import type { CorpusText } from './corpus';
import { parsePlanted } from './corpus-warnings';

const NAMES = [
  'SENIOR BOOKKEEPER\n• 5 yrs Pastel\n• Ref: speak to {Annatjie Steenkamp}\n• Centurion',
  'DIESEL MECHANIC – RUSTENBURG\n- Red Seal\n- Cand: {Tumelo Seleka}, avail. immediately',
  'Kandidaat: {Jaco Venter}\n- BCom Rekeningkunde (UP)\n- 7 jaar ouditervaring\n- Wil na die Kaap verhuis',
  'HR BUSINESS PARTNER\n• IR heavy, CCMA reps\n• {Ms Nokuthula Zondi} ref available',
  '* Candidate {Rivashni Govender} – Durban North\n* Payroll (VIP, Sage)\n* Notice: 1 month',
  'ELECTRICIAN\nTrade tested, Wireman’s licence. Previous supervisor {Mr. Kobus Engelbrecht} can confirm.',
  '- Name on CV: {Lwazi Ngcobo}\n- Mechanical Eng (DUT)\n- GCC pending',
  'Sy naam is {Wilhelmina Koekemoer}, sy werk tans as kredietbestuurder.',
  'SALES REP (FMCG)\n• Own car\n• Current manager {Deon Fourie} happy to give reference',
  '• {Tshilidzi Ramavhunga}\n• Mining surveyor, Limpopo\n• Blasting cert',
  'QS, 12 yrs. Contact person for references: {Dr P. Moodley}.',
  'RECEPTIONIST / ADMIN\n- Bilingual (Afr/Eng)\n- Ask for {Elmarie du Toit}',
  'CANDIDATE: {NKOSINATHI MKHIZE}\nROLE: PLANT MANAGER\nAREA: NEWCASTLE',
  'Junior dev – React/Node – {Kyle Adams} built the client portal himself',
  '• Nurse (ICU), SANC reg\n• {Sister Mpho Letsoalo} in charge of the unit',
  'Tax consultant; trained under {Ebrahim Cassim}; eFiling expert',
  'WAREHOUSE SUPERVISOR\n• Forklift licence\n• {Hlulani Baloyi} (Tembisa)',
  'Prokureur (LLB, toegelaat 2015). Verwysing: {Adv. Marius Pienaar}',
  'IT SUPPORT\n- A+, N+\n- {Chipo Moyo}, Zim passport holder, work permit valid',
  'Boekhouer benodig. Kontak {Petro Swanepoel} vir meer inligting.',
];

const EMPLOYERS = [
  'CREDIT ANALYST – {ABSA}\n• 3 yrs retail credit\n• Jhb CBD',
  '- Current: {Nedbank} CIB\n- Desired: R80k pm',
  'PROCESS ENGINEER\n• Ex-{SASOL}\n• Gasification, Secunda',
  'Werk tans by {Capitec} as takbestuurder, 4 jaar.',
  '• Store manager, {Shoprite} Group\n• 60 staff\n• Pietermaritzburg',
  'MINE OVERSEER (UNDERGROUND)\n- {Sibanye-Stillwater} Kroondal\n- Blasting ticket',
  'NETWORK ENGINEER\n* CCNP\n* Currently with {Vodacom} (core network)',
  'Articles completed at {Deloitte} Pretoria; CA(SA) 2022',
  '- Underwriter\n- {Santam} commercial lines\n- 6 yrs',
  'ACTUARIAL ANALYST\n• FASSA part-qualified\n• {Old Mutual} Corporate',
  'Ervaring: {Woolworths} kleinhandel, voedselafdeling, 8 jaar.',
  '• Ex {Transnet} Freight Rail signalling tech\n• Available',
  'PROJECT ACCOUNTANT — {Murray & Roberts} — Bedfordview',
  'Claims handler, {Discovery Health}, 3 yrs',
  'Chemist (QC lab) with {Aspen Pharmacare}, PE site',
  'SITE AGENT\n- Civils, roads\n- Now at {WBHO}',
  'Senior associate at {Webber Wentzel}, banking & finance',
  'Buyer, {Mr Price} Apparel, Durban',
  'Kredietontleder by {Standard Bank}, Rosebank',
  '• Finance manager at {Tiger Brands}\n• IFRS, consolidations',
];

const CLEAN = [
  'FINANCIAL ACCOUNTANT\n• BCom Acc\n• 3-5 yrs\n• Pastel/Sage\n• Sandton',
  'PLANT ENGINEER – SECUNDA\n- Mechanical, GCC\n- Shutdowns\n- Own transport',
  'Boekhouer benodig in Pretoria-Oos. Moet tweetalig wees. Salaris R25 000 pm.',
  '• Grade 12\n• Code 8 licence\n• Willing to travel\n• Start: ASAP',
  'SENIOR SOFTWARE DEVELOPER (C#/.NET)\n- Azure, SQL Server\n- Hybrid, Cape Town CBD',
  'Kandidaat het ’n BSc (Ing) van Stellenbosch en 6 jaar ondervinding.',
  'HEAD OF SALES – FMCG – DURBAN\nR1.1m CTC + bonus',
  '- Grace period: 3 months for study leave\n- Medical aid',
  'Discovery phase & requirements gathering for ERP rollout (BA role)',
  '• Standard Operating Procedures (SOPs) writing\n• ISO 9001 audits',
  'MAINTENANCE PLANNER\n• SAP PM\n• Port Elizabeth / Gqeberha\n• 5+ yrs',
  'Werk in East London, Mthatha en Queenstown (Komani).',
  'Nelson Mandela Bay, Buffalo City and George branches need a regional manager.',
  'QUALIFICATIONS: BCom Hons, CA(SA), CIMA advantageous',
  '• NQF 5 Project Management\n• PMP preferred\n• Prince2',
  'PAYROLL ADMINISTRATOR\nVIP Premier, SARS submissions (EMP201/501), UIF',
  'Verpleegster (RN) vir privaat hospitaal in Bloemfontein. Nagskof.',
  'Must live within 30 km of Rustenburg or Brits.',
  'SALES MANAGER – FIRST-TIME MANAGERS WELCOME\n• Build a team of 6',
  'Leading national bank is looking for a Credit Risk Manager (Jhb).',
  'Top 40 JSE-listed group seeks Group Tax Manager',
  'Call centre agents needed – matric, computer literate, English fluent.',
  'Chief Engineer, Mining (Platinum) – Limpopo, Mokopane',
  'Hope you are well: new mandate for a Victoria West farm manager.',
  'Prince Albert guesthouse manager; Afrikaans essential.',
];

export function heldOut(): CorpusText[] {
  return [
    ...NAMES.map((text) => parsePlanted(text, 'person-name')),
    ...EMPLOYERS.map((text) => parsePlanted(text, 'employer')),
    ...CLEAN.map((text) => ({ text, planted: [] })),
  ];
}
