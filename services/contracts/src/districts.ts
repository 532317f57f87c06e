/** The 25 districts of Sri Lanka, each with towns people search for. */
export const DISTRICT_TOWNS = {
  Colombo: [
    'Colombo', 'Dehiwala-Mount Lavinia', 'Moratuwa', 'Sri Jayawardenepura Kotte', 'Battaramulla',
    'Rajagiriya', 'Nugegoda', 'Maharagama', 'Kottawa', 'Pannipitiya', 'Boralesgamuwa', 'Piliyandala',
    'Kesbewa', 'Homagama', 'Malabe', 'Kaduwela', 'Kolonnawa', 'Wellampitiya', 'Ratmalana', 'Padukka',
    'Hanwella', 'Avissawella',
  ],
  Gampaha: [
    'Gampaha', 'Negombo', 'Ja-Ela', 'Wattala', 'Kelaniya', 'Kadawatha', 'Ragama', 'Kiribathgoda',
    'Kandana', 'Katunayake', 'Seeduwa', 'Minuwangoda', 'Divulapitiya', 'Mirigama', 'Veyangoda',
    'Nittambuwa', 'Biyagama', 'Dompe', 'Ganemulla', 'Attanagalla',
  ],
  Kalutara: [
    'Kalutara', 'Panadura', 'Horana', 'Beruwala', 'Aluthgama', 'Wadduwa', 'Bandaragama', 'Matugama',
    'Ingiriya', 'Bulathsinhala', 'Agalawatta',
  ],
  Kandy: [
    'Kandy', 'Peradeniya', 'Katugastota', 'Gampola', 'Nawalapitiya', 'Kundasale', 'Digana', 'Akurana',
    'Kadugannawa', 'Pilimathalawa', 'Galagedara', 'Wattegama', 'Teldeniya', 'Pallekele', 'Gelioya',
    'Pussellawa', 'Madawala',
  ],
  Matale: [
    'Matale', 'Dambulla', 'Sigiriya', 'Galewela', 'Rattota', 'Ukuwela', 'Naula', 'Palapathwela',
    'Laggala', 'Yatawatta',
  ],
  'Nuwara Eliya': [
    'Nuwara Eliya', 'Hatton', 'Talawakele', 'Nanu Oya', 'Ragala', 'Maskeliya', 'Kotagala', 'Walapane',
    'Hanguranketha', 'Bogawantalawa',
  ],
  Galle: [
    'Galle', 'Hikkaduwa', 'Ambalangoda', 'Unawatuna', 'Karapitiya', 'Baddegama', 'Elpitiya', 'Bentota',
    'Balapitiya', 'Koggala', 'Habaraduwa', 'Ahangama', 'Neluwa', 'Udugama', 'Yakkalamulla', 'Imaduwa',
    'Karandeniya', 'Batapola',
  ],
  Matara: [
    'Matara', 'Weligama', 'Mirissa', 'Dikwella', 'Akuressa', 'Hakmana', 'Deniyaya', 'Kamburupitiya',
    'Devinuwara', 'Kekanadura',
  ],
  Hambantota: [
    'Hambantota', 'Tangalle', 'Tissamaharama', 'Ambalantota', 'Beliatta', 'Weeraketiya', 'Sooriyawewa',
    'Middeniya', 'Walasmulla', 'Lunugamvehera',
  ],
  Jaffna: [
    'Jaffna', 'Nallur', 'Chavakachcheri', 'Point Pedro', 'Kopay', 'Chunnakam', 'Tellippalai',
    'Kankesanthurai', 'Karainagar', 'Velanai',
  ],
  Kilinochchi: [
    'Kilinochchi', 'Paranthan', 'Pallai', 'Poonakary', 'Kandavalai', 'Akkarayankulam', 'Iyakachchi',
    'Mulankavil',
  ],
  Mannar: ['Mannar', 'Talaimannar', 'Pesalai', 'Madhu', 'Murunkan', 'Nanattan', 'Adampan', 'Musali'],
  Vavuniya: [
    'Vavuniya', 'Cheddikulam', 'Nedunkeni', 'Omanthai', 'Puliyankulam', 'Kanagarayankulam', 'Mamaduwa',
    'Pampaimadu',
  ],
  Mullaitivu: [
    'Mullaitivu', 'Puthukudiyiruppu', 'Oddusuddan', 'Mankulam', 'Mallavi', 'Thunukkai', 'Welioya',
    'Mulliyawalai',
  ],
  Batticaloa: [
    'Batticaloa', 'Kattankudy', 'Eravur', 'Valaichchenai', 'Kaluwanchikudy', 'Chenkalady', 'Vakarai',
    'Oddamavadi', 'Araiyampathy',
  ],
  Ampara: [
    'Ampara', 'Kalmunai', 'Akkaraipattu', 'Sainthamaruthu', 'Nintavur', 'Sammanthurai', 'Pottuvil',
    'Arugam Bay', 'Dehiattakandiya', 'Uhana',
  ],
  Trincomalee: [
    'Trincomalee', 'Kinniya', 'Kantale', 'Mutur', 'Nilaveli', 'Uppuveli', 'Kuchchaveli', 'Seruwila',
    'Gomarankadawala',
  ],
  Kurunegala: [
    'Kurunegala', 'Kuliyapitiya', 'Pannala', 'Narammala', 'Wariyapola', 'Nikaweratiya', 'Polgahawela',
    'Mawathagama', 'Alawwa', 'Ibbagamuwa', 'Galgamuwa', 'Maho',
  ],
  Puttalam: [
    'Puttalam', 'Chilaw', 'Wennappuwa', 'Marawila', 'Nattandiya', 'Kalpitiya', 'Anamaduwa', 'Dankotuwa',
    'Madampe', 'Norochcholai',
  ],
  Anuradhapura: [
    'Anuradhapura', 'Kekirawa', 'Medawachchiya', 'Mihintale', 'Eppawala', 'Thambuttegama',
    'Nochchiyagama', 'Galenbindunuwewa', 'Horowpothana', 'Kebithigollewa',
  ],
  Polonnaruwa: [
    'Polonnaruwa', 'Kaduruwela', 'Hingurakgoda', 'Medirigiriya', 'Minneriya', 'Giritale', 'Welikanda',
    'Dimbulagala', 'Manampitiya', 'Bakamuna',
  ],
  Badulla: [
    'Badulla', 'Bandarawela', 'Haputale', 'Ella', 'Welimada', 'Mahiyanganaya', 'Passara', 'Hali-Ela',
    'Diyatalawa', 'Lunugala',
  ],
  Monaragala: [
    'Monaragala', 'Wellawaya', 'Bibile', 'Buttala', 'Kataragama', 'Siyambalanduwa', 'Medagama',
    'Thanamalwila', 'Badalkumbura', 'Madulla',
  ],
  Ratnapura: [
    'Ratnapura', 'Balangoda', 'Embilipitiya', 'Pelmadulla', 'Eheliyagoda', 'Kuruwita', 'Kahawatta',
    'Rakwana', 'Kalawana', 'Godakawela',
  ],
  Kegalle: [
    'Kegalle', 'Mawanella', 'Warakapola', 'Rambukkana', 'Ruwanwella', 'Yatiyantota', 'Deraniyagala',
    'Kitulgala', 'Dehiowita', 'Pinnawala', 'Galigamuwa',
  ],
} as const satisfies Record<string, readonly string[]>;

export type District = keyof typeof DISTRICT_TOWNS;

export const DISTRICTS = Object.keys(DISTRICT_TOWNS) as District[];

export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DISTRICT_TOWNS, value);
}

export function townsOf(district: District): readonly string[] {
  return DISTRICT_TOWNS[district];
}

export function isTownOf(district: District, town: unknown): boolean {
  return typeof town === 'string' && (DISTRICT_TOWNS[district] as readonly string[]).includes(town);
}
