/**
 * A held-out check of the person-name warning on full names written the way others write them in a
 * listing: after "reports to", "managed by", "line manager", "Ref:", "Candidate:", "Name:", a title
 * or initials, as a possessive, hyphenated and double-barrelled, in lower case and in capitals, most
 * of them made of a first name and a surname that neither the PWA's lists nor the API's hold. And
 * clean texts of the near-misses that follow the same words: job titles after "Reports to:",
 * headings, place and programme names, products, "Contact: the recruiter via the platform".
 * Written and committed before the context rules of person-names.ts, and run once then for the
 * before figure. A planted name is in braces: `{Madoda Nxakwe}`.
 *
 *   npx tsx scripts/bench/anonymity.ts --context   # its recall with the PWA's lists and the API's
 */
import type { CorpusText } from './corpus';
import { parsePlanted } from './corpus-warnings';

const NAMES = [
  // After a cue, both names in no list.
  'FINANCIAL CONTROLLER – MIDRAND\n• Reports to the CFO, Mr {Madoda Nxakwe}\n• Team of six',
  'Bookkeeper, 9 yrs. Ref: speak to {Innocent Gumbochuma} at the Msasa depot.',
  'Candidate: {Victor Sekese}\nRole: Plant Accountant\nNotice: one calendar month',
  'Name: {Zwelethu Mngomezulu}\nNotice: 30 days\nCTC: R650k neg.',
  'Managed by {Lwandiso Mqokeli} since 2020; strong on IFRS 16 and lease models.',
  'Her previous manager {Bulelwa Ntlabathi} can give a reference on request.',
  'Reporting to {Xolelwa Mabandla-Qoboshiyane} (Group Treasurer) for four years.',
  'Referee: {Mmakgosi Tlhabanelo}, head of the ICU at a private hospital.',
  'Supervisor: {Fhatuwani Mavhungu}, shift boss, 12 Level.',
  'He reports to {Gcobani Sonjica}, who supports the move to Gauteng.',
  'She reported to {Lehlohonolo Kometsi} and later directly to the COO.',
  'Ask for {Siviwe Qangule} on site; he runs the weighbridge.',
  'Contact: {Percival Tshivhula}, for the handover of the debtors book.',
  'Candidate name: {Tlangelani Shiburi}\nQualification: BCom Acc (Univen)',
  'The FD, {Kgotso Moloantoa}, signs off her management accounts.',
  'line manager: {Pumlani Gxamza} (Credit), happy to be called.',
  'Managed by {Jaun Sevenster} on the Stellenbosch wine estate accounts.',
  'Contact person: {Enock Mashinini}, Ops, for the shutdown dates.',
  'Speak to {Zanoxolo Mbuqe} about the night-shift roster she built.',
  'Referee {Nosiviwe Mdlankomo} (HR Director) confirms the dates.',
  'Supervised by {Mothibi Kgokong} during the ERP cut-over.',
  'Candidate - {Wandisile Nkwinti}, Pr Tech Eng, Eastern Cape.',
  'Name on CV: {Tsholofelo Ramalepe}\n- Internal audit, CIA part 2',
  'Worked under {Sizakele Dumakude} at the provincial office until 2024.',
  'Line manager {Olwethu Bokwe-Ngqula} rated her exceeds for two years.',
  'Reports to: {Ishmael Mabitsela}, Chief Engineer',
  'manager: {Tebatso Mmakola}, regional, can give a reference',
  'Ref: {Mzoxolo Gqweta} (former FM) – references on request',
  // A title or initials.
  'Referee: Dr {Phumeza Matikinca-Ntlokwana} (Head of Pathology).',
  'Her mentor, Adv. {Nandipha Gqweta}, recommends her for the senior post.',
  'Prof {Kholeka Mabhoko} supervised her MCom dissertation on tax.',
  'References: {Ms A. Vorwerk} (former FD) and the audit partner.',
  'Ref: {Mr. D. Swartbooi}, 2019–2023, Worcester branch.',
  'Contact {N. Sefularo} for the stock count results.',
  'Reports to {Ms Rirhandzu Mashimbye}, Head: Payroll.',
  'The candidate worked under {Mrs Ntombizodwa Hlatshwayo-Mbele} for four years.',
  'Referee: {Prof T. Mokhele}, research chair.',
  'Mr {Vusithemba Ngwazi} is her referee from the municipality.',
  // A possessive.
  "{Kamohelo Tsoeu}'s team delivered the SAP rollout on time.",
  "She ran {Ofhani Munzhelele}'s diary and travel for three years.",
  // Double and hyphenated surnames, particles.
  'Her line manager {Thandeka Mokoena-Dlamini} will confirm the dates.',
  'Previous manager {Anneline Kruger-Steenberg} can give a reference.',
  'He was managed by {Ernst de Bruyn} at the Paarl cellar.',
  'Supervisor {Lizl Engelbrecht-Rossouw}, quality, Atlantis plant.',
  'Managed by {Mandisa Ntsebeza Maqoma} in the Mthatha office.',
  // In capitals.
  'CANDIDATE: {ZOLILE MAQUBELA}\nPOSITION: SITE ACCOUNTANT\nAREA: KOMANI',
  'NAME: {KAGISO LEKALAKALA}\nROLE: DEBTORS CLERK',
  'REPORTS TO: {MR BONGANI RADITAPOLE}, PLANT MANAGER',
  'SPEAK TO {LINDOKUHLE ZWANE} FOR THE REFERENCE',
  // In lower case.
  'speak to {tumi mphela} for a reference, she was his manager',
  'reference from {victor sekese}, previous FM',
  'name: {sizwe gubevu}, available immediately',
  // Listed names in a cue, for comparison.
  'Previous supervisor {Jurgens Pieterse} can give a reference.',
  'He reported to {Sabelo Gumede} at the Pinetown depot.',
  'Her manager {Refilwe Ntsekhe} confirms she ran the branch alone.',
  // No cue at all.
  '{Madoda Nxakwe} is available from March and holds a code 10 licence.',
  'Strong on tax; {Kwanele Mdodana} completed articles in 2021.',
  'The client is keen on {Blessing Chiwanza}, who holds a work permit.',
  'Plant fitter {Mlamuli Khanye} led the conveyor rebuild.',
  'Credit controller, Durban North – {Yegan Moodliar} – 6 yrs.',
  '{Given Phokwane} has run a 40-seat call centre since 2022.',
  'Driver (Code 14) {Thulasizwe Bhengu} has a clean PrDP.',
];

