/**
 * The name lists behind the person-name warning, written by us for this product (no outside list):
 * first names and surnames common in South Africa (isiZulu, isiXhosa, Sesotho, Setswana, Sepedi,
 * Tshivenda, Xitsonga, isiNdebele, Afrikaans, English, Indian and Cape Malay South African,
 * Portuguese, and common international names). One space-separated string per list, split once when
 * the guard first runs, so the listing form's chunk stays small.
 */

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
  // English and international
  'John David Michael Peter Paul James Robert William Richard Thomas Charles Daniel Matthew Andrew Stephen ' +
  'Steven Brian Kevin Jason Craig Gareth Wayne Shaun Sean Bradley Ryan Brandon Dylan Jared Justin Kyle Liam ' +
  'Luke Nathan Nicholas Adam Alan Anthony Christopher Colin Darren Derek Donovan Duncan Edward Eric Gary Graham ' +
  'Greg Gregory Ian Jeremy Jonathan Keith Leon Martin Neil Nigel Patrick Philip Raymond Roger Ronald Russell ' +
  'Simon Stuart Trevor Tyrone Warren Ashley Clive Desmond Dennis Hugh Kenneth Lawrence Neville Norman Rodney ' +
  'Vernon Wesley Joseph Henry Samuel Benjamin Oliver Harry Alexander Ethan Joshua Aidan Caleb Connor Tristan ' +
  'Zane Marco Mario Giovanni Godfrey Themba Mary Sarah Susan Elizabeth Jennifer Linda Karen Nicole Michelle ' +
  'Lisa Jessica Emma Rachel Anne Anna Catherine Claire Kate Laura Lauren Megan Natalie Nicola Samantha Tracy ' +
  'Wendy Bronwyn Candice Carmen Chantal Deborah Debbie Denise Donna Gail Heather Jacqueline Janet Jenny Joanne ' +
  'Julie Kim Leigh Lynn Margaret Melissa Melanie Natasha Nadine Sharon Shannon Sonia Stacey Tamara Tanya Tessa ' +
  'Vanessa Yvonne Zoe Amy Kelly Kerry Caroline Bianca Monique Tarryn Robyn Lindsay Kirsty Courtney Cindy Mandy ' +
  'Sandra Patricia Barbara Helen Judy Lorraine Alison Beverley Cheryl Colleen Diane Elaine Gillian Ingrid Jane ' +
  'Joan Kathleen Leanne Lucy Maureen Rosemary Ruth Sally Shirley Valerie Tendai Tatenda Farai Tinashe Rutendo ' +
  'Chipo Nyasha Kudakwashe Tafadzwa Chiedza Blessed Chidi Emeka Chinedu Ngozi Oluwaseun Kwame Kofi Ama Wanjiru ' +
  // Indian and Cape Malay South African
  'Pravin Rajesh Suresh Ashwin Kavitha Priya Nirvashni Kuben Dhanesh Deven Kershan Kevashan Nivashni Prenisha ' +
  'Rivashni Sashin Shivani Sunil Anil Vikash Yashin Vishal Ravi Krishna Kumaran Pregasen Nisha Anisha Reshma ' +
  'Sharmila Yusuf Zaheer Imraan Faizel Riaz Shaheed Naeem Ayesha Zainab Fatima Aisha Rashida Nazia Shamiela ' +
  'Ismail Mohammed Muhammad Mohamed Ahmed Yasmin Tasneem Mogamat Gadija Waseem Faeez Ridwaan Tauriq Thirusha ' +
  'Kamini Yogan Devan Shalen Ashika Keshni Nerisha Preshen Rushil Kiran Nikhil Jayesh Hitesh Bhavna Roshan ' +
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
  'Major Lee Glen Dale Jan Sunny Angel Bright Lovely Brilliant Success Surprise Promise Trust Freedom Comfort';

