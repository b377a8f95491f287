/**
 * The name lists behind the person-name warning, written by us for this product (no outside list):
 * first names and surnames common in South Africa (isiZulu, isiXhosa, Sesotho, Setswana, Sepedi,
 * Tshivenda, Xitsonga, isiNdebele, Afrikaans, English, Indian and Cape Malay South African,
 * Portuguese, and common international names). This is the readable source; the guard ships the
 * lists packed (name-data.ts, written by `npx tsx scripts/anonymity-names.ts --write`), so the
 * listing form's chunk stays small.
 */
import { packList } from './packed-list';

/** First names that are not ordinary words: one of them and a capitalised surname-like word is a name. */
export const FIRST_NAMES =
  // isiZulu, isiXhosa, isiNdebele, siSwati
  'Sipho Themba Bongani Sibusiso Mandla Musa Nkosinathi Sandile Siyabonga Lwazi Thulani Mthunzi Sifiso Andile ' +
  'Ayanda Lungile Lindiwe Nomsa Nokuthula Thandeka Thandiwe Zanele Zodwa Nomvula Nonhlanhla Sbu Sizwe Xolani ' +
  'Mxolisi Vusi Vusumuzi Zola Luthando Lulama Unathi Sinethemba Siphesihle Nandi Zinhle Busisiwe Buhle Hlengiwe ' +
  'Mbali Nosipho Nompumelelo Phumzile Khanyisile Khanyi Zandile Ntombi Nokwanda Philani Sabelo Nhlanhla Mlungisi ' +
  'Mzwandile Sakhile Siyanda Thando Thembeka Thembi Lindani Msizi Njabulo Nqobile Ntokozo Nkosana Bheki Jabulani ' +
  'Dumisani Mduduzi Mfundo Khaya Lwandile Anele Aphiwe Asanda Athenkosi Ayabonga Bulelani Bulelwa Lulamile Lunga ' +
  'Lusanda Mandisa Masixole Monde Mzukisi Nceba Nomathemba Nomonde Nontando Noluthando Odwa Olwethu Onke Sihle ' +
  'Siphokazi Siyamthanda Thembisa Thembinkosi Vuyani Vuyo Vuyisile Wandile Xolile Yonela Zizipho Zukile Zintle ' +
  'Nokubonga Nozipho Sinazo Ziyanda Lindokuhle Mpumelelo Nkululeko Sanele Senzo Simphiwe Sphamandla Thabani ' +
  'Sibongile Sindisiwe Thobeka Zama Zamokuhle Zethu Londiwe Minenhle Nothando Slindile Snenhlanhla Fikile ' +
  'Bongi Mpumi Sne Nomi Thuli Dumi Jabu Xoli Nathi Mondli Siphiwe Lucas Mzi Nkanyiso Thembela Ntando Vuyolwethu ' +
  'Thandi Thokozani Thokozile Mthokozisi Mandlenkosi Mbuso Sibonelo Thamsanqa Xolisa Zukiswa Nwabisa Nolwazi ' +
  'Lungelo Luyanda Lihle Khulekani Mbongeni Muzi Phindile Sbongile Thulisile Zakhele Dimakatso Keletso ' +
  'Nthabeleng Oarabile Pako Tebello Kutlwano Lesiba Khutso Bonolo Lutendo Rendani Tshimangadzo Nkateko Khanyisa ' +
  'Carel Hanno Heinrich Ilze Jolene Karel Liesl Louise Marike Marinda Natasja Rene Sune Tanja Thys Wouter Anja ' +
  'Gerda Henk Theo Quinton Angela Brenda Bruce Fiona Geoff Graeme Hayley Julian Kirsten Lara Marie Shane ' +
  'Terence Tracey Warwick Abdul Aadil Yaseen Zubair Nabeel Ashok Deepak Dinesh Prakash Sanjay Rakesh Naresh ' +
  'Prem Vinesh ' +
  // Sesotho, Setswana, Sepedi
  'Thabo Lerato Karabo Kagiso Kabelo Katlego Lesego Tebogo Tumelo Neo Mpho Palesa Refilwe Reitumetse Relebohile ' +
  'Tshepo Tshepiso Teboho Thato Puleng Nthabiseng Dineo Boitumelo Bontle Keabetswe Kamogelo Kgomotso Koketso ' +
  'Lebogang Lehlohonolo Lethabo Masego Mothusi Motlatsi Naledi Obakeng Oratile Onalenna Omphile Phenyo Rethabile ' +
  'Tlotlo Tshiamo Tsholofelo Itumeleng Goitseone Gaone Kefilwe Keitumetse Lorato Matshidiso Mosa Pule Sello ' +
  'Tumisang Kgothatso Modiegi Dikeledi Mamello Malebo Lebohang Katleho Tsepo Bokang Tshepang Tumi Kholofelo ' +
  'Mmathapelo Mokgadi Mamokete Ofentse Orapeleng Paballo Pontsho Reabetswe Seipati Thapelo Tiisetso Tsietsi ' +
  'Kgaugelo Lesedi Mmapula Moipone Nthati Refiloe Thabang Tshegofatso Kamohelo Lefa Letlhogonolo Moshe Mahlatse ' +
  // Tshivenda, Xitsonga
  'Mashudu Rudzani Ndivhuwo Tshilidzi Takalani Khathutshelo Lufuno Mulalo Rofhiwa Azwinndini Fulufhelo ' +
  'Livhuwani Ntsieni Pfarelo Murendeni Thendo Vhutshilo Ronewa Humbulani Phathutshedzo Tshifhiwa Dakalo Ompha ' +
  'Hlulani Tsakani Nyiko Ntsako Tinyiko Hlayisani Rhulani Khensani Masingita Mihloti Nhlamulo Vongani Ripfumelo ' +
  'Amukelani Basani Hlengani Nsovo Tiyiselani Risuna Ntsakisi Vutomi Xongani Hlamalani ' +
  // Afrikaans
  'Johan Pieter Piet Hendrik Gerhard Willem Jacobus Jaco Francois François Andre André Danie Dirk Hannes Riaan ' +
  'Ruan Wian Werner Wessel Christo Charl Stephan Stefan Marius Morne Morné Schalk Tiaan Theuns Deon Gert Kobus ' +
  'Koos Frik Fanie Anton Hennie Jannie Japie Nico Pierre Etienne Jacques Rudi Rudolph Corne Corné Eben Gideon ' +
  'Sarel Jurie Annelie Anel Marelize Elmarie Hanlie Charlene Carina Cornelia Elna Esme Esmé Liezel Lizelle ' +
  'Mariska Marlize Nadia Riana Ronel Sonja Suzanne Yolandi Zelda Annemarie Christelle Chantelle Madelein ' +
  'Retha Hester Magda Marietjie Sanet Wilma Elsabe Ilse Karin Lize Nelmarie Rentia Antoinette Jana Elize Anneke ' +
  'Wihan Divan Ewan Henco Jandre Jean Louis Lourens Petrus Renier Rikus Ruben Tertius Wimpie Adriaan Chris ' +
  'Andries Frans Johannes Gerrit Stoffel Barend Nicolaas Cornelius Izak Isak Abraham Frederik Lodewyk ' +
  'Albertus Gerhardus Christiaan Marthinus Wynand Zander Ockert Stefanus Tjaart Dawid Jakobus Hugo Gustav ' +
  // English and international
  'John David Michael Peter Paul James Robert William Richard Thomas Charles Daniel Matthew Andrew Stephen ' +
  'Steven Brian Kevin Jason Craig Gareth Wayne Shaun Sean Bradley Ryan Brandon Dylan Jared Justin Kyle Liam ' +
  'Luke Nathan Nicholas Adam Alan Anthony Christopher Colin Darren Derek Donovan Duncan Edward Eric Gary Graham ' +
  'Greg Gregory Ian Jeremy Jonathan Keith Leon Martin Neil Patrick Philip Raymond Roger Ronald Russell ' +
  'Simon Stuart Trevor Tyrone Warren Ashley Clive Desmond Dennis Hugh Kenneth Lawrence Neville Norman Rodney ' +
  'Vernon Wesley Joseph Henry Samuel Benjamin Oliver Harry Alexander Ethan Joshua Aidan Caleb Connor Tristan ' +
  'Marco Godfrey Themba Mary Sarah Susan Elizabeth Jennifer Linda Karen Nicole Michelle ' +
  'Lisa Jessica Emma Rachel Anne Anna Catherine Claire Kate Laura Lauren Megan Natalie Nicola Samantha Tracy ' +
  'Wendy Bronwyn Candice Carmen Chantal Deborah Debbie Denise Donna Gail Heather Jacqueline Janet Jenny Joanne ' +
  'Julie Kim Leigh Lynn Margaret Melissa Melanie Natasha Nadine Sharon Shannon Sonia Stacey Tamara Tanya Tessa ' +
  'Vanessa Yvonne Zoe Amy Kelly Kerry Caroline Bianca Monique Tarryn Robyn Lindsay Kirsty Courtney Cindy Mandy ' +
  'Sandra Patricia Barbara Helen Judy Lorraine Alison Beverley Cheryl Colleen Diane Elaine Gillian Ingrid Jane ' +
  'Joan Kathleen Leanne Lucy Maureen Rosemary Ruth Sally Shirley Valerie Tendai Tatenda Farai Tinashe Rutendo ' +
  'Tom Tim Ben Sam Joe Jim Bob Dan Nick Rob Mike Dave Steve Tony Andy Pete Matt Josh Jake Hannah Sophie ' +
  'Olivia Chloe Ella Mia Lily Kate Tammy Lebo Lesley Marc Hein Bernard Albert Francis Gavin Lionel Cedric ' +
  'Chipo Nyasha Kudakwashe Tafadzwa Chiedza Blessed ' +
  // Indian and Cape Malay South African
  'Pravin Rajesh Suresh Ashwin Kavitha Priya Nirvashni Kuben Dhanesh Deven Kershan Kevashan Nivashni Prenisha ' +
  'Rivashni Sashin Shivani Sunil Anil Vikash Yashin Vishal Ravi Krishna Kumaran Pregasen Nisha Anisha Reshma ' +
  'Sharmila Yusuf Zaheer Imraan Faizel Riaz Shaheed Naeem Ayesha Zainab Fatima Aisha Rashida Nazia Shamiela ' +
  'Ismail Mohammed Muhammad Mohamed Ahmed Yasmin Tasneem Mogamat Gadija Waseem Faeez Ridwaan Tauriq Thirusha ' +
  'Devan Kiran Roshan ' +
  // Portuguese
  'João Joao Jose José Antonio António Carlos Fernando Paulo Luis Luís Ricardo Rui Nuno Pedro Miguel Sergio ' +
  'Sérgio Filipe Tiago Vitor Ana Maria Paula Isabel Teresa Cristina Sofia Carla Rita Joana Catarina Helena Luisa';