/** Clean texts: the same cues followed by a job, a department, a place, a heading or a product. */
const CLEAN = [
  'KEY RESPONSIBILITIES\n• Month-end close\n• Board packs',
  'Key Responsibilities: budgets, forecasts and the monthly board pack.',
  'Batho Pele principles apply to every client we serve.',
  'Based in Thaba Nchu, with travel to Botshabelo and Bloemfontein.',
  'Port Elizabeth plant, Gqeberha office, weekly trips to Kariega.',
  'Reports to: Financial Director',
  'Reports to the Chief Financial Officer.',
  'Contact: the recruiter via the platform',
  'Reporting to the Senior Manager Finance, Eastern Cape.',
  'Managed by the Head of Internal Audit.',
  'Line manager: Regional Operations Manager',
  'Supervisor: Night Shift Foreman',
  'Candidate: Chartered Accountant, CA(SA), 6 years post articles',
  'Name: withheld until a match is approved',
  'Ref: J261127FF',
  'Reference: Available on request',
  'Speak to Payroll before the 25th of each month.',
  'Ask for Accounts Payable experience on the CV.',
  'Contact Head Office in Sandton for the induction dates.',
  'Reports to Group Chief Executive Officer',
  'Managed by: Operations Executive',
  'Reporting to the Managing Director and the Board.',
  'The line manager will be the Finance Business Partner.',
  'Supervisor: Quality Assurance Lead',
  'Referee reports: two are required.',
  'Candidate Profile: Senior Internal Auditor',
  'Adv. Excel (pivots, VLOOKUP, Power Query) essential.',
  'MS Office, Microsoft Teams, Power BI and Google Sheets.',
  'Sage Evolution, Pastel Partner and CaseWare Working Papers.',
  'Toyota Hilux company vehicle with fuel card.',
  'Lean Six Sigma Green Belt an advantage.',
  'Business Objects and Crystal Reports for the monthly MIS.',
  'Thuma Mina volunteers and the Siyakhula Programme are part of the CSI work.',
  'Kwa-Thema, Vosloorus and Katlehong branches.',
  'Umhlanga Rocks, Ballito and Salt Rock sites need a roving manager.',
  'Mitchells Plain and Blue Downs clinics, day shift.',
  'Dr Kenneth Kaunda District Municipality: municipal finance experience.',
  'Moses Kotane Local Municipality contracts a plus.',
  'Kruger National Park concessions, lodge finance.',
  "Bachelor's degree or Master's degree in Engineering.",
  "The Group's policies and the Client's SOPs apply.",
  "Women's Day and Heritage Day are paid public holidays.",
  'Reports to: Senior Manager Finance',
  'Managed By Exception reporting in the monthly pack.',
  'Supervisor Training Programme completed (NQF 4).',
  'Contact Centre Manager, Inbound Sales, 120 agents.',
  'Reference Checks and Credit Checks will be done.',
  'Speak To Us About Flexible Hours',
  'Ask For Details',
  'Name Badge and PPE supplied on the first day.',
  'Candidate Pack: CV, certificates and the declaration form.',
  'Reporting to the Provincial Head: Treasury Operations.',
  'Line Manager Training for new supervisors.',
  'Referee: Former Line Manager (details once matched)',
  'REPORTS TO: FINANCIAL MANAGER\nAREA: RICHARDS BAY',
  'SPEAK TO YOUR CONSULTANT ABOUT THE NEXT STEP',
  'Sir Lowry’s Pass and Somerset West depots.',
  'Mr Delivery drivers with own scooter needed.',
  'Queen Elizabeth Hospital in Qonce (King William’s Town).',
  'Sea Point, Green Point and Mouille Point holiday lets.',
  'Red Hat Enterprise Linux and Ubuntu Server administration.',
  'Chief Operating Officer and Chief Risk Officer both sit on the panel.',
  'The candidate reports to the Deputy Director: Supply Chain Management.',
  'Contact: via Recruiter Connect messages only',
];

export function heldOutContext(): CorpusText[] {
  return [...NAMES, ...CLEAN].map((text) => parsePlanted(text, 'person-name'));
}
