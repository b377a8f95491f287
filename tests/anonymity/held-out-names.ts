/**
 * A held-out check of the person-name warning on names in the style of texts written by others:
 * 40 sentences with one full name each, of South Africa's groups and of recruits from elsewhere in
 * Africa, and 10 clean near-misses. Chosen and committed before the server's larger lists
 * (api/anonymity/extra-names.ts) were written, and those lists were written without consulting
 * them, so the figure measures how far the lists reach names nobody tuned them on. A planted
 * name is in braces: `{Thabo Mokoena}`.
 *
 *   npx tsx scripts/bench/anonymity.ts --server   # prints its recall with the PWA and server lists
 */
import type { CorpusText } from './corpus';
import { parsePlanted } from './corpus-warnings';

const NAMES = [
  'The candidate reported to {Nokulunga Mbanjwa} for three years.',
  'Worked under {Bandile Mkhwebane} at the regional office until 2023.',
  'References: {Lindelwa Gxowa} (former line manager).',
  '{Siyasanga Mtirara} is available from March and holds a code 10 licence.',
  'She trained with {Akhona Qegu} on the payroll system.',
  'The candidate replaced {Mahlodi Phasha} as team lead in 2021.',
  'Previous supervisor {Kgaogelo Rapholo} will confirm the dates.',
  'Reported directly to {Boipelo Sebego}, the finance head.',
  '{Onthatile Motsepe} has eight years in retail banking.',
  'The client contact is {Mpolokeng Ramokhoase} in procurement.',
  'Mentored by {Lieketseng Mohapi} during her articles.',
  'He took over the Polokwane branch from {Masindi Nemaungani}.',
  'Referee: {Vhahangwele Netshiongolwe}, plant manager.',
  'The candidate reported to {Tsundzuka Mathye} for two years.',
  '{Mixo Chabalala} led the audit of the Nelspruit depot.',
  'Works closely with {Bonsile Mamba} on the export files.',
  'Recommended by {Nhlakanipho Mahlaba} of the engineering team.',
  'Her manager, {Jabulile Masina}, is happy to be called.',
  'The candidate reported to {Armand Lötter} for five years.',
  'Trained under {Marlene Vosloo} in the credit department.',
  '{Anri Scheepers} has a BCom in accounting and five years in audit.',
  'Previously assistant to {Dewald Bothma} on the farm accounts.',
  'The contract was signed off by {Roland Fairbairn}.',
  'Worked for {Keegan Whitehead} on the mobile app rebuild.',
  'The candidate reported to {Yuvashan Moodliar} at the Umhlanga office.',
  '{Keshia Ramdass} is a qualified pharmacist with six years in retail.',
  'Supervised by {Devashnee Chinsamy} during the system migration.',
  'Reference from {Zaid Kamaldien}, the workshop foreman.',
  '{Nuraan Gamiet} handled the debtors book on her own.',
  'Reported to {Duarte Figueira} at the Germiston warehouse.',
  '{Tawanda Chigumba} holds a valid critical skills visa.',
  'The candidate reported to {Chukwuemeka Okafor} for three years.',
  'Co-authored the tender with {Oluwaseun Adebayo}.',
  'Line manager: {Kwabena Mensah}, operations.',
  '{Chikondi Mwale} covered the night shift for a year.',
  'Worked alongside {Mwansa Kabwe} on the copper belt contract.',
  'Her last manager was {Motšelisi Ntšekhe} in Bloemfontein.',
  'The candidate reported to {Lonwabo Matyila} in East London.',
  '{Sithembiso Ngcamu} ran the site team of forty.',
  'Took over the accounts from {Charlton Fillies} in Paarl.',
];

/** Clean sentences in the same shapes: a job, a place or a firm where the name was. */
const CLEAN = [
  'The candidate reported to the Regional Finance Manager for three years.',
  'Worked under the Chief Operating Officer at the regional office until 2023.',
  'References: available on request (former line manager).',
  'Reported directly to the Head of Treasury, Gauteng North.',
  'He took over the Polokwane branch from a retiring manager.',
  'Trained in the Credit Department of a listed retailer.',
  'The contract was signed off by Group Legal in Cape Town.',
  'Holds a valid Critical Skills Visa and a Code 10 licence.',
  'Worked on the Copper Belt contract for a Zambian mining house.',
  'Took over the Debtors Book in Paarl and East London.',
];

export function heldOutNames(): CorpusText[] {
  return [...NAMES, ...CLEAN].map((text) => parsePlanted(text, 'person-name'));
}
