/**
 * The API's larger name lists for the person-name warning: South African first names and surnames
 * (isiZulu, isiXhosa, isiNdebele, siSwati, Sesotho, Setswana, Sepedi, Tshivenda, Xitsonga,
 * Afrikaans, English, Indian and Cape Malay South African, Portuguese) and names common among
 * recruits from elsewhere in Africa (Zimbabwe, Zambia, Malawi, Mozambique, Botswana, Lesotho,
 * Nigeria, Ghana, Kenya, the DRC, Rwanda, Ethiopia, Somalia, Cameroon), written by us as data.
 * None is in the PWA's lists (shared/anonymity/name-lists.ts): the PWA keeps its compact lists
 * so the listing form's chunk stays small, and the API, where bytes cost nothing, adds these
 * (`checkText(text, known, { nameLists: SERVER_NAME_LISTS })`). Left out on purpose: names that are
 * ordinary words, places or firms (Grace, Price, Wood, Brits, Langa, Alexandra, Bosch, Dangote)
 * and public figures (Ramaphosa, Mbeki, Zuma), which listing prose names without being about a
 * person. docs/anonymity.md says what the lists add.
 */
import { foldName } from '../../shared/anonymity/packed-list';
import { nameLists, type NameLists } from '../../shared/anonymity';