/**
 * First names that are also ordinary words, towns or brands (Grace, Precious, George, Grant): a name
 * only with a surname from the list after them, never with an unknown word ("Grace period",
 * "Precious Metals", "Grant Thornton", "George Airport").
 */
export const AMBIGUOUS_FIRST_NAMES =
  'Grace Faith Hope Precious Patience Gift Lucky Prince Princess Blessing Innocent Given Justice Wisdom Mercy ' +
  'Memory Beauty Charity Goodness Happiness Pretty Rose Ivy Pearl Joy Dawn Christian Will Bill Frank Ray Guy ' +
  'Grant Dean Mark Jack Max George Kimberley Victoria Jordan Jade Amber Crystal Ruby Summer Hunter Chase Victor ' +
  'Major Lee Glen Dale Jan Alex Nigel Hermanus Penny Carol Sunny Angel Bright Lovely Brilliant Success Surprise Promise Trust Freedom Comfort';

/**
 * Surnames: a first name and one of these is a name, in Title Case or in capitals. The words after a
 * particle ("van der Merwe", "du Toit") are not here: a particle and any capitalised word is a surname.
 */
export const SURNAMES =
  // isiZulu, isiXhosa, isiNdebele, siSwati
  'Dlamini Nkosi Ndlovu Khumalo Zulu Mthembu Ngcobo Buthelezi Mkhize Zungu Shezi Ntuli Cele Gumede Mahlangu ' +
  'Mabaso Sithole Shabalala Ngubane Majola Mbatha Xulu Nxumalo Msimang Mazibuko Mnguni Khanyile Ngema Dube ' +
  'Hadebe Masondo Mhlongo Ntshangase Nzimande Zwane Sibiya Biyela Mthethwa Magwaza Mchunu Mlambo Ndaba ' +
  'Ndlela Nene Ngwenya Radebe Shange Simelane Thusi Vilakazi Zondi Mabuza Masilela Skosana Msiza Mtshali ' +
  'Mkhabela Mbhele Hlongwane Hlophe Kubheka Madlala Makhanya Maphumulo Mathe Memela Mkhwanazi ' +
  'Msomi Ndimande Nhlapo Ntombela Phakathi Sibisi Xaba Zikalala Madikizela ' +
  'Qwabe Jojo ' +
  'Mapisa Mavuso Mpofu Vena Booi ' +
  'Faku Fani Nyathi Mazibuko Nkabinde Maseko Masango Magagula Dladla ' +
  'Motha Shongwe Tshabangu Gama Mbokazi Mncube Mngadi Myeni Ndwandwe Ngidi Sikhakhane ' +
  'Mdlalose Mokoena Mofokeng Molefe Mokwena Motaung Moloi Nkoana Letsoalo Sebola Mashaba Masilo ' +
  'Mphahlele Molapo Mosia Tau Setati Modise Kekana Ramokgopa Seabi Makgoba Malatji Manamela Maponya Mashego ' +
  'Matlala Mogale Mohlala Mokgatle Moloto Morake Motloung Motsoeneng Phiri Seleka Selepe ' +
  'Thobejane Tladi Tsebe Tshabalala Kgomo Kgosana Lebese Mabena Madisha Makhubela Maake ' +
  'Masemola Mamabolo Mogotsi Mooketsi Motau Nkadimeng Pitso Sithebe Tlou Tsotetsi Khoza Moeketsi ' +
  'Ntsoane Legodi Ledwaba Mogapi Mosweu Kgosi Setlhare Modiba Mosiane Mabe ' +
  'Ramabulana Mudau Netshitenzhe Mulaudzi Tshivhase Makhado Mphephu Ravele Rambau Munyai Mukwevho ' +
  'Ligege Mashau Maumela Baloyi Maluleke Mathebula Chauke Hlungwani Ngobeni ' +
  'Mabunda Khosa Nkuna Shivambu Mashele Mabasa Mhlanga Masinga Mdaka Novela Valoyi Makamu Mathonsi ' +
  'Nyalungu Sibuyi Mokone Sekhukhune Maimane Motshekga ' +
  // Afrikaans
  'Botha Pretorius Nel Smit Fourie Venter Coetzee Steyn Kruger Marais Viljoen Meyer Potgieter Swanepoel Joubert ' +
  'Mostert Louw Olivier Erasmus Jacobs Theron Oosthuizen Bester Cloete Engelbrecht Ferreira Gouws Hattingh ' +
  'Jansen Kotze Kotzé Labuschagne Lombard Malan Muller Nieuwoudt Prinsloo Roos Rossouw Schoeman Scholtz Snyman ' +
  'Strydom Terblanche Uys Vermeulen Vorster Wessels Wolmarans Badenhorst Basson Bezuidenhout Blignaut Booysen ' +
  'Brink Claassen Cronje Cronjé Cilliers Conradie Dippenaar Els Esterhuizen Geldenhuys ' +
  'Grobler Jooste Jordaan Kemp Koekemoer Kriel Lubbe Maritz ' +
  'Mulder Myburgh Nortje Odendaal Opperman Pienaar Pieterse Rautenbach Schutte Spies Stander ' +
  'Steenkamp Swart Vermaak Visser Beukes Boshoff Breytenbach Bosman ' +
  'Fouche Fouché Gerber Goosen Oberholzer Rousseau ' +
  'Strauss Wentzel ' +
  '' +
  // English, Cape Malay and coloured South African
  'Smith Jones Williams Taylor Brown Wilson Johnson Davies Evans Roberts Walker Wright Robinson Thompson ' +
  'Hughes Edwards Harris Clarke Jackson Phillips Parker Morris Cooper Morgan Bennett Mitchell Campbell ' +
  'Anderson Murray Stewart Scott Reid Watson Russell Shaw ' +
  'Collins Murphy Foster Harrison ' +
  'Moore Richards Richardson Rogers O’Brien ' +
  "O'Brien McDonald MacDonald McKenzie Hendricks Hendrickse Isaacs Petersen Peterson Davids Abrahams Daniels " +
  'Solomons Fredericks Samuels Arendse Cupido Josephs Adonis Kannemeyer Oliphant Plaatjies Saayman Stuurman ' +
  'Swartz Titus Willemse Koopman Julies Fortuin Jantjies Ebrahim Cassim Essop Moosa Mahomed Khan ' +
  'Salie Adams Gamieldien Hassan Parker Manuel Marthinus Pedro ' +
  // Indian South African
  'Naidoo Pillay Govender Moodley Reddy Chetty Padayachee Maharaj Singh Naicker Moonsamy Ramsamy Govindsamy ' +
  'Perumal Sewpersad Rampersad Bhana Patel Desai Gounden Munsamy Nair Subramoney Pather Archary Soobramoney ' +
  'Dookie Rajcoomar Sookdeo Ramlall Haripersad Maistry Naidu Pillai ' +
  'Lutchman Mohan Chetty Kisten Reddy Pillai ' +
  // Portuguese
  'Silva Santos Ferreira Pereira Rodrigues Gonçalves Goncalves Fernandes Gomes Martins Lopes Sousa Marques ' +
  'Carvalho Almeida Ribeiro Pinto Teixeira Correia Mendes Nunes Vieira Moreira Cardoso Rocha Costa Coelho ' +
  'Freitas Oliveira Soares Gouveia Jardim ' +
  '' +
  // Southern African and international
  'Moyo Ncube Sibanda Mpofu Chikwanha Banda Mutasa Chirwa Chikore Mlambo ' +
  'Gumbo Nyoni Tshuma Ali Cohen Levy';

