/**
 * Large South African employers, written by us from public knowledge of who employs many people
 * here (banks, insurers, mines, energy and chemicals, retailers, food, telecoms and technology,
 * state-owned companies, health, motor, construction and engineering, the big audit and law firms).
 * One string, split once when the guard first runs. Each entry is a name as it is written, with
 * its usual spellings and abbreviations as separate entries. How an entry must appear:
 *
 *   - `Sasol`: any case ("sasol secunda" is still Sasol);
 *   - `FNB` (no lower-case letter): exactly so; an abbreviation in lower case is a word;
 *   - `^Standard Bank`: each capitalised word capitalised (or the name in capitals): "standard bank
 *     charges" is not the bank;
 *   - `~Discovery`: capitalised and after a word that introduces an employer ("at", "joined", "ex-",
 *     "client:"): "the Discovery phase" is not the insurer.
 *
 * Left out on purpose: regulators and bodies a listing names as requirements (SARS, SAICA, ECSA,
 * JSE, SAQA), medical schemes a listing names as a benefit (Bonitas, GEMS), and software vendors a
 * listing names as skills (SAP, Oracle, Microsoft, Sage). A listed name near "medical aid",
 * "provident fund", "load shedding" and the like is a benefit or a service, not an employer, unless
 * a word such as "at" introduces it (employers.ts).
 */
export const EMPLOYERS =
  // banks and financial services
  '^Standard Bank|Stanbic|FNB|^First National Bank|FirstRand|RMB|^Rand Merchant Bank|Absa|^Barclays Africa|' +
  'Nedbank|Capitec|Investec|^African Bank|TymeBank|^Tyme Bank|^Discovery Bank|^Bidvest Bank|' +
  '^Land Bank|DBSA|^Development Bank of Southern Africa|^Old Mutual|Sanlam|' +
  '~Liberty|^Liberty Group|~Momentum|^Momentum Metropolitan|MMI|~Metropolitan|^Discovery Health|' +
  '^Discovery Vitality|~Discovery|Hollard|Santam|' +
  'OUTsurance|MiWay|^King Price|PPS|^Alexander Forbes|^Alexforbes|~Coronation|^Coronation Fund Managers|' +
  '^Allan Gray|^Ninety One|PSG|Stanlib|^Mutual & Federal|Medscheme|' +
  '^Government Employees Pension Fund|GEPF|~PIC|^Public Investment Corporation|Remgro|' +
  'Nedgroup|' +
  // audit, consulting and law
  'Deloitte|PwC|PricewaterhouseCoopers|KPMG|EY|^Ernst & Young|BDO|Mazars|^Forvis Mazars|^Grant Thornton|' +
  '^SNG Grant Thornton|Nexia|RSM|PKF|Accenture|McKinsey|BCG|^Boston Consulting Group|' +
  '^Bain & Company|^Webber Wentzel|Bowmans|^Bowman Gilfillan|ENS|ENSafrica|^Edward Nathan Sonnenbergs|' +
  '^Cliffe Dekker Hofmeyr|CDH|^Norton Rose Fulbright|^Norton Rose|Werksmans|^Baker McKenzie|' +
  '^Herbert Smith Freehills|^Adams & Adams|^Spoor & Fisher|' +
  '^Shepstone & Wylie|' +
  // mining and metals
  '^Anglo American|^Anglo American Platinum|Amplats|^Anglo Platinum|AngloGold|' +
  '^Anglo Gold Ashanti|~Anglo|^De Beers|Kumba|Sibanye|Implats|' +
  '^Impala Platinum|~Impala|^Northam Platinum|Lonmin|^Harmony Gold|~Harmony|^Gold Fields|Exxaro|Seriti|' +
  'Thungela|South32|Glencore|BHP|Assmang|^African Rainbow Minerals|^Royal Bafokeng Platinum|' +
  '^Pan African Resources|DRDGold|^Petra Diamonds|^Richards Bay Minerals|Palabora|Samancor|' +
  'ArcelorMittal|^Columbus Stainless|Hulamin|^Sishen|' +
  // energy and chemicals
  'Sasol|^Sasol Secunda|Eskom|^Eskom Medupi|Engen|^Shell SA|^Shell South Africa|^Shell Downstream|' +
  '~BP|^BP Southern Africa|TotalEnergies|^Astron Energy|PetroSA|Natref|Sapref|Omnia|AECI|' +
  'Necsa|^Koeberg|' +
  // retail, food and drink
  'Shoprite|~Checkers|Pick n Pay|PnP|Woolworths|Woolies|~Spar|SPAR|Massmart|' +
  'Makro|^Game Stores|^Builders Warehouse|^Mr Price|^Pep Stores|PEP|Pepkor|Ackermans|TFG|' +
  '^The Foschini Group|Foschini|Truworths|Edgars|Edcon|~Clicks|Dis Chem|Dischem|Cashbuild|' +
  'Italtile|^Lewis Group|^Clicks Group|^Tiger Brands|^Pioneer Foods|^RCL Foods|^Astral Foods|~AVI|Distell|' +
  '^South African Breweries|SAB|^AB InBev|Heineken|^Coca Cola Beverages|CCBSA|CCBA|Nestle|Nestlé|Unilever|' +
  '~Clover|^Clover Industries|Tongaat|^Illovo Sugar|^Famous Brands|' +
  'Takealot|' +
  // telecoms, media and technology
  'MTN|Vodacom|Telkom|^Cell C|Openserve|^Liquid Telecom|Multichoice|' +
  'Naspers|Prosus|Media24|^Dimension Data|^NTT Data|Datatec|EOH|BCX|Altron|^Adapt IT|Derivco|' +
  'Capgemini|Sentech|SABC|^Business Connexion|' +
  // state-owned and public utilities
  'Transnet|Prasa|Denel|Armscor|SANRAL|ACSA|' +
  '^Airports Company South Africa|SAA|^South African Airways|^Rand Water|^City Power|^Umgeni Water|' +
  'SAPO|^South African Post Office|~IDC|^Industrial Development Corporation|CSIR|SANParks|^Mintek|' +
  // logistics, industrial, motor, construction and engineering
  'Bidvest|Barloworld|Grindrod|^Imperial Logistics|~Imperial|^Super Group|^DP World|Reunert|KAP|Hudaco|' +
  'Invicta|Sappi|Mondi|Nampak|Mpact|~PPC|AfriSam|^Murray & Roberts|WBHO|^Wilson Bayly Holmes|Aveng|' +
  '^Grinaker LTA|^Stefanutti Stocks|Raubex|^Basil Read|^Group Five|Aurecon|Zutari|WSP|SMEC|GIBB|~Hatch|' +
  'Worley|Fluor|^DRA Global|^Toyota South Africa|~Toyota|' +
  'Volkswagen|^VW South Africa|BMW|^Mercedes Benz|Nissan|Isuzu|~Ford|^Ford Motor Company|Bosch|' +
  '^John Deere|^James Hardie|' +
  // health and pharmaceuticals
  'Mediclinic|Netcare|^Life Healthcare|~Lancet|^Lancet Laboratories|Ampath|PathCare|^Aspen Pharmacare|~Aspen|' +
  '^Adcock Ingram|Cipla|^Sun International|^Tsogo Sun|^City Lodge|^Southern Sun|^Protea Hotels|Comair|' +
  'FlySafair';