/** First names that are not ordinary words, beyond the PWA's list. */
export const EXTRA_FIRST_NAMES =
  // isiZulu isiXhosa isiNdebele siSwati
  'Sibongiseni Sibusisiwe Nokuphila Nomthandazo Nonkululeko Nomfundo Nombuso Nozuko Nolitha Noxolo ' +
  'Nosiphiwo Nomakhosazana Nomagugu Nompilo Nonjabulo Nondumiso Nokukhanya Nomalanga Nomhle Nosihle Nosisa ' +
  'Nobuhle Nothemba Nomathamsanqa Ntombizodwa Ntombifuthi Ntombikayise Ntombenhle Ntombizonke Thandazile ' +
  'Thandolwethu Thandokuhle Thembelihle Thembekile Thembani Thembalethu Bhekani Bhekumuzi Bhekithemba ' +
  'Bhekisisa Bongumusa Bonginkosi Bongiwe Bongekile Bonisile Busani Buhlebenkosi Bukelwa Cebisile Celiwe ' +
  'Dumisile Duduzile Duduzani Fezile Fezeka Fundiswa Gcina Gcinile Gugu Gugulakhe Hlonipha Jabulisile ' +
  'Khanyiso Khethiwe Khethokuhle Khulekile Khumbulani Khumbuzile Kwanele Langelihle Lindelani Lindelwa ' +
  'Lindumusa Lubabalo Lukhanyo Lundi Luvuyo Luxolo Lwando Lwandle Lwethu Mandlakayise Manqoba Mazwi ' +
  'Mbalenhle Mbekezeli Mcebisi Menzi Mfanafuthi Mhlengi Mlamuli Mlondi Mpendulo Mphumeleli Mthobisi Mzamo ' +
  'Mzikayise Mzimkhulu Mzwakhe Mzwakali Nandipha Ncediswa Ndabenhle Ndumiso Ngcebo Nhlakanipho Nkazimulo ' +
  'Nkosikhona Nkosiyabo Nkosinomusa Nkosingiphile Nqaba Nqobizitha Ntobeko Ntuthuko Nzuzo Phakamile ' +
  'Phelelani Philasande Phiwokuhle Phiwayinkosi Phumlani Phumelele Phumla Qhawe Qiniso Sakhiwo Samkelo ' +
  'Samkelisiwe Sanelisiwe Sazi Sbusiso Senamile Senzekile Senzeni Sethu Sibonakaliso Sibongakonke Sicelo ' +
  'Sifundo Sihlelelwe Sikhona Sikholiwe Silindile Silungile Simangele Simiso Simo Sinenhlanhla Sinegugu ' +
  'Sinothi Siphelele Siphosethu Sithabile Sithembile Sithokozile Siyasanga Siyathemba Sizakele Sizophila ' +
  'Snethemba Sphesihle Thabiso Thalente Thobani Thobile Thokozisa Thubelihle Thuthukani Vuyelwa Vuyiswa ' +
  'Wanele Xolelwa Xolisile Yandisa Zamani Zamaswazi Zamile Zenzele Zethembe Zibuyile Zimasa Zinzi Zipho ' +
  'Zolani Zoleka Zuko Zwelethu Zwelakhe Zwelinzima Zwelibanzi Akhona Aviwe Azola Babalwa Bandile Buhlebethu ' +
  'Bukho Cwenga Esethu Hlumelo Iminathi Khwezi Lathitha Likhona Lilitha Lisakhanya Lithemba Lonwabo Lubanzi ' +
  'Lunathi Luyolo Mihlali Mivuyo Nangamso Ncumisa Ndiliswa Nobesuthu Nolubabalo Nomawethu Nomvuyo ' +
  'Ntsikelelo Olona Onga Owethu Qhama Sakhumzi Sandisiwe Sibulele Simamkele Sinovuyo Siphamandla Sisanda ' +
  'Siviwe Solomzi Sonwabile Sonwabo Thembelani Uviwe Vuyokazi Wandisa Xabiso Yamkela Yolisa Zukisa Andiswa ' +
  'Asemahle Awonke Bonke Esona Khazimla Luniko Masibulele Mbasa Mncedisi Mthetheleli Ncebakazi Nomaxabiso ' +
  'Olothando Sinesipho Siyamcela Yonwaba Zikhona Lungisani Mthandeni Bafana Mpilo Mvelo Nkosenhle ' +
  'Kwenzokuhle Kwakhe Mzuvukile Mzonke Vusumzi Welile Ayakha Anathi Amahle Melokuhle Minentle Nomvelo ' +
  'Nothile Nokwazi Yamukelani Ntandoyenkosi Nonceba Sbonelo Sinamandla Sethabile Thabile Zamo Zakithi ' +
  // Sesotho Setswana Sepedi
  'Boitshepo Boikanyo Boipelo Botshelo Dikgang Dimpho Dintle Dipuo Dithapelo Galaletsang Gaopalelwe ' +
  'Gaolatlhe Goitsemang Goitsione Kabo Kagisho Karabelo Kedibone Kefiloe Kelebogile Kenalemang Keneilwe ' +
  'Kgalalelo Kgaogelo Khumo Lefentse Lehlogonolo Lentswe Leruo Letlotlo Maipelo Malebogo Mampho Matshepo ' +
  'Mmakgosi Mmathabo Mmatshepo Moitheri Mokgethwa Molebogeng Moleboheng Molemo Mompati Motlalepule ' +
  'Motshidisi Mpolokeng Ntebaleng Olebogeng Onkarabile Onthatile Otsile Phatlhe Phemelo Refentse Rorisang ' +
  'Sebabatso Seabelo Sekgopi Tebatso Tefo Tlhalefo Tlhologelo Tokelo Tsebo Tumisho Warona Atlegang ' +
  'Amogelang Aobakwe Boago Bakang Gofaone Omphemetse Mahlodi Makgabo Mamotse Matome Moloko Morongwa ' +
  'Mosebjadi Ngwako Phuti Raisibe Seloane Kgabo Kwena Leago Mapula Mashilo Mathapelo Mmamokgethi Mogau ' +
  'Mohau Mokgethi Mologadi Mothepa Mpolai Ntshepeng Ramadimetja Rebone Semakaleng Lieketseng Limpho Lineo ' +
  'Lintle Lipuo Mamorena Mamosa Mamotlatsi Mamoeketsi Mantoa Masechaba Mathabo Matseliso Mosiuoa ' +
  'Motlalentoa Motselisi Ntsoaki Pulane Retselisitsoe Seabata Seithati Tlali Tokoloho Tsepang Makhotso ' +
  'Malefu Nteboheng Puseletso Bohlokoa Hlompho Kananelo Kekeletso Molefi Mosebetsi Ntšebo ' +
  // Tshivenda Xitsonga
  'Aluwani Avhashoni Azwihangwisi Fhatuwani Fhulufhelo Gundo Hulisani Khodani Khuliso Mbofholowo Mpfareleni ' +
  'Mukondeleli Ndamulelo Ndivhuho Nditsheni Ndiafhi Nyadzani Ofhani Olga Pfano Rabelani Rotondwa Shonisani ' +
  'Thivhulawi Thilivhali Tshinakaho Tshililo Tshiwela Vhahangwele Vhonani Vhuhwavho Zwivhuya Masindi Muofhe ' +
  'Muthuhadini Ntshengedzeni Ndavheleseni Unarine Azwindini Vhulenda Dzunisani Hluphi Hitekani Kurhula ' +
  'Mafemani Mbhoni Mikateko Mixo Mkhacani Ndzalama Nhlalala Ntiyiso Ntirhisano Nyeleti Risenga Risima ' +
  'Ritshuri Rivoningo Rixile Sindisa Sinqobile Tiyani Tsundzuka Tsuvuka Vukosi Xihlamariso Xikombiso ' +
  'Hlayiseka Akani Fumani Gezani Hanyani Hasani Khazamula Mafunze Mpfuni Ndzalo Nkhensani Ntwanano ' +
  'Rirhandzu ' +
  // Afrikaans
  'Adri Adriana Aletta Alida Alma Amanda Anelda Anri Anria Antjie Annalise Annatjie Annelize Annemie Anneri ' +
  'Anzel Anzelle Bettie Carli Carine Celesté Chanel Charmaine Christa Christine Corlia Corli Cornel Dalene ' +
  'Daleen Danelle Danette Deidre Delene Delia Dorothea Elana Elanie Elmien Elmine Elsie Elzanne Engela Esna ' +
  'Estelle Ester Francina Francine Frederika Hanneli Hanri Heidi Hendrika Helene Hettie Ilana Ilona Ina ' +
  'Inge Irma Izelle Jacolien Jacomien Janine Jeanette Jeanine Joline Juanita Karien Karlien Katrien Lana ' +
  'Laetitia Lettie Liana Lida Lindie Lizanne Lizette Lindi Lorinda Louisa Magdalena Mareli Maretha ' +
  'Margaretha Mari Mariaan Marianne Marieke Marietha Marilize Marlene Marna Martie Martina Melinda Mientjie ' +
  'Mina Minette Nanette Nicolene Nicolette Petro Petronella Rina Roelien Rolene Rozanne Salome Sanri Sarita ' +
  'Shantel Susanna Susara Talita Tersia Theresa Tiana Tilla Wilhelmina Wilna Yolande Yolanda Zelna Zanri ' +
  'Zonia Elmari Annette Anita Adele Alet Alta Amelia Anina Annalie Anneline Elbie Eloise Elsa Hanna Hesta ' +
  'Jeanne Juliana Lien Linette Maryna Naomi Nelia Rika Rochelle Rosa Sanmari Simone Stephanie Sue Thea ' +
  'Tinus Truida Wilmari Zandri Arno Armand Arnold Bennie Braam Christoff Cobus Coenraad Dewald Diederik ' +
  'Dries Duan Eduard Egbert Eugene Ewald Fanus Ferdie Frederick Frikkie Gawie Gerrie Giel Gysbert Hardus ' +
  'Hendri Herman Hermann Ivan Jaap Jakes Jan-Hendrik Janco Jannes Jasper Johann Johnny Jozua Juan Jurgen ' +
  'Juan-Pierre Kallie Kobie Lodewikus Lukas Marnus Mattheus Nardus Neels Niel Okkie Phillip Pietie Quintus ' +
  'Reinhard Rian Rikard Roelof Ruhan Sakkie Sias Stefaans Stephanus Stiaan Theunis Thinus Tian Tobie Tokkie ' +
  'Vian Wiaan Wikus Willie Zach Zirk Abel Ampie Anrich Anro Arnoldus Basie Berend Bertus Boela Carl ' +
  'Chrisjan Conrad Dawie Derick Dolf Dricus Dwayne Elmo Elri Ernst Ferdinand Fritz Giepie Hansie Helgard ' +
  'Hentie Jacob Jeandre Jean-Pierre Justus Louwrens Manie Marnitz Naas Nelius Ockie Otto Pietman Rassie ' +
  'Reinier Rohan Rudolf Sampie Sybrand Tobias Zandré ' +
  // English and international
  'Aaron Adrian Alastair Alistair Allan Allen Alfred Alvin Angus Archie Arthur Barry Brendan Brett Byron ' +
  'Callum Calvin Cameron Casey Cecil Clinton Clifford Corey Curtis Damian Damien Darryl Darryn Declan ' +
  'Dominic Douglas Duane Edwin Elliot Elton Emile Ernest Errol Evan Fabian Garth Geoffrey Gerald Gilbert ' +
  'Glenn Gordon Grahame Harold Harvey Howard Jaden Jayden Jamie Jarrod Jeffrey Jerome Jesse Jody Keagan ' +
  'Keegan Keenan Kelvin Kendall Kieran Kurt Lloyd Logan Lyle Malcolm Marcel Marcus Marlon Mathew Maurice ' +
  'Melvin Merwyn Mervyn Nathaniel Neal Noel Owen Percy Ralph Randall Reginald Rhys Riley Robin ' +
  'Roland Ronnie Ross Rowan Roy Rupert Sebastian Seth Sidney Stanley Terry Tyron Vincent Walter ' +
  'Warrick Wilfred Xavier Zachary Abigail Adrienne Aimee Alice Alicia Andrea Angelique Annabel Annelise ' +
  'Antonia Ashleigh Audrey Bernadette Beatrice Belinda Bridget Brittany Bronwen Caitlin Camilla Candace ' +
  'Carly Cecilia Charlotte Christina Claudia Colette Corinne Danielle Daphne Davina Diana Dominique Doreen ' +
  'Dorothy Eileen Elise Eleanor Ellen Emily Erica Erin Esther Eunice Evelyn Felicity Frances Gabriella ' +
  'Gabrielle Genevieve Georgina Geraldine Gina Glenda Gwen Hilary Isabella Jacqui Janice Jasmine Jill Jodi ' +
  'Josephine Judith Juliet Justine Kathryn Katie Kayla Kerryn Kimberly Kirstin Kristen Kylie Leah Lindy ' +
  'Lorna Lucinda Lydia Lynette Madeleine Marcelle Marilyn Marissa Martha Maxine Meghan Meredith Michaela ' +
  'Mikaela Miranda Moira Monica Muriel Natalia Noreen Paige Pamela Philippa Priscilla Rebecca Renee Rhonda ' +
  'Roxanne Sabrina Sasha Selina Shanice Sheila Sherry Sylvia Tamsin Tania Taryn Tasha Toni Ursula Vicky ' +
  'Vivienne Yvette ' +
  // Indian South African
  'Aarav Abhishek Ajay Akash Amit Anand Anish Anusha Aradhana Arjun Arvind Ashika Ashnie Avashnee Avinash ' +
  'Bhavna Chandni Chetan Deeksha Deshen Devashnee Devika Dhiren Dilip Divashni Girish Gopal Hemant Indira ' +
  'Jaishree Jayesh Jeevan Kamal Kamini Kapil Karishma Kavisha Kaveshan Keshav Keshni Kishore Kriban Krishen ' +
  'Kumari Lalitha Lavanya Leelavathi Mahendra Manoj Meena Mitesh Mohini Nalini Naveen Neelan Neeshan Nikhil ' +
  'Nirosha Nishal Nivek Niven Pooja Poovendran Prabashni Prashant Pravesh Preshen Priyanka Rajen Rajiv ' +
  'Rakhee Ramesh Ravesh Reshmi Rishi Rohit Roshni Sachin Sagren Sandhya Sanjeev Santosh Sarisha Selvan ' +
  'Seshni Shalini Shamla Shanel Shantal Shenaaz Shireen Shivesh Shivan Shyam Sivan Subash Sudhir Sumesh ' +
  'Sunitha Surendra Tashrika Thiloshini Thirushen Trishan Trivashni Uma Usha Varsha Vasantha Veena Vikram ' +
  'Vimla Vinay Virosha Vishnu Yagen Yashika Yogan Yuvan Yuven Kreshen Kershnee Merushka Kivesh Kribashni ' +
  'Laven Lerisha Mervin Nerisha Nishen Prenesh Rushil Sashen Seelan Suveshan Terushka Thevan Thirona ' +
  'Verushka Ashveer Deveshan Dinesan Kovilan Pregan Saravanan Selvarani Thanushan ' +
  // Cape Malay and Muslim
  'Abdullah Abubakr Adiel Ashraf Ayaan Aziz Bilal Fadiel Fahiem Faheem Faiek Faried Farieda Fatiema ' +
  'Fauzia Gafieldien Ghairunisa Hanief Haroon Hashim Ighsaan Igshaan Imran Irfaan Ismaeel Jameel Kauthar ' +
  'Lameez Mishkah Moegamat Moegamad Muneeb Munier Mymoena Naadirah Nabilah Naeema Nasiema Nazeem ' +
  'Nazley Nuraan Nurah Osman Rafiek Raeesa Rashaad Riyaad Rukshana Ruschda Saarah Sadiyah Salma Shafiek ' +
  'Shakeel Shameema Shanaaz Shaheema Sumaya Taahir Tashreeq Toufiek Waleed Yasien Yumna Zahier Zainunesa ' +
  'Zakiyya Zubeida Zuleiga Abdul-Malik Achmat Aneeqa Bashier Dawood Gasant Ghalib Gierdien Goolam Hafsa ' +
  'Hamza Junaid Khadija Layla Luqmaan Mariam Mogamad Mohamed-Ali Nadeem Nafeesa Naseer Noor Omar ' +
  'Qaasim Rabia Rayhaan Ridwan Saabir Sameer Shahied Sulaiman Taariq Thabiet Uzair Wasiem Yunus Zaahid Zaid ' +
  'Zayaan Zulfa ' +
  // Portuguese
  'Afonso Alberto Alvaro Amadeu Américo Armando Artur Bruno Claudio Duarte Eduardo Emanuel Fabio Francisco ' +
  'Gonçalo Hélder Henrique Jorge Leonel Lourenço Marcelo Mário Nelson Raul Renato Rodrigo Rogério ' +
  'Sandro Silvio Valter Adelaide Beatriz Cátia Filipa Graça Inês Lurdes Madalena Margarida Marta Raquel ' +
  'Rosário Susana Vânia Conceição Manuela Fernanda Gabriela Leonor Zita ' +
  // Zimbabwe Zambia Malawi Mozambique
  'Tawanda Tafara Tapiwa Tanaka Tariro Ropafadzo Rudo Rumbidzai Rufaro Runako Shingai Shamiso Simbarashe ' +
  'Takudzwa Tapfuma Tonderai Vimbai Vongai Wadzanai Munashe Mufaro Mutsa Nyarai Panashe Chengetai Chido ' +
  'Danai Fadzai Fungai Gamuchirai Kudzai Kundai Kupakwashe Mazvita Mukudzei Munyaradzi Musawenkosi ' +
  'Nokuthaba Sithabisiwe Thandekile Zibusiso Blessmore Tanatswa Tadiwa Tinotenda Tadiwanashe Anesu Anotida ' +
  'Ashely Batsirai Kuda Makanaka Mitchel Nyaradzo Ruvimbo Takunda Tawananyasha Tichaona Tongai Trymore ' +
  'Learnmore Godknows Chikondi Chisomo Dalitso Kondwani Limbani Mphatso Tadala Thoko Tiyamike Yamikani ' +
  'Mwansa Mulenga Chanda Chilufya Chileshe Bwalya Mutale Musonda Nkandu Lubinda Mapalo Inonge Namakau Mwila ' +
  'Alcinda Celso Dércio Edson Ermelinda Horácio Júlio Nelsa Zacarias ' +
  // Nigeria Ghana Kenya Cameroon Congo Uganda Ethiopia Somalia
  'Adebayo Adeola Adewale Ayodele Ayotunde Babajide Bolaji Chiamaka Chidi Chidinma Chima Chinedu Chinonso ' +
  'Chioma Chukwudi Chukwuemeka Ebuka Ejike Emeka Eniola Folake Funmilayo Ifeanyi Ifeoma Ikechukwu Kehinde ' +
  'Nkechi Nnamdi Obinna Obiora Oluwadamilare Oluwafemi Oluwakemi Oluwaseun Oluwatobi Olumide Olusegun ' +
  'Onyeka Segun Temitope Tobenna Tolulope Uche Uchenna Ugochukwu Yetunde Abimbola Adaeze Amaka Babatunde ' +
  'Damilola Femi Gbenga Ngozi Nneka Obioma Ogechi Oladipo Olaniyi Oreoluwa Taiwo Tunde Yemisi Kwame Kwabena ' +
  'Kwaku Kofi Kojo Kwesi Yaw Akosua Abena Adwoa Afua Akua Ama Efua Yaa Kwadwo Nii Akwasi Wanjiku Wambui ' +
  'Wanjiru Njeri Nyambura Achieng Akinyi Atieno Jelagat Chebet Muthoni Kiprono Makena Nkirote Aurelie Brice ' +
  'Dieudonne Fabrice Gaelle Guy-Serge Herve Jean-Claude Jean-Marie Jean-Paul Joseph-Marie Patrice Thierry ' +
  'Yannick Ange Espoir Prisca Josiane Merveille Ishimwe Ineza Iradukunda Alemayehu Dawit Getachew Selam ' +
  'Tsion Yonas Yohannes Abdirahman Abdiweli Asha Farhiya Hodan Ilhan';