/** Surnames: a first name and one of these is a name, in Title Case or in capitals. */
export const SURNAMES =
  // isiZulu, isiXhosa, isiNdebele, siSwati
  'Dlamini Nkosi Ndlovu Khumalo Zulu Mthembu Ngcobo Buthelezi Mkhize Zungu Shezi Ntuli Cele Gumede Mahlangu ' +
  'Mabaso Sithole Shabalala Ngubane Majola Mbatha Xulu Nxumalo Msimang Mazibuko Mnguni Khanyile Ngema Dube ' +
  'Hadebe Masondo Mhlongo Ntshangase Nzimande Zwane Sibiya Biyela Mthethwa Cebekhulu Magwaza Mchunu Mlambo Ndaba ' +
  'Ndlela Nene Ngwenya Radebe Shange Simelane Thusi Vilakazi Zondi Mabuza Masilela Skosana Msiza Mtshali ' +
  'Mkhabela Mbhele Hlongwane Hlophe Kubheka Madlala Makhanya Manqele Maphumulo Mathe Mdletshe Memela Mkhwanazi ' +
  'Msomi Mzimela Ndimande Nhlapo Ntombela Phakathi Sibisi Sokhela Xaba Zikalala Ngcukana Mahlathi Madikizela ' +
  'Qwabe Gqola Jali Mabandla Makaula Matiwane Mqhayi Ndamase Nkwinti Sigcau Dyantyi Dyasi Gcaba Jojo Kobese ' +
  'Mafu Majeke Makhubalo Mapisa Mavuso Mgijima Mpofu Mqadi Nombembe Qaba Tyali Vena Xaso Yako Zenani Booi ' +
  'Dlulane Faku Fani Mkhonto Mnyaka Nyathi Sondlo Mbiko Mazibuko Nkabinde Maseko Masango Magagula Dladla ' +
  'Mathenjwa Motha Shongwe Tshabangu Gama Mbokazi Mncube Mngadi Myeni Ndwandwe Ngidi Nkwanyana Sikhakhane ' +
  'Mdlalose Mkhwebane Mokoena Mofokeng Molefe Mokwena Motaung Moloi Nkoana Letsoalo Sebola Mashaba Masilo ' +
  'Mphahlele Molapo Mosia Tau Setati Modise Kekana Ramokgopa Seabi Makgoba Malatji Manamela Maponya Mashego ' +
  'Matlala Mogale Mohlala Mokgatle Moloto Morake Motloung Motsoeneng Phiri Ramoroka Seleka Selepe Sekgobela ' +
  'Thobejane Tladi Tsebe Tshabalala Kgomo Kgosana Lebese Letlape Mabena Mabitsela Madisha Makhubela Maake ' +
  'Masemola Mamabolo Mogotsi Molaba Mooketsi Motau Nkadimeng Pitso Sithebe Tlou Tsotetsi Khoza Moeketsi ' +
  'Ntsoane Legodi Ledwaba Mogapi Mosweu Kgosi Setlhare Moabi Molebatsi Sebego Modiba Mosiane Matlhako Mabe ' +
  'Ramabulana Mudau Netshitenzhe Mulaudzi Tshivhase Ramavhunga Makhado Mphephu Ravele Rambau Munyai Mukwevho ' +
  'Nemukula Ligege Mashau Maumela Netshiavha Madzivhandila Baloyi Maluleke Mathebula Chauke Hlungwani Ngobeni ' +
  'Mabunda Khosa Nkuna Rikhotso Shivambu Mashele Mabasa Mhlanga Masinga Mdaka Novela Valoyi Makamu Mathonsi ' +
  'Nyalungu Shikwambana Sibuyi Tiva Ubisi Mokone Sekhukhune Lekganyane Maimane Motshekga Pheko Mokhele ' +
  // Afrikaans
  'Botha Pretorius Nel Smit Fourie Venter Coetzee Steyn Kruger Marais Viljoen Meyer Potgieter Swanepoel Joubert ' +
  'Mostert Louw Olivier Erasmus Jacobs Theron Oosthuizen Bester Cloete Engelbrecht Ferreira Gouws Hattingh ' +
  'Jansen Kotze Kotzé Labuschagne Lombard Malan Muller Nieuwoudt Prinsloo Roos Rossouw Schoeman Scholtz Snyman ' +
  'Strydom Terblanche Uys Vermeulen Vorster Wessels Wolmarans Badenhorst Basson Bezuidenhout Blignaut Booysen ' +
  'Brink Claassen Cronje Cronjé Cilliers Conradie Delport Dippenaar Eksteen Els Esterhuizen Fick Geldenhuys ' +
  'Greeff Grobler Hanekom Heyns Jooste Jordaan Kemp Kleynhans Koekemoer Kriel Lotter Lubbe Maritz Meintjes ' +
  'Mulder Myburgh Nortje Odendaal Opperman Pienaar Pieterse Rautenbach Schutte Slabbert Spies Stander ' +
  'Steenkamp Stoltz Swart Truter Vermaak Visser Vosloo Wiese Wilken Zietsman Beukes Boshoff Breytenbach Bosman ' +
  'Calitz Fouche Fouché Gerber Goosen Hamman Lategan Moolman Niemand Oberholzer Reyneke Roodt Rousseau ' +
  'Steenberg Strauss Viviers Weideman Wentzel Roux Toit Plessis Villiers Klerk Merwe Wyk Zyl Rensburg ' +
  'Niekerk Heerden Westhuizen Preez Jager Beer Kock Berg Vuuren Schalkwyk Staden Tonder Aswegen Deventer ' +
  // English, Cape Malay and coloured South African
  'Smith Jones Williams Taylor Brown Wilson Johnson Davies Evans Roberts Walker Wright Robinson Thompson ' +
  'Hughes Edwards Harris Clarke Jackson Turner Phillips Parker Morris Cooper Morgan Bennett Mitchell Campbell ' +
  'Anderson Murray Stewart Scott Reid Watson Fraser Henderson Hamilton Kennedy Gordon Marshall Russell Shaw ' +
  'Simpson Stevens Sullivan Collins Murphy Barnes Bailey Fisher Foster Harrison Jenkins Lloyd Matthews Mills ' +
  'Moore Owen Palmer Pearce Powell Richards Richardson Rogers Saunders Spencer Webb Wells Woods O’Brien ' +
  "O'Brien McDonald MacDonald McKenzie Hendricks Hendrickse Isaacs Petersen Peterson Davids Abrahams Daniels " +
  'Solomons Fredericks Samuels Arendse Cupido Josephs Adonis Kannemeyer Oliphant Plaatjies Saayman Stuurman ' +
  'Swartz Titus Willemse Mentoor Koopman Julies Fortuin Lakay Jantjies Ebrahim Cassim Essop Moosa Mahomed Khan ' +
  'Salie Adams Gamieldien Hassan Parker Damons Gertse Manuel Marthinus Pedro Carelse ' +
  // Indian South African
  'Naidoo Pillay Govender Moodley Reddy Chetty Padayachee Maharaj Singh Naicker Moonsamy Ramsamy Govindsamy ' +
  'Perumal Sewpersad Rampersad Bhana Patel Desai Gounden Munsamy Nair Subramoney Pather Archary Soobramoney ' +
  'Dookie Rajcoomar Sookdeo Ramlall Haripersad Maistry Appalsamy Moonsammy Naidu Pillai Ramdass Sewnarain ' +
  'Harilal Hansraj Bissessur Lutchman Mohan Ramjee Chetty Kisten Reddy Sewpaul Vather Ganas Pillai ' +
  // Portuguese
  'Silva Santos Ferreira Pereira Rodrigues Gonçalves Goncalves Fernandes Gomes Martins Lopes Sousa Marques ' +
  'Carvalho Almeida Ribeiro Pinto Teixeira Correia Mendes Nunes Vieira Moreira Cardoso Rocha Costa Coelho ' +
  'Freitas Oliveira Machado Soares Fonseca Faria Andrade Nogueira Abreu Vaz Gouveia Henriques Jardim Camacho ' +
  'Pestana Caires ' +
  // Southern African and international
  'Moyo Ncube Sibanda Mpofu Chikwanha Banda Mutasa Chirwa Okafor Okeke Adeyemi Mensah Mwangi Chikore Mlambo ' +
  'Gumbo Mutua Ochieng Nyoni Tshuma Zhou Chen Wang Nguyen Kim Ali Hussein Abdullah Mohamed Schmidt Fischer ' +
  'Weber Wagner Becker Hoffmann Rossi Russo Bianchi Ricci Greco Lombardi Papadopoulos Cohen Levy Friedman';