/**
 * Names of public people and of the places, roads and institutions named after them: a first name
 * and surname from the lists that is one of these is not a candidate or client ("Chris Hani
 * Baragwanath", "Louis Trichardt"). Only those the rules would otherwise find are here (a name
 * before a place word, "Walter Sisulu University", is left alone anyway).
 */
export const PUBLIC_NAMES =
  'Nelson Mandela|Oliver Tambo|Chris Hani|Steve Biko|Helen Suzman|William Nicol|Louis Botha|' +
  'Paul Kruger|Peter Mokaba|Louis Trichardt|Piet Retief|Ruth First|Desmond Tutu|Thabo Mbeki|' +
  'Kenneth Kaunda|Harry Gwala|Joe Gqabi|Joe Slovo|Paul Roux|Petrus Steyn|Thabo Mofutsanyana|' +
  'John Taolo Gaetsewe|Hugo Boss|Thomas Cook|Edward Snell|Chris Barnard|Robert Sobukwe|' +
  'Steve Tshwete|Mary Fitzgerald|Anton Lembede|Albert Luthuli|Francis Baard|Jan van Riebeeck|' +
  'Ben Schoeman|John Vorster|Lucas Mangope|Hendrik Verwoerd';

/**
 * Words that follow a name in the name of a place, road, building or body ("Nelson Mandela Bay",
 * "Helen Joseph Hospital"): a name followed by one of these is that place, not a person.
 */
