/**
 * Writes services/contracts/src/place-names.ts: the Sinhala and Tamil names and census codes of
 * the districts and towns in contracts' districts.ts, read from the lk-admin-regions data
 * (../shared/data/lk-admin-regions beside the repository; MIT, see its README).
 * A town is the DS division of its name in its district, else a GN division of its name there.
 * What the data does not give is written by hand in PLACE_NAME_OVERRIDES, each with why: the Tamil
 * names of GN divisions (the data has none), names the data cuts off, and towns no division names.
 *
 *   npx tsx --conditions=source tools/src/place-names.ts     # writes the module
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISTRICT_TOWNS, type District } from '@nivasa/contracts/districts';

const ROOT = join(__dirname, '..', '..');
export const ADMIN_REGIONS_DIR = join(ROOT, '..', 'shared', 'data', 'lk-admin-regions');
export const PLACE_NAMES_MODULE = join(ROOT, 'services', 'contracts', 'src', 'place-names.ts');
/** The districts' names alone: what a page that names no town needs (about 1 KB against 30). */
export const DISTRICT_NAMES_MODULE = join(ROOT, 'services', 'contracts', 'src', 'district-names.ts');

interface Region {
  code: string;
  name: string;
  si: string;
  ta: string | undefined;
}

interface Override {
  /** Left out when the division of the town's name gives it. */
  si?: string;
  ta: string;
  /** Why the data does not give it. */
  note: string;
}

const GN_WITHOUT_TAMIL = 'a GN division, which the data gives no Tamil name';

/**
 * Names the data lacks or gets wrong, keyed 'District/Town' (or 'District' for a district's own
 * name). Each says why. Written as the towns' own signs and Sri Lankan papers spell them.
 */