/**
 * Names of public people and of the places, roads and institutions named after them: a first name
 * and surname from the lists that is one of these is not a candidate or client ("Nelson Mandela
 * Bay", "William Nicol Drive", "Chris Hani Baragwanath").
 */
export const PUBLIC_NAMES =
  'Nelson Mandela|Oliver Tambo|Chris Hani|Steve Biko|Walter Sisulu|Albertina Sisulu|Charlotte Maxeke|' +
  'Helen Joseph|Helen Suzman|William Nicol|Jan Smuts|Louis Botha|Paul Kruger|Beyers Naude|Beyers Naudé|' +
  'Moses Mabhida|Peter Mokaba|Loftus Versfeld|Louis Trichardt|Piet Retief|Jan Kempdorp|Sol Plaatje|Ruth First|' +
  'Desmond Tutu|Cyril Ramaphosa|Jacob Zuma|Thabo Mbeki|Kenneth Kaunda|Harry Gwala|Alfred Nzo|Joe Gqabi|' +
  'Pixley Seme|Lillian Ngoyi|Joe Slovo|Govan Mbeki|Dullah Omar|Paul Roux|Petrus Steyn|Thabo Mofutsanyana|' +
  'John Taolo Gaetsewe|Ray Nkonyeni|Allan Gray|Alexander Forbes|John Deere|James Hardie|Hugo Boss|Thomas Cook|' +
  'Pam Golding|Edward Snell|Adcock Ingram|Murray Roberts|Tiger Brands|Johnson Matthey|Wilson Bayly|' +
  'Edward Nathan|Grant Thornton|Chris Barnard|Robert Sobukwe|Winnie Mandela|Steve Tshwete|Dora Nginza|' +
  'Cecilia Makiwane|Frere Hospital|Mary Fitzgerald|Ellis Park|Anton Lembede|King Shaka|Victoria Mxenge';

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
  'Specialist Developer Administrator Clerk Supervisor Technician Coordinator Co-ordinator Executive Partner ' +
  'Associate Intern Trainee Graduate Team Department Division Unit Office Branch Operator Controller Planner ' +
  'Foreman Artisan Buyer Agent Representative Advisor Adviser Auditor Attorney Secretary Receptionist Driver ' +
  'Nurse Doctor Pharmacist Teacher Lecturer Designer Architect Surveyor Geologist Chemist Scientist Owner ' +
  'Financial Finance Sales Marketing Human Resources Operations Project Projects Business Technical Legal ' +
  'General Regional National Group Plant Site Mine Mining Bank Banking Insurance Holdings Limited Ltd Pty ' +
  'Consulting Solutions Services Technologies Systems Capital Properties Logistics Motors Foods Health ' +
  'Medical Partners Fund Africa African South North East West Western Eastern Northern Southern Central ' +
  'Cape Town Free State Province Coast Gauteng Limpopo Mpumalanga KwaZulu-Natal Natal Johannesburg Joburg ' +
  'Pretoria Durban Sandton Soweto Centurion Midrand Gqeberha Polokwane Rustenburg Bloemfontein Mbombela ' +
  'Nelspruit Witbank Emalahleni Secunda Sasolburg Vereeniging Stellenbosch Paarl Knysna Mahikeng ' +
  'Potchefstroom Klerksdorp Welkom Umhlanga Ballito Boksburg Benoni Germiston Kempton Roodepoort Randburg ' +
  'Fourways Rosebank Bryanston Rivonia Tshwane Ekurhuleni London Mthatha Namibia Botswana Zimbabwe Lesotho ' +
  'January February March April May June July August September October November December Jan Feb Mar Apr Jun ' +
  'Jul Aug Sep Sept Oct Nov Dec Monday Tuesday ' +
  'Wednesday Thursday Friday Saturday Sunday Bachelor Master Masters Honours Hons Diploma Certificate Degree ' +
  'Matric Grade Level English Afrikaans Zulu Xhosa Sotho Tswana Venda Tsonga Pedi Ndebele Swati Currently ' +
  'Previously Contact Call Please Reports Reporting Based Available Experience Requirements Duties Skills ' +
  'Salary Package Benefits Location Qualifications Responsibilities Role Position Job Candidate Client ' +
  'Notice Period Profile Summary Details Note CV Excel Word Outlook Teams Microsoft Google Apple';