export const PLACE_WORDS =
  'Bay University Hospital District Municipality Metro Metropolitan Airport International Street Drive Road ' +
  'Avenue Square Foundation Trust Stadium Academy School College Campus Building House Centre Center Park ' +
  'Local Boulevard Institute Hall Mall Bridge Dam Highway Freeway Township Village Clinic Museum Memorial ' +
  'Theatre Library Prison Station Attorneys Incorporated Inc Associates Holdings Group Ltd Limited Pty';

/**
 * Capitalised words that follow a first name without being a surname: job words, places, months,
 * days, degree and company words, and the small words title-case headings capitalise.
 */
export const NOT_SURNAMES =
  'The And Or Of In On At To For From With By As Is Are Was Were Be Has Had Have Will Can May Must Should ' +
  'Our Your Their His Her Its Who Which That This These Those Also But Not No Yes All Any Each Every ' +
  'Manager Director Officer Engineer Accountant Senior Junior Head Lead Chief Assistant Consultant Analyst ' +
  'Specialist Developer Administrator Clerk Supervisor Technician Coordinator Executive Partner Associate ' +
  'Intern Trainee Graduate Team Department Division Unit Office Branch Financial Finance Sales Marketing ' +
  'Human Resources Operations Project Business Technical Legal General Regional National Plant Site Mine ' +
  'Mining Bank Insurance Consulting Solutions Services Technologies Systems Capital Properties Logistics ' +
  'Motors Foods Health Medical Partners Fund Africa African South North East West Western Eastern Northern ' +
  'Southern Central Cape Town Free State Province Coast Gauteng Limpopo Mpumalanga KwaZulu-Natal Natal ' +
  'Johannesburg Pretoria Durban Sandton Soweto Centurion Midrand London January February March April May ' +
  'June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec ' +
  'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Bachelor Master Masters Honours Hons Diploma ' +
  'Certificate Degree Matric Grade Level English Afrikaans Zulu Xhosa Sotho Tswana Venda Tsonga Pedi ' +
  'Ndebele Swati Currently Previously Contact Call Please Reports Reporting Based Available Experience ' +
  'Requirements Duties Skills Salary Package Benefits Location Role Position Job Candidate Client Ask Dear ' +
  'Hi Hello Thanks Regards Meet Speak Ring Tell See Email Phone Attention Attn Per Via Interview Reference Tel ' +
  'Cell Fax Mobile Ext Tour Rio Hotel Cirque Lac Casa Porto Notre Rue Route Cafe Chateau Vasco ' +
  // More job, department and heading words, for the words after a cue ("Supervisor: Night Shift Foreman").
  'Controller Bookkeeper Foreman Buyer Planner Superintendent Overseer Auditor Actuary Underwriter Inspector ' +
  'Surveyor Nurse Driver Artisan Fitter Electrician Secretary Receptionist Cashier Agent Representative Deputy ' +
  'Vice President Principal Registrar Lecturer Attorney Counsel Shift Night Day Former Strong Fully Bilingual ' +
  'Previous Current Acting Interim Hiring Line Board Committee Panel Recruiter Recruitment Talent Accounts ' +
  'Payable Receivable Payroll Procurement Treasury Supply Chain Audit Internal Risk Compliance Quality ' +
  'Assurance Safety Training Credit Debtors Creditors Stores Warehouse Workshop Production Maintenance ' +
  'Planning Research Development Engineering Tax Customer Service Support Admin Administration Care ' +
  'Programme Details Us Me Him Them Key Responsibilities Connect Platform Desk Ward Cost Microsoft Google Excel';

/** The lists packed for name-data.ts (scripts/anonymity-names.ts writes them there). */
export function packedNameData(): Record<
  'first' | 'ambiguous' | 'surnames' | 'notSurnames' | 'places' | 'public',
  string
> {
  const words = (list: string, separator = ' ') => list.split(separator);
  return {
    first: packList(words(FIRST_NAMES)),
    ambiguous: packList(words(AMBIGUOUS_FIRST_NAMES)),
    surnames: packList(words(SURNAMES)),
    notSurnames: packList(words(NOT_SURNAMES)),
    places: packList(words(PLACE_WORDS)),
    public: packList(words(PUBLIC_NAMES, '|')),
  };
}
