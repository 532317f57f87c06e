import { RUPEE_SIGNS } from './format';
import type { Language } from './languages';

/**
 * The product's words in Sinhala and Tamil, so that every page, mail and answer says one thing
 * one way. English is the headword (the spec's own texts stay in the English catalogues).
 * Written as Sri Lankan sites say them: short, plain, polite.
 */
export const GLOSSARY = {
  listing: { en: 'listing', si: 'දැන්වීම', ta: 'விளம்பரம்' },
  place: { en: 'place', si: 'ස්ථානය', ta: 'இடம்' },
  owner: { en: 'owner', si: 'අයිතිකරු', ta: 'உரிமையாளர்' },
  moderator: { en: 'moderator', si: 'පරීක්ෂක', ta: 'மதிப்பீட்டாளர்' },
  featured: { en: 'featured', si: 'විශේෂිත', ta: 'சிறப்பு' },
  favourite: { en: 'favourite', si: 'ප්‍රියතම', ta: 'விருப்பம்' },
  review: { en: 'review', si: 'සමාලෝචනය', ta: 'மதிப்பாய்வு' },
  boardingPlace: { en: 'boarding place', si: 'බෝඩිම', ta: 'போர்டிங்' },
  singleRoom: { en: 'single room', si: 'තනි කාමරය', ta: 'தனி அறை' },
  sharedRoom: { en: 'shared room', si: 'බෙදාගන්නා කාමරය', ta: 'பகிர்வு அறை' },
  apartment: { en: 'apartment', si: 'මහල් නිවාසය', ta: 'அடுக்குமாடி வீடு' },
  hostel: { en: 'hostel', si: 'හොස්ටලය', ta: 'விடுதி' },
  hotel: { en: 'hotel', si: 'හෝටලය', ta: 'ஹோட்டல்' },
  guestHouse: { en: 'guest house', si: 'ආගන්තුක නිවාසය', ta: 'விருந்தினர் இல்லம்' },
  annex: { en: 'annex', si: 'ඇනෙක්සිය', ta: 'அனெக்ஸ்' },
  bungalow: { en: 'bungalow', si: 'බංගලාව', ta: 'பங்களா' },
  holidayHome: { en: 'full house for holiday', si: 'නිවාඩු නිවස', ta: 'விடுமுறை வீடு' },
  houseForRent: { en: 'full house for rent', si: 'කුලියට නිවස', ta: 'வாடகைக்கு வீடு' },
  houseForSale: { en: 'house for sale', si: 'විකිණීමට නිවස', ta: 'விற்பனைக்கு வீடு' },
  rent: { en: 'rent', si: 'කුලිය', ta: 'வாடகை' },
  rentBasis: { en: 'rent basis', si: 'කුලී කාලය', ta: 'வாடகைக் காலம்' },
  perDay: { en: 'daily', si: 'දිනකට', ta: 'நாளுக்கு' },
  perWeek: { en: 'weekly', si: 'සතියකට', ta: 'வாரத்துக்கு' },
  perMonth: { en: 'monthly', si: 'මසකට', ta: 'மாதத்துக்கு' },
  // The prices' own signs, so the glossary and every price say the same.
  rupees: RUPEE_SIGNS,
  district: { en: 'district', si: 'දිස්ත්‍රික්කය', ta: 'மாவட்டம்' },
  town: { en: 'town', si: 'නගරය', ta: 'நகரம்' },
  parking: { en: 'parking', si: 'වාහන නැවැත්වීම', ta: 'வாகனத் தரிப்பிடம்' },
  furnished: { en: 'furnished', si: 'ගෘහ භාණ්ඩ සහිත', ta: 'தளபாடங்களுடன்' },
  kitchen: { en: 'kitchen', si: 'මුළුතැන්ගෙය', ta: 'சமையலறை' },
  hotWater: { en: 'hot water', si: 'උණු වතුර', ta: 'சுடுநீர்' },
  airConditioning: { en: 'air conditioning', si: 'වායුසමීකරණය', ta: 'குளிரூட்டி' },
  signIn: { en: 'sign in', si: 'පිවිසෙන්න', ta: 'உள்நுழைக' },
  signUp: { en: 'sign up', si: 'ලියාපදිංචි වන්න', ta: 'பதிவு செய்க' },
  signOut: { en: 'sign out', si: 'ඉවත් වන්න', ta: 'வெளியேறுக' },
} as const satisfies Record<string, Record<Language, string>>;