export const PLACE_NAME_OVERRIDES: Record<string, Override> = {
  Kalutara: { si: 'කළුතර', ta: 'களுத்துறை', note: "the data's district name is misspelt කඵතර" },
  Trincomalee: { si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை', note: "the data's district name ත්‍රිකුණාමළය; the town's, and common, spelling is ල" },
  'Colombo/Dehiwala-Mount Lavinia': { si: 'දෙහිවල-ගල්කිස්ස', ta: 'தெகிவளை-கல்கிசை', note: 'the municipality; its DS division is Dehiwala' },
  'Colombo/Sri Jayawardenepura Kotte': {
    si: 'ශ්‍රී ජයවර්ධනපුර කෝට්ටේ',
    ta: 'ஸ்ரீ ஜயவர்தனபுர கோட்டை',
    note: "the data's DS name is spelt Jayawardanapura and cut off",
  },
  'Colombo/Battaramulla': { si: 'බත්තරමුල්ල', ta: 'பத்தரமுல்லை', note: 'a town of Kaduwela DS division, no division of the name' },
  'Colombo/Rajagiriya': { ta: 'இராஜகிரிய', note: GN_WITHOUT_TAMIL },
  'Colombo/Nugegoda': { ta: 'நுகேகொடை', note: GN_WITHOUT_TAMIL },
  'Colombo/Kottawa': { si: 'කොට්ටාව', ta: 'கொட்டாவை', note: 'a town of Maharagama DS division, no division of the name' },
  'Colombo/Pannipitiya': { si: 'පන්නිපිටිය', ta: 'பன்னிப்பிட்டிய', note: 'a town of Maharagama DS division, no division of the name' },
  'Colombo/Boralesgamuwa': { si: 'බොරලැස්ගමුව', ta: 'பொரலஸ்கமுவ', note: 'a town of Kesbewa DS division, no division of the name' },
  'Colombo/Piliyandala': { si: 'පිළියන්දල', ta: 'பிலியந்தலை', note: 'a town of Kesbewa DS division, no division of the name' },
  'Colombo/Malabe': { si: 'මාලඹේ', ta: 'மாலபே', note: 'a town of Kaduwela DS division, no division of the name' },
  'Colombo/Wellampitiya': { ta: 'வெல்லம்பிட்டிய', note: GN_WITHOUT_TAMIL },
  'Colombo/Hanwella': { si: 'හංවැල්ල', ta: 'ஹங்வெல்லை', note: 'a town of Seethawaka DS division, no division of the name' },
  'Colombo/Avissawella': { ta: 'அவிசாவளை', note: GN_WITHOUT_TAMIL },
  'Gampaha/Kadawatha': { si: 'කඩවත', ta: 'கடவத்தை', note: 'a town of Mahara DS division, no division of the name' },
  'Gampaha/Ragama': { ta: 'ராகம', note: GN_WITHOUT_TAMIL },
  'Gampaha/Kiribathgoda': { ta: 'கிரிபத்கொடை', note: GN_WITHOUT_TAMIL },
  'Gampaha/Kandana': { si: 'කඳාන', ta: 'கந்தானை', note: 'a town of Ja-Ela DS division, no division of the name' },
  'Gampaha/Katunayake': { si: 'කටුනායක', ta: 'கட்டுநாயக்க', note: 'a town of Katana DS division, no division of the name' },
  'Gampaha/Seeduwa': { ta: 'சீதுவை', note: GN_WITHOUT_TAMIL },
  'Gampaha/Veyangoda': { si: 'වේයන්ගොඩ', ta: 'வெயாங்கொடை', note: 'a town of Attanagalla DS division, no division of the name' },
  'Gampaha/Nittambuwa': { si: 'නිට්ටඹුව', ta: 'நிட்டம்புவ', note: 'a town of Attanagalla DS division, no division of the name' },
  'Gampaha/Ganemulla': { si: 'ගණේමුල්ල', ta: 'கணேமுல்லை', note: 'a town of Ja-Ela DS division, no division of the name' },
  'Kalutara/Aluthgama': { ta: 'அளுத்கம', note: GN_WITHOUT_TAMIL },
  'Kalutara/Wadduwa': { si: 'වාද්දුව', ta: 'வாத்துவை', note: 'a town of Panadura DS division, no division of the name' },
  'Kandy/Kandy': { si: 'මහනුවර', ta: 'கண்டி', note: 'its DS division is Kandy Four Gravets, not in the data by that name' },
  'Kandy/Peradeniya': { si: 'පේරාදෙණිය', ta: 'பேராதனை', note: 'a town of Yatinuwara DS division, no division of the name' },
  'Kandy/Katugastota': { si: 'කටුගස්තොට', ta: 'கட்டுகஸ்தோட்டை', note: 'a town of Harispattuwa DS division, no division of the name' },
  'Kandy/Gampola': { si: 'ගම්පොළ', ta: 'கம்பளை', note: 'its DS division is Udapalatha' },
  'Kandy/Nawalapitiya': { si: 'නාවලපිටිය', ta: 'நாவலப்பிட்டி', note: 'its DS division is Pasbage Korale' },
  'Kandy/Digana': { si: 'දිගන', ta: 'திகன', note: 'a town of Kundasale DS division, no division of the name' },
  'Kandy/Kadugannawa': { si: 'කඩුගන්නාව', ta: 'கடுகண்ணாவை', note: 'a town of Yatinuwara DS division, no division of the name' },
  'Kandy/Pilimathalawa': { ta: 'பிலிமத்தலாவை', note: GN_WITHOUT_TAMIL },
  'Kandy/Galagedara': { ta: 'கலகெதர', note: GN_WITHOUT_TAMIL },
  'Kandy/Wattegama': { ta: 'வத்தேகம', note: GN_WITHOUT_TAMIL },
  'Kandy/Teldeniya': { si: 'තෙල්දෙණිය', ta: 'தெல்தெனிய', note: 'its DS division is Medadumbara' },
  'Kandy/Pallekele': { si: 'පල්ලෙකැලේ', ta: 'பல்லேகலை', note: 'a town of Kundasale DS division, no division of the name' },
  'Kandy/Gelioya': { ta: 'கெலிஓயா', note: GN_WITHOUT_TAMIL },
  'Kandy/Pussellawa': { ta: 'புசல்லாவை', note: GN_WITHOUT_TAMIL },
  'Kandy/Madawala': { ta: 'மடவளை', note: GN_WITHOUT_TAMIL },
  'Matale/Sigiriya': { ta: 'சீகிரியா', note: GN_WITHOUT_TAMIL },
  'Matale/Palapathwela': { si: 'පලපත්වල', ta: 'பலபத்வல', note: 'a town of Matale DS division, no division of the name' },
  'Nuwara Eliya/Hatton': { si: 'හැටන්', ta: 'ஹட்டன்', note: 'a town of Ambagamuwa DS division, no division of the name' },
  'Nuwara Eliya/Talawakele': { si: 'තලවාකැලේ', ta: 'தலவாக்கலை', note: 'a town of Nuwara Eliya DS division, no division of the name' },
  'Nuwara Eliya/Nanu Oya': { ta: 'நானுஓயா', note: GN_WITHOUT_TAMIL },
  'Nuwara Eliya/Ragala': { ta: 'ராகலை', note: GN_WITHOUT_TAMIL },
  'Nuwara Eliya/Maskeliya': { ta: 'மஸ்கெலியா', note: GN_WITHOUT_TAMIL },
  'Nuwara Eliya/Kotagala': { ta: 'கொட்டகலை', note: GN_WITHOUT_TAMIL },
  'Nuwara Eliya/Hanguranketha': { ta: 'ஹங்குராங்கெத்த', note: GN_WITHOUT_TAMIL },
  'Nuwara Eliya/Bogawantalawa': { si: 'බොගවන්තලාව', ta: 'பொகவந்தலாவை', note: 'a town of Norwood DS division, no division of the name' },
  'Galle/Galle': { si: 'ගාල්ල', ta: 'காலி', note: 'its DS division is Galle Four Gravets, named කඩවත්සතර in the data' },
  'Galle/Unawatuna': { si: 'උණවටුන', ta: 'உனவட்டுன', note: 'a town of Habaraduwa DS division, no division of the name' },
  'Galle/Karapitiya': { ta: 'கராப்பிட்டிய', note: GN_WITHOUT_TAMIL },
  'Galle/Koggala': { ta: 'கொக்கலை', note: GN_WITHOUT_TAMIL },
  'Galle/Ahangama': { si: 'අහංගම', ta: 'அகங்கம', note: 'a town of Habaraduwa DS division, no division of the name' },
  'Galle/Udugama': { ta: 'உடுகம', note: GN_WITHOUT_TAMIL },
  'Galle/Batapola': { si: 'බටපොළ', ta: 'படபொல', note: 'a town of Ambalangoda DS division, no division of the name' },
  'Matara/Matara': { si: 'මාතර', ta: 'மாத்தறை', note: 'its DS division is Matara Four Gravets' },
  'Matara/Mirissa': { si: 'මිරිස්ස', ta: 'மிரிஸ்ஸ', note: 'a town of Weligama DS division, no division of the name' },
  'Matara/Deniyaya': { ta: 'தெனியாய', note: GN_WITHOUT_TAMIL },
  'Matara/Kamburupitiya': { ta: 'கம்புருப்பிட்டிய', note: GN_WITHOUT_TAMIL },
  'Matara/Kekanadura': { si: 'කැකණදුර', ta: 'கெக்கனதுர', note: 'a town of Matara DS division, no division of the name' },
  'Hambantota/Tissamaharama': { si: 'තිස්සමහාරාමය', ta: 'திஸ்ஸமகாராமை', note: 'the data spells its DS division otherwise' },
  'Hambantota/Middeniya': { si: 'මිද්දෙණිය', ta: 'மித்தெனிய', note: 'a town of Katuwana DS division, no division of the name' },
  'Hambantota/Lunugamvehera': { si: 'ලුණුගම්වෙහෙර', ta: 'லுணுகம்வெஹெர', note: 'the data spells its DS division otherwise' },
  'Jaffna/Chavakachcheri': { si: 'චාවකච්චේරි', ta: 'சாவகச்சேரி', note: 'its DS division is Thenmaradchy' },
  'Jaffna/Point Pedro': { ta: 'பருத்தித்துறை', note: GN_WITHOUT_TAMIL },
  'Jaffna/Kopay': { si: 'කෝප්පායි', ta: 'கோப்பாய்', note: 'the data spells its DS division otherwise' },
  'Jaffna/Chunnakam': { si: 'චුන්නාකම්', ta: 'சுன்னாகம்', note: 'a town of Valikamam South DS division, no division of the name' },
  'Jaffna/Tellippalai': { ta: 'தெல்லிப்பழை', note: GN_WITHOUT_TAMIL },
  'Jaffna/Kankesanthurai': { si: 'කන්කසන්තුරේ', ta: 'காங்கேசன்துறை', note: 'a town of Valikamam North DS division, no division of the name' },
  'Jaffna/Velanai': { si: 'වේලනේ', ta: 'வேலணை', note: 'its DS division is Island South' },
  'Kilinochchi/Kilinochchi': { si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி', note: 'its DS division is Karachchi' },
  'Kilinochchi/Paranthan': { si: 'පරන්තන්', ta: 'பரந்தன்', note: 'a town of Kandavalai DS division, no division of the name' },
  'Kilinochchi/Pallai': { si: 'පළෛ', ta: 'பளை', note: 'the data spells its DS division otherwise' },
  'Kilinochchi/Akkarayankulam': { ta: 'அக்கராயன்குளம்', note: GN_WITHOUT_TAMIL },
  'Kilinochchi/Iyakachchi': { si: 'ඉයක්කච්චි', ta: 'இயக்கச்சி', note: 'a town of Pachchilaipalli DS division, no division of the name' },
  'Kilinochchi/Mulankavil': { ta: 'முழங்காவில்', note: GN_WITHOUT_TAMIL },
  'Mannar/Mannar': { si: 'මන්නාරම', ta: 'மன்னார்', note: 'its DS division is Mannar Town, named otherwise in the data' },
  'Mannar/Talaimannar': { si: 'තලෛමන්නාරම', ta: 'தலைமன்னார்', note: 'a town of Mannar Town DS division, no division of the name' },
  'Mannar/Pesalai': { si: 'පේසාලෙයි', ta: 'பேசாலை', note: 'a town of Mannar Town DS division, no division of the name' },
  'Mannar/Murunkan': { ta: 'முருங்கன்', note: GN_WITHOUT_TAMIL },
  'Mannar/Nanattan': { ta: 'நானாட்டான்', note: GN_WITHOUT_TAMIL },
  'Mannar/Adampan': { ta: 'அடம்பன்', note: GN_WITHOUT_TAMIL },
  'Vavuniya/Cheddikulam': { ta: 'செட்டிகுளம்', note: GN_WITHOUT_TAMIL },
  'Vavuniya/Nedunkeni': { si: 'නෙඩුන්කේනි', ta: 'நெடுங்கேணி', note: 'its DS division is Vavuniya North' },
  'Vavuniya/Omanthai': { ta: 'ஓமந்தை', note: GN_WITHOUT_TAMIL },
  'Vavuniya/Puliyankulam': { si: 'පුලියන්කුලම', ta: 'புளியங்குளம்', note: 'a town of Vavuniya North DS division, no division of the name' },
  'Vavuniya/Kanagarayankulam': {
    si: 'කනගරායන්කුලම',
    ta: 'கனகராயன்குளம்',
    note: 'a town of Vavuniya North DS division, no division of the name',
  },
  'Vavuniya/Mamaduwa': { ta: 'மாமடு', note: GN_WITHOUT_TAMIL },
  'Vavuniya/Pampaimadu': { ta: 'பம்பைமடு', note: GN_WITHOUT_TAMIL },
  'Mullaitivu/Mullaitivu': { si: 'මුලතිව්', ta: 'முல்லைத்தீவு', note: 'its DS division is Maritimepattu' },
  'Mullaitivu/Puthukudiyiruppu': { si: 'පුදුකුඩිඉරිප්පු', ta: 'புதுக்குடியிருப்பு', note: 'the data spells its DS division otherwise' },
  'Mullaitivu/Mankulam': { ta: 'மாங்குளம்', note: GN_WITHOUT_TAMIL },
  'Mullaitivu/Mallavi': { ta: 'மல்லாவி', note: GN_WITHOUT_TAMIL },
  'Mullaitivu/Mulliyawalai': { si: 'මුල්ලියාවලෙයි', ta: 'முள்ளியவளை', note: 'a town of Maritimepattu DS division, no division of the name' },
  'Batticaloa/Batticaloa': { si: 'මඩකලපුව', ta: 'மட்டக்களப்பு', note: 'its DS division is Manmunai North' },
  'Batticaloa/Eravur': { si: 'ඒරාවූර්', ta: 'ஏறாவூர்', note: 'the data names its DS division Eravur Town otherwise' },
  'Batticaloa/Valaichchenai': { si: 'වාලච්චේනේ', ta: 'வாழைச்சேனை', note: 'its DS division is Koralai Pattu' },
  'Batticaloa/Kaluwanchikudy': { si: 'කළුවාංචිකුඩි', ta: 'களுவாஞ்சிக்குடி', note: 'its DS division is Manmunai South & Eruvil Pattu' },
  'Batticaloa/Chenkalady': { si: 'චෙන්කලඩි', ta: 'செங்கலடி', note: 'its DS division is Eravur Pattu' },
  'Batticaloa/Vakarai': { si: 'වාකරේ', ta: 'வாகரை', note: 'its DS division is Koralai Pattu North' },
  'Batticaloa/Oddamavadi': { si: 'ඔට්ටමාවඩි', ta: 'ஓட்டமாவடி', note: 'its DS division is Koralai Pattu West' },
  'Batticaloa/Araiyampathy': { si: 'ආරෙයිම්පති', ta: 'ஆரையம்பதி', note: 'its DS division is Manmunai Pattu' },
  'Ampara/Arugam Bay': { si: 'ආරුගම් බොක්ක', ta: 'அறுகம் குடா', note: 'a bay of Pottuvil DS division, no division of the name' },
  'Trincomalee/Trincomalee': { si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை', note: 'its DS division is Town & Gravets' },
  'Trincomalee/Mutur': { si: 'මුතූර්', ta: 'மூதூர்', note: 'the data spells its DS division otherwise' },
  'Trincomalee/Nilaveli': { ta: 'நிலாவெளி', note: GN_WITHOUT_TAMIL },
  'Trincomalee/Uppuveli': { ta: 'உப்புவெளி', note: GN_WITHOUT_TAMIL },
  'Trincomalee/Kuchchaveli': { ta: 'குச்சவெளி', note: GN_WITHOUT_TAMIL },
  'Trincomalee/Seruwila': { si: 'සේරුවිල', ta: 'சேருவில', note: 'the data spells its DS division otherwise' },
  'Kurunegala/Kuliyapitiya': { si: 'කුලියාපිටිය', ta: 'குளியாப்பிட்டி', note: 'its DS divisions are Kuliyapitiya East and West' },
  'Puttalam/Marawila': { si: 'මාරවිල', ta: 'மாரவில', note: 'a town of Mahawewa DS division, no division of the name' },
  'Puttalam/Norochcholai': { si: 'නොරොච්චෝලේ', ta: 'நுரைச்சோலை', note: 'a town of Kalpitiya DS division, no division of the name' },
  'Anuradhapura/Anuradhapura': { si: 'අනුරාධපුරය', ta: 'அனுராதபுரம்', note: 'its DS division is Nuwaragam Palatha' },
  'Anuradhapura/Kebithigollewa': { ta: 'கெப்பிட்டிக்கொல்லாவ', note: "the data's Tamil name is cut off (கெப்பிட்டிக்கொல்)" },
  'Anuradhapura/Mihintale': { si: 'මිහින්තලේ', ta: 'மிகிந்தலை', note: 'the data spells its DS division otherwise' },
  'Anuradhapura/Eppawala': { ta: 'எப்பாவல', note: GN_WITHOUT_TAMIL },
  'Anuradhapura/Thambuttegama': { ta: 'தம்புத்தேகம', note: GN_WITHOUT_TAMIL },
  'Anuradhapura/Galenbindunuwewa': { ta: 'கலென்பிந்துனுவெவ', note: GN_WITHOUT_TAMIL },
  'Anuradhapura/Horowpothana': { ta: 'ஹொரவ்பொத்தானை', note: GN_WITHOUT_TAMIL },
  'Polonnaruwa/Polonnaruwa': { si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை', note: 'its DS division is Thamankaduwa' },
  'Polonnaruwa/Kaduruwela': { si: 'කදුරුවෙල', ta: 'கதுருவெல', note: 'a town of Thamankaduwa DS division, no division of the name' },
  'Polonnaruwa/Hingurakgoda': { ta: 'ஹிங்குராக்கொட', note: GN_WITHOUT_TAMIL },
  'Polonnaruwa/Minneriya': { ta: 'மின்னேரியா', note: GN_WITHOUT_TAMIL },
  'Polonnaruwa/Giritale': { si: 'ගිරිතලේ', ta: 'கிரித்தலை', note: 'a town of Hingurakgoda DS division, no division of the name' },
  'Polonnaruwa/Manampitiya': { ta: 'மனம்பிட்டிய', note: GN_WITHOUT_TAMIL },
  'Polonnaruwa/Bakamuna': { si: 'බකමූණ', ta: 'பக்கமூன', note: 'a town of Elahera DS division, no division of the name' },
  'Badulla/Diyatalawa': { si: 'දියතලාව', ta: 'தியத்தலாவை', note: 'a town of Haputale DS division, no division of the name' },
  'Monaragala/Kataragama': { si: 'කතරගම', ta: 'கதிர்காமம்', note: 'the data spells its DS division otherwise' },
  'Ratnapura/Kuruwita': { si: 'කුරුවිට', ta: 'குருவிட்ட', note: 'the data spells its DS division otherwise' },
  'Ratnapura/Kahawatta': { ta: 'கஹவத்தை', note: GN_WITHOUT_TAMIL },
  'Ratnapura/Rakwana': { si: 'රක්වාන', ta: 'ரக்வான', note: 'its DS division is Kolonna' },
  'Kegalle/Kitulgala': { si: 'කිතුල්ගල', ta: 'கித்துல்கல', note: 'a town of Yatiyantota DS division, no division of the name' },
  'Kegalle/Pinnawala': { ta: 'பின்னவலை', note: GN_WITHOUT_TAMIL },
};

function readRegions(file: string): Region[] {
  const [, ...rows] = readFileSync(join(ADMIN_REGIONS_DIR, file), 'utf8').trim().split('\n');
  return rows.map((row) => {
    const [code, name, si, ta] = row.split('\t');
    return { code: code!, name: name!, si: si!.trim(), ta: ta && ta !== 'nan' ? ta.trim() : undefined };
  });
}

/** The source cuts names at 50 bytes of UTF-8: a name that long may be cut off, so it is written by hand. */
const cutOff = (name: string) => Buffer.byteLength(name) >= 48;

/** How a name is compared: case, spaces, hyphens and dots ignored. */
const comparable = (name: string) => name.toLowerCase().replace(/[\s.-]/g, '');

/** The data's district names end with a (cut off) word for 'district': the name is what comes before. */
const withoutDistrictWord = (name: string) => name.split(' ').slice(0, -1).join(' ');

export interface PlaceName {
  code: string | null;
  si: string;
  ta: string;
}

/** Every district's and town's names; throws when a place has neither data nor an override. */
export function placeNamesFromData(): Record<string, { district: PlaceName; towns: Record<string, PlaceName> }> {
  const districts = readRegions('districts.tsv');
  const dsds = readRegions('dsds.tsv');
  const gnds = readRegions('gnds.tsv');
  const missing: string[] = [];
  const result: Record<string, { district: PlaceName; towns: Record<string, PlaceName> }> = {};
  for (const [district, towns] of Object.entries(DISTRICT_TOWNS) as [District, readonly string[]][]) {
    const row = districts.find((region) => comparable(region.name) === comparable(district));
    if (!row) throw new Error(`No district ${district} in the data`);
    const districtOverride = PLACE_NAME_OVERRIDES[district];
    const names: PlaceName = {
      code: row.code,
      si: districtOverride?.si ?? withoutDistrictWord(row.si),
      ta: districtOverride?.ta ?? withoutDistrictWord(row.ta ?? ''),
    };
    const inDistrict = (region: Region) => region.code.startsWith(`${row.code}`) && region.code.length > row.code.length;
    const districtDsds = dsds.filter(inDistrict);
    const districtGnds = gnds.filter(inDistrict);
    const townNames: Record<string, PlaceName> = {};
    for (const town of towns) {
      const override = PLACE_NAME_OVERRIDES[`${district}/${town}`];
      const division =
        districtDsds.find((region) => comparable(region.name) === comparable(town)) ??
        districtGnds.find((region) => comparable(region.name) === comparable(town));
      const si = override?.si ?? division?.si;
      const ta = override?.ta ?? division?.ta;
      const fromData = [...(override?.si ? [] : [si]), ...(override ? [] : [ta])];
      if (!si || !ta) missing.push(`${district}/${town}${division ? ' (a GN division, without a Tamil name)' : ''}`);
      else if (fromData.some((name) => name && cutOff(name))) missing.push(`${district}/${town} (cut off in the data)`);
      else townNames[town] = { code: division?.code ?? null, si, ta };
    }
    result[district] = { district: names, towns: townNames };
  }
  if (missing.length > 0) throw new Error(`No names for: ${missing.join(', ')}; add them to PLACE_NAME_OVERRIDES`);
  return result;
}

/** A string literal as prettier writes it: single quotes, unless the text holds one. */
const stringText = (text: string) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`);
const keyText = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : stringText(key));
const placeText = ({ code, si, ta }: PlaceName) =>
  `{ code: ${code === null ? 'null' : stringText(code)}, si: ${stringText(si)}, ta: ${stringText(ta)} }`;

const GENERATED =
  '// Written by tools/src/place-names.ts from lk-admin-regions (MIT); do not edit by hand: `npx tsx --conditions=source tools/src/place-names.ts`.';

/** district-names.ts's text, as committed (as prettier formats it). */
export function districtNamesModuleText(): string {
  const data = placeNamesFromData();
  return [
    GENERATED,
    "import type { District } from './districts';",
    '',
    "/** A place's census code (null when the town is no division of its own) and its Sinhala and Tamil names. */",
    'export interface PlaceName {',
    '  code: string | null;',
    '  si: string;',
    '  ta: string;',
    '}',
    '',
    "/** Each district's names, as districts.ts spells the English. */",
    'export const DISTRICT_NAMES: Record<District, PlaceName> = {',
    ...Object.entries(data).map(([district, { district: names }]) => `  ${keyText(district)}: ${placeText(names)},`),
    '};',
    '',
  ].join('\n');
}

/** place-names.ts's text, as committed (as prettier formats it). */
export function placeNamesModuleText(): string {
  const data = placeNamesFromData();
  const lines = [
    GENERATED,
    "import { DISTRICT_NAMES, type PlaceName } from './district-names';",
    "import type { District } from './districts';",
    '',
    "/** Each district's names, and its towns' names, as districts.ts spells the English. */",
    'export const PLACE_NAMES: Record<District, { district: PlaceName; towns: Record<string, PlaceName> }> = {',
    ...Object.entries(data).flatMap(([district, { towns }]) => [
      `  ${keyText(district)}: {`,
      `    district: DISTRICT_NAMES[${stringText(district)}],`,
      '    towns: {',
      ...Object.entries(towns).map(([town, name]) => `      ${keyText(town)}: ${placeText(name)},`),
      '    },',
      '  },',
    ]),
    '};',
    '',
  ];
  return lines.join('\n');
}

export const adminRegionsPresent = () => existsSync(join(ADMIN_REGIONS_DIR, 'districts.tsv'));

if (require.main === module) {
  writeFileSync(DISTRICT_NAMES_MODULE, districtNamesModuleText());
  writeFileSync(PLACE_NAMES_MODULE, placeNamesModuleText());
  console.log(`Wrote ${DISTRICT_NAMES_MODULE} and ${PLACE_NAMES_MODULE}`);
}