/** Surnames beyond the PWA's list. */
export const EXTRA_SURNAMES =
  // isiZulu isiXhosa isiNdebele siSwati
  'Bhengu Bhembe Bhebhe Bhekiswayo Bhila Biyase Blose Chamane Chiliza Cebekhulu Cebisa Dlomo Dludla Duma ' +
  'Dumakude Fakude Gasa Gcabashe Gcaba Gcwensa Gazu Gwala Gwamanda Hlabisa Hlatshwayo Hlela Hlengwa Hlongwa ' +
  'Hlubi Jiyane Jobe Kheswa Khambule Khanye Khathi Khuzwayo Kunene Lembede Luthuli Mabanga Mabhida Mabika ' +
  'Mabuyakhulu Madela Madonsela Madlopha Mafuleka Magubane Mahaye Mahlaba Mahlobo Majozi Makhathini Makhaye ' +
  'Makhoba Makhubo Malinga Mamba Manqele Maphalala Maphanga Mashinini Mathenjwa Mavundla Mbambo Mbanjwa ' +
  'Mbata Mbhamali Mbonambi Mbuyazi Mdletshe Mdluli Mfeka Mgaga Mhlabane Mjwara Mkhaliphi Mkhwebane Mlaba ' +
  'Mlotshwa Mncwabe Mngomezulu Mnisi Mntambo Mnyandu Mpanza Mpungose Msane Msibi Mthimkhulu Mtolo Mvelase ' +
  'Mvubu Myeza Mzimela Nala Ndabandaba Ndawonde Ndlangamandla Ndlazi Ndhlovu Ngcamu Ngcongo Ngubo Ngwane ' +
  'Nhleko Nkwanyana Nomvete Nsele Nsibande Ntanzi Ntshingila Nxele Nyawo Nzama Phewa Phungula Sangweni ' +
  'Sibaya Sibeko Sikhosana Sindane Sokhela Sokhulu Thabethe Thwala Tembe Vezi Vilane Zikhali Zwide Gule ' +
  'Hlatswayo Lushaba Madida Mafu Magadla Mahlalela Masina Matsenjwa Mavimbela Maziya Mdziniso Mkhatshwa ' +
  'Mkhonta Mlangeni Motsa Mthupha Nhlengetfwa Nkambule Shabangu Shiba Sukati Tfwala Thabede Vilakati ' +
  'Adonisi Bangani Bikitsha Boqwana Bulana Buso Cetywayo Dabula Dalasile Dangazele Dlulane Dyantyi Dyasi ' +
  'Dyonase Fikeni Gaba Galela Gcilitshana Gqola Gqirana Gqweta Gushu Guma Gxowa Hashe Jafta Jali Jama ' +
  'Jokazi Joni Kalipa Kani Kewana Kolisi Kula Kwinana Kwaza Lamani Langeni Liwane Lusiba Mabandla Mabhena ' +
  'Mabombo Madikane Madubela Mafani Mafanya Magwentshu Mahlati Majeke Makeleni Makhalima Makiwane Maneli ' +
  'Mapukata Maqoma Mati Matiwane Matomela Matyila Mbalo Mbangula Mbola Mbonisi Mcinga Mdingi Mdlankomo ' +
  'Mfazwe Mgijima Mhlauli Mjamba Mjoli Mkefa Mkhabile Mkiva Mlonyeni Mnyaka Mpumlwana Mqhayi Mqulwana ' +
  'Msutwana Mtirara Mtshemla Mtyobile Mvambo Ndzube Ngcukana Ngqobongwana Ngxola Nkonki Noholoza Nojoko ' +
  'Nomdo Nqini Ntlabathi Ntshinga Ntsebeza Ntuthu Nyamende Nyembezi Nyoka Qegu Qeqe Qona Qotyana Ramncwana ' +
  'Sangoni Sigcau Sigwela Sihlali Siko Sishuba Sobekwa Somana Sotyato Tabata Tinise Tshaka Tyali Tyamzashe ' +
  'Vabaza Vimbani Vuso Xaso Xhakaza Zantsi Zenani Ziqubu Zokufa Zono Gxekwa Jonas Mpongoshe Ntshona Sonjica ' +
  'Tshongweni Xhali Gqamane Mgqibelo Bhayi Dlani Dondashe Fuzile Gcaza Gxasheka Kondlo Lolwana Magqabi ' +
  'Makupula Mathole Mbiza Mdlalana Mgoduka Mnqopi Mpinda Mtimka Ndamase Ngwenduna Nkohla Noveve Ntamo ' +
  'Peteni Sapepa Sikiti Solontsi Vanqa Zitha Skhosana Mtsweni Sibanyoni Kabini Mashiane Mtshweni Bhuda ' +
  'Ngoma Masombuka Mabhoko Mthimunye ' +
  // Sesotho Setswana Sepedi
  'Bahula Bodibe Boikanyo Bopape Chabalala Chuene Diale Dikgale Diphoko Ditshego Dlepu Kgaladi Kgatle ' +
  'Kgatla Kgobe Kgole Kgoroeadira Kgware Komane Kupa Lamola Lebepe Legare Lekalakala Lekganyane Lepheane ' +
  'Lerumo Letsholo Lephoto Mabitsela Mabotja Mabusela Madihlaba Mafokwane Magoro Mahlase Mahlatji Makgato ' +
  'Makhura Makola Makwela Malahlela Maloka Mametja Mampuru Manaka Manganye Mangena Mankge Maphutha Mapulane ' +
  'Marakalala Maredi Mashamaite Mashilo Mashiloane Masipa Matjila Matlou Matsepe Matsobane Mehlape Mmako ' +
  'Moabelo Mochaki Modipane Mogashoa Mogoboya Mohale Mohlaba Moila Mokgoko Mokwele Molepo Monama Mosoma ' +
  'Mothapo Motimele Motlhabane Mphela Mashabela Nchabeleng Nkgadima Nkwe Phala Phasha Phokwane Rakgoale ' +
  'Ramaila Ramavhoya Rammutla Ramoroka Ramothwala Rapetswa Raphela Rapholo Ratlabala Rathaba Rathete ' +
  'Ratsoma Sebatane Sebothoma Sekgobela Selamolela Selowa Semenya Sekwati Sethole Setumo Shai Shikwambana ' +
  'Thamaga Thobakgale Thokoane Thosago Tjale Tlouamma Tsatsi Tshoshi Mosehla Ramafoko Raseruthe Mogano ' +
  'Sebelebele Mamogale Maboya Bapela Kganyago Makgoka Baitsile Bogatsu Diphofa Gaorekwe Gaolathe Kenosi ' +
  'Kgabi Kgakatsi Kgamanyane Kgari Kgoadi Kgosimore Kgositsile Khunou Lebotse Lekaba Lekgetho Letlhaku ' +
  'Letsholonyane Leshage Mabalane Madisa Mahlangeni Makgale Makhene Maleka Malebye Manyane Masibi Matlhare ' +
  'Mmusi Moagi Moatshe Mochware Modiselle Modisane Mogorosi Mogotlane Mokgosi Mokoto Molatlhegi Molefi ' +
  'Moloantoa Mongale Montsho Moremedi Morule Mosala Moseki Mosepele Mosimane Motene Mothibi Motlhanke ' +
  'Motsamai Motsepe Motshwane Motsumi Mpshe Mthimkulu Ntsime Phakedi Phetlhe Pilane Rantao Sebego Sebogodi ' +
  'Sedumedi Seemela Segale Segone Sejake Sekete Sekgoma Selebogo Seoposengwe Serame Setlogelo Setshedi ' +
  'Thebenare Tiro Tlhabanelo Tlhapi Tsheole Tsholetsane Tsimane Kebonang Molema Seleke Mosime Tlhoaele ' +
  'Gasealahwe Ditlhake Moreki Mooki Motlogelwa Khabane Khoabane Lebona Lehloenya Lekhanya Lekhotla Lenkoe ' +
  'Lepota Lesaoana Letlala Letsie Letuka Likotsi Mahase Makoa Malefane Masemene Matela Mathibeli Matjeane ' +
  'Matsoso Mofolo Mohapi Mohlakoana Mokhachane Mokhethi Mokhosi Mokitimi Monyane Mopeli Mosikili Motaba ' +
  'Motanyane Motlokoa Motsoene Mphuthi Nchaupe Nkhatho Ntlatlapa Ntsekhe Pheko Phakoe Putsoa Ramokhoase ' +
  'Ramoreboli Ramaisa Ramathe Rantsane Sefali Sefatsa Sehloho Seitlheko Sekhesa Sekoboto Sephton Seshabela ' +
  'Shoai Taole Thamae Thejane Thulo Tlali Tsekoa Tsiu Ntsane Lesenyeho Kompi Tsepe Mokhele Mothibedi Seeiso ' +
  // Tshivenda Xitsonga
  'Bulala Dzivhani Khorommbi Lidzhade Luvhengo Madzivhandila Madzhie Mafenya Mainganye Makatu Makwarela ' +
  'Malange Mamphwe Manenzhe Maphaha Maphangwa Marubini Matodzi Mavhungu Mbedzi Mudzanani Mudzunga Mufamadi ' +
  'Mugwena Muhanelwa Mukhuba Mulovhedzi Munzhelele Murovhi Musetha Mutavhatsindi Muthambi Mutshinyalo ' +
  'Mutshembele Nelwamondo Nemakonde Nemaungani Nemudzivhadi Nemukula Neluheni Neluvhalani Nemutandani ' +
  'Nengovhela Nengwenani Netshiavha Netshifhefhe Netshimbupfe Netshiongolwe Netshisaulu Netshitangani ' +
  'Netshivhuyu Nevhutalu Ndou Nemadodzi Phophi Radzilani Raluswinga Ramaite Ramatsea Rambuda Ramovha ' +
  'Ramukhithi Randima Ratshitanga Ravhura Sikhwari Singo Tshikovhi Tshilande Tshinavhe Tshiololi ' +
  'Tshitangano Tshivhula Tshikalange Nefale Madima Mashamba Mphaphuli Mugivhi Muleya Mutele Nembudani ' +
  'Nevhungoni Bila Chabane Chavalala Chilaule Khumbane Makhubele Makhubu Makondo Malungana Mahlaule ' +
  'Manganyi Maringa Maswanganyi Mathye Mathevula Mavasa Mdhluli Mhlari Mkhari Mtileni Mukhari Muhlari ' +
  'Ngomane Nkwinika Ntimane Rikhotso Sambo Shiburi Shihlomule Shikwambane Shilenge Shilubane Shimange ' +
  'Shipalana Shirindza Shivuri Tivane Ubisi Mayimele Mahuntsi Manyike Matsane Mkansi Nghonyama Ngoveni ' +
  'Ngwenyama Rhangani Sebelemetja Khosana Mathebe Mzimba Nkanyane Shirilele Xivambu ' +
  // Afrikaans
  'Ackermann Albertyn Aucamp Barnard Bekker Benade Beyers Blaauw Bodenstein Boonzaaier Borman Bothma Bouwer ' +
  'Bruwer Calitz Carstens Coertze Combrinck Coetsee Crafford Delport Diedericks Dreyer Duvenhage Ehlers ' +
  'Enslin Esterhuyse Everson Fick Gericke Geyser Giliomee Greeff Griesel Grobbelaar Haasbroek Hanekom ' +
  'Harmse Hartzenberg Heyns Hoffman Holtzhausen Jacobsz Janse Jonker Kleynhans Knoetze Koegelenberg Kotzee ' +
  'Krige Kleyn Laubscher Lategan Lerm Liebenberg Loots Lotter Louwrens Ludick Maree Meiring Mentz Meintjes ' +
  'Minnaar Moolman Mouton Naudé Nagel Neethling Niehaus Nienaber Nothnagel Oelofse Olckers Oosthuysen Otto ' +
  'Pelser Petzer Pistorius Pohl Posthumus Raath Redelinghuys Reyneke Rheeder Roets Ruthven Scheepers ' +
  'Schalkwyk Schmidt Schoombee Schwartz Slabbert Smuts Snyders Stegmann Steyl Steenekamp Steynberg Stoltz ' +
  'Struwig Taljaard Truter Visagie Vlok Volschenk Vosloo Wagenaar Wasserman Weideman Wiese Wilken Wolfaardt ' +
  'Zeelie Zietsman Bredenkamp Hayward Lottering Alberts Brummer Coetser Dirksen Drotsky Erwee Fullard ' +
  'Gildenhuys Hefer Hechter Joosten Kapp Keyser Koch Kritzinger Kuhn Lamprecht Landman Langenhoven Lindeque ' +
  'Malherbe Mocke Myburg Nortier Oberholster Reinecke Roodt Saunders Schlebusch Senekal Spangenberg ' +
  'Stapelberg Stemmet Swiegers Terreblanche Theunissen Trollip Verster Viviers Wilsenach Zaayman Zondagh ' +
  'Botes Bierman Bredell Bronkhorst Buys Coetzer Cruywagen Dannhauser Diederichs Duminy Frylinck Gous ' +
  'Hamman Heunis Jacobsohn Klopper Kloppers Leibbrandt Loubser Nieuwenhuizen Rabie Rademeyer Retief Botma ' +
  'Brüssow Claasen Dedekind Delange Eksteen Erlank Fivaz Gerryts Groenewald Groenewaldt Heyneke Hoogenhout ' +
  'Immelman Koortzen Lemmer Loggenberg Matthee Rensburg Schalkwijk Serfontein Stols Vercueil Vermaas Verwey ' +
  'Wahl Wiid Wolvaardt ' +
  // English
  'Abbott Ainsworth Allan Allison Armstrong Ashworth Atkinson Bailey Barlow Barnes Barrett Bates Baxter ' +
  'Beaumont Blackburn Blake Bradshaw Brennan Briggs Burgess Burke Burton Byrne Cairns Carey Carr Carroll ' +
  'Carter Chapman Clayton Coleman Connolly Cox Crawford Cunningham Dawson Dixon Doherty Donnelly Douglas ' +
  'Doyle Duffy Dunn Dyer Elliott Ellis Farrell Ferguson Fitzgerald Fleming Fletcher Flynn Fraser Gallagher ' +
  'Gibbs Gibson Gilbert Gordon Griffiths Hamilton Harding Harper Harvey Hawkins Hayes Henderson Hewitt ' +
  'Higgins Hodgson Holmes Hopkins Howard Howell Hudson Hutchinson Jenkins Johnston Kennedy Kerr Lambert ' +
  'Lawson Lewis Lloyd Macleod Matthews Maxwell McCarthy McGregor McLean Miller Montgomery Morrison Nash ' +
  "Newman Nicholson Norris O'Connor O'Neill Owen Palmer Patterson Payne Pearce Pearson Perry Powell " +
  'Pritchard Quinn Ramsay Reynolds Robertson Robson Ross Rowe Sanders Simpson Sinclair Slater Spencer ' +
  'Stevens Stevenson Sullivan Sutherland Sutton Thomson Tucker Turner Vaughan Wallace Walsh Watkins Webb ' +
  'Whitehead Wilkinson Willis Wyatt Fairbairn Ashton Bowen Cartwright Coutts Cowan Dalton Dickson Dobson ' +
  'Drummond Eastwood Falconer Finlay Gardiner Gillespie Glover Goldberg Gould Hammond Harrington Hendry ' +
  'Hogg Hooper Horne Jeffrey Keegan Kirby Laing Lennox Lowe Mackay Mackenzie Malcolm McIntosh McKay McLeod ' +
  'Milne Moffat Munro Nicholls Ogilvie Osborne Paterson Pringle Reeves Rennie Ritchie Rutherford Simmons ' +
  'Stirling Strachan Tait Tomlinson Walters Whyte Wilde Wiseman Wolfe Achmat Allie Andrews Apollis Arnolds ' +
  'Baartman Barends Boezak Brandt Carelse Damons Dampies Dirks Esau Fillies Gelderblom Goliath Hartnick ' +
  'Jephtha Jonkers Julius Kammies Klaasen Klaas Kleinsmidt Lakay Matthys Maarman Minnies Moses Ockhuis ' +
  'Rhoda Samsodien Sauls Simons Slingers Swartbooi Syster Theys Vries Witbooi Wyngaard Adriaanse Abels ' +
  'Afrika Appies Bock Cornelissen Coraizin Felix Gertse Heynes Hoffmeester Jaftha Kock Langeveldt Mentoor ' +
  'Paulse Philander Pietersen Pokpas Ruiters Schroeder Slamat Swarts Wilschut ' +
  // Indian
  'Abdool Amod Appalsamy Arumugam Balram Bhagwandin Bharath Bisnath Chinsamy Chowdhury Dayal Deonarain ' +
  'Dhanraj Doorasamy Dookhi Dukhan Gangaram Gopaul Hansraj Harilall Jagganath Jaggernath Jugmohan Kallideen ' +
  'Kalideen Kistan Kistasamy Krishnan Kumar Lalla Lutchminarayan Madurai Manickum Marimuthu Mewalal Mudaly ' +
  'Muthusamy Nadasen Nundkumar Panday Parbhoo Poonsamy Ramdass Ramdhani Ramjee Ramkissoon Ramluckan ' +
  'Rampersadh Ramroop Ramsunder Ramnarain Rajah Sewnarain Sewpaul Sewsunker Somaroo Subban Sukdeo Sunder ' +
  'Thaver Thumbiran Vallabh Veerasamy Vythilingam Moodliar Chinnappen Dorasamy Govindasamy Jeeva Kandasamy ' +
  'Kathan Kasavan Kuppusamy Lingham Maharajh Mahabeer Manilal Moodaley Munien Murugan Nagiah Padayachy ' +
  'Pakkiri Pandaram Pariag Ramesar Ramnath Rathinam Sathiyan Seeparsad Sivalingam Sivanandan Soobramaney ' +
  'Sunker Suthan Thambiran Valaitham Velayudham Arjoon Beharie Bhoola Budhram Dayanand Gokul Hurbans Jadoo ' +
  'Jithoo Lachman Maniram Nowbuth Persadh Rajkumar Rambaran Rambarran Ramnunan Sookraj Sunkar Ragoonanthun ' +
  'Ramjathan Bechan Chotai Dayaram Jivan Kalan Lakha Mistry Naran Nathoo Parag Ranchod Soni Vassen Vawda ' +
  'Bhayat Cajee Dadoo Docrat Hoosen Jeewa Kajee Laher Mayet Motala Paruk Seedat Suliman Tayob Vahed Valli ' +
  'Vally Asmal Carrim Dawjee Gani Hassim Jadwat Kara Lockhat Makda Randeree Rawat Saloojee Sayed Wadee ' +
  // Cape Malay Muslim
  'Amien Amlay Arnold Bassier Booley Cassiem Domingo Effendi Essack Fakier Gabier Gamiet Gierdien Hartley ' +
  'Jaffer Jardien Kamaldien Kamalie Kamish Karriem Kenny Latief Manie Moos Mosavel Najaar Noordien Rahbeeni ' +
  'Rakiep Ryklief Sadien Samodien Shaik Slamang Sulaiman Tofie Toefy Waggie Abader Agherdien Behardien ' +
  'Boltman Dollie Dramat Ganief Gool Hamdulay Haroun Hassiem Jappie Kassiem Majiet Nackerdien Osman Salasa ' +
  'Samaai Sasman Solomon Toffar Wyngaardt Benting Dalwai Emjedi Fataar Gaffoor Hanslo Isaac Jeftha Kader ' +
  'Kasker Lagardien Maroof Moerat Nagia Ockards Sadan Savahl Segers Sheik Taliep ' +
  // Portuguese
  'Abreu Aguiar Alves Amaral Andrade Antunes Araujo Azevedo Baptista Barbosa Barros Batista Borges Brandão ' +
  'Brito Cabral Caldeira Camacho Campos Carneiro Castro Cavaco Coutinho Cunha Dias Domingos Duarte Esteves ' +
  'Faria Figueira Figueiredo Fonseca Freire Fontes Garcia Gaspar Guerreiro Henriques Leal Leite Lobo ' +
  'Lourenço Macedo Machado Magalhães Maia Matos Medeiros Melo Miranda Monteiro Morais Mota Moura Neves ' +
  'Nogueira Novais Paiva Pacheco Paixão Patrício Pestana Pinheiro Pires Quintal Ramos Reis Resende Rosário ' +
  'Salgado Sampaio Serrano Simões Sequeira Tavares Torres Valente Vasconcelos Vaz Veloso Vicente Abrantes ' +
  'Camara Drumond Faustino Freixo Nascimento Ornelas Perestrelo Quaresma Serrão ' +
  // Zimbabwe Zambia Malawi Mozambique Botswana
  'Chakanyuka Chari Charamba Chidzikwe Chigumba Chikowore Chimombe Chinoda Chipunza Chirimuuta Chitando ' +
  'Chivasa Chiweshe Dzvairo Gambiza Gandanga Gapare Gona Gwaze Hove Jaji Kamba Kanengoni Kapfumo Kasere ' +
  'Kativhu Kuwana Madzima Madziva Magaya Mahachi Makoni Makuvaza Mandaza Mangwiro Manyika Mapfumo Marimo ' +
  'Masaka Mashingaidze Matanda Mawere Mazarura Mhere Mudenda Mukanya Mukono Munemo Musekiwa Mushonga Mutema ' +
  'Mutize Muzenda Muzondo Mvududu Nhamo Nkomo Nyamayaro Zhou Zvobgo Zimunya Chikanda Chigwada Chinyoka ' +
  'Machingura Makamure Marufu Mashava Munyoro Musariri Nyakudya Shumba Takawira Zinyemba Chilembwe Chisale ' +
  'Kachingwe Kalua Kamwendo Kanyama Kumwenda Mbewe Mhango Msiska Mtambo Mvula Mwale Ngwira Nkhata Nkhoma ' +
  'Nyirenda Tembo Chanda Chilufya Chileshe Bwalya Kabwe Kapembwa Lungu Mulenga Mumba Musonda Mutale Mwansa ' +
  'Mwila Sakala Sichone Zimba Mabote Macamo Machava Macuácua Muianga Mussa Nhantumbo Sitoe Cossa Cumbe ' +
  'Massinga Mucavele Nhaca Uamusse Zandamela Chavango Mahumane Matsinhe Maputso Gaseitsiwe Kgosietsile ' +
  'Mogwe Molefhi Motswagole Tlhomelang ' +
  // Nigeria Ghana Kenya Congo Rwanda Ethiopia Somalia Cameroon
  'Abiodun Abubakar Adebayo Adebisi Adegoke Adekunle Adeleke Ademola Adeniyi Adesanya Adewale Adeyemi ' +
  'Afolabi Ajayi Akande Akinola Akinyemi Aluko Anyanwu Balogun Bello Chukwu Eze Ezeh Ibrahim Igwe Ikenna ' +
  'Nwachukwu Nwankwo Nwosu Obi Odili Ogbonna Ogunleye Ojo Okafor Okeke Okonkwo Okoro Okoye Olabode Oladipo ' +
  'Olatunji Olawale Olayinka Onyango Onyekachi Onuoha Osagie Oyelaran Oyewole Sanni Shittu Ugwu Umeh Uzoma ' +
  'Danjuma Ogunbanjo Adeyinka Egwu Ekwueme Emenike Ezenwa Nnadi Nwafor Nweke Obiang Odukoya Ogundipe Okonjo ' +
  'Olaniyan Olowu Omotosho Onwuka Oyebanji Adjei Agyeman Agyei Amoah Ampofo Asante Boateng Danquah Darko ' +
  'Gyamfi Mensah Osei Owusu Quaye Quarshie Sarpong Tetteh Yeboah Addo Acheampong Appiah Asamoah Bonsu ' +
  'Frimpong Ofori Opoku Nyarko Kamau Kariuki Kimani Kipchoge Kiprotich Koech Langat Maina Mbugua Muriuki ' +
  'Mutua Mwangi Ndungu Njoroge Ochieng Odhiambo Ogola Okoth Omondi Otieno Owino Wafula Waweru Wekesa ' +
  'Cheruiyot Chepkoech Kibet Korir Rotich Kabongo Kalonji Kasongo Ilunga Lukusa Mbuyi Mukendi Mulumba ' +
  'Ntumba Tshibangu Mpoyi Nsimba Makiese Mutombo Kabeya Kanku Kayembe Mbala Mwamba Tshimanga Nsengimana ' +
  'Niyonzima Habimana Mukamana Uwimana Uwase Mugisha Nshimiyimana Hakizimana Bizimana Abebe Alemu Bekele ' +
  'Desta Gebre Gebremedhin Girma Hailu Kebede Mekonnen Tadesse Tesfaye Wolde Yohannes Mohamud Abdi Farah ' +
  'Hussein Warsame Abdullahi Nuur Fotso Kamga Nkemelu Tchamba Ndjock Mbarga Etoundi Essomba Ngono' +
  // More South African surnames, Nguni, Sotho-Tswana, Venda and Tsonga, Afrikaans, Gujarati and Memon
  'Bhulose Dlodlo Dumisa Gumbi Hlalukana Jele Khawula Khomo Khubeka Khwela Kumalo Luvuno Madondo ' +
  'Makhunga Malaza Mangcu Maphisa Masuku Mbuli Mdakane Mdlolo Mgenge Mhlophe Mkhonza Mkhungo Mnyakeni ' +
  'Msweli Mthiyane Mthwecu Ndlozi Ngcece Ngobese Ngqulunga Nhlabathi Nkomonde Nondaba Nsimbini ' +
  'Ntshalintshali Nyembe Nzuza Phakathwayo Qwesha Shandu Shinga Sibindi Thela Thembekwayo Vumase Xakaza ' +
  'Ximba Zibane Zikode Bokaba Diseko Dithebe Kgaswane Kgwete Lebelo Ledimo Legoale Lehong Lekoko Lenyai ' +
  'Lesejane Letsoko Mabotsa Madibane Magagane Mahlobogwane Makgalemele Makhafola Malapane Mamaila ' +
  'Mamashela Maphoto Marutla Masenya Matjiu Mawela Mmotla Moabi Modau Mofomme Mohlake Mokgehle Mokobane ' +
  'Molokomme Monyamane Morudu Mosupye Motebele Mphago Nkgoeng Ntsewa Pooe Ramoshaba Rapitsi Sebetha ' +
  'Sefara Segooa Sekhaolelo Sekhoto Semela Senyolo Sepeng Setlhako Setsiba Shokane Thamage Tlhagale ' +
  'Tsheko Tshwana Dzumba Hlongwani Maluleka Masia Mawasha Mhlongwa Mkhabele Mkhatshane Mushwana ' +
  'Nkhwashu Nyalunga Shibambu Madzivhe Mafhungo Makhavhu Mamphodo Marema Matshili Mavhunga Musekwa ' +
  'Mutangwa Nemavhola Netshakhuma Raphalalani Sadiki Tshidzumba Appelgryn Brecher Bruyns Cillie ' +
  'Coertzen Diedrichs Eloff Geldenhuis Hartman Heyl Jonck Kellerman Kieser Kleinhans Krugel ' +
  'Lamprechts Lessing Lochner Loubscher Maartens Marneweck Mienie Moller Moodie Naested Nieman Oelofsen ' +
  'Olwagen Raubenheimer Roelofse Rossow Schoonwinkel Slabber Spamer Stofberg Strijdom Styger ' +
  'Swanevelder Tromp Vlotman Wagener Wolhuter Zwiegers Abdulla Bhamjee Bobat Chohan Dindar Haffejee ' +
  'Jassat Kathrada Loonat Mulla Nakooda Rawoot Sujee Aboobaker Jhetam Mamdoo Bhikha Daya ' +
  'Govan Jina Magan Morar Ratanjee Vanmali';

const words = (list: string) => new Set(list.split(' ').filter(Boolean).map(foldName));

/** The extra names alone, folded as the guard folds a word. */
export const SERVER_NAMES = { firstNames: words(EXTRA_FIRST_NAMES), surnames: words(EXTRA_SURNAMES) };

/**
 * The PWA's lists with the extra names added: what every check in the API uses. An extra name
 * that is an ordinary word in the PWA's lists (ambiguous, or not a surname) is left out, so the
 * PWA's rules for those words hold here too.
 */
export const SERVER_NAME_LISTS: NameLists = (() => {
  const pwa = nameLists();
  const usable = (name: string) => !pwa.ambiguous.has(name) && !pwa.notSurnames.has(name);
  return {
    ...pwa,
    first: new Set([...pwa.first, ...[...SERVER_NAMES.firstNames].filter(usable)]),
    surnames: new Set([...pwa.surnames, ...[...SERVER_NAMES.surnames].filter(usable)]),
  };
})();
