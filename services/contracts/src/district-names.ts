// Written by tools/src/gazetteer.ts from lk-admin-regions (MIT); do not edit by hand: `npx tsx --conditions=source tools/src/gazetteer.ts`.
import type { District } from './districts';

/** A place's census code (null when the town is no division of its own) and its Sinhala and Tamil names. */
export interface PlaceName {
  code: string | null;
  si: string;
  ta: string;
}

/** Each district's names, as districts.ts spells the English. */
export const DISTRICT_NAMES: Record<District, PlaceName> = {
  Colombo: { code: 'LK-11', si: 'කොළඹ', ta: 'கொழும்பு' },
  Gampaha: { code: 'LK-12', si: 'ගම්පහ', ta: 'கம்பஹா' },
  Kalutara: { code: 'LK-13', si: 'කළුතර', ta: 'களுத்துறை' },
  Kandy: { code: 'LK-21', si: 'මහනුවර', ta: 'கண்டி' },
  Matale: { code: 'LK-22', si: 'මාතලේ', ta: 'மாத்தளை' },
  'Nuwara Eliya': { code: 'LK-23', si: 'නුවරඑළිය', ta: 'நுவரேலியா' },
  Galle: { code: 'LK-31', si: 'ගාල්ල', ta: 'காலி' },
  Matara: { code: 'LK-32', si: 'මාතර', ta: 'மாத்தறை' },
  Hambantota: { code: 'LK-33', si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  Jaffna: { code: 'LK-41', si: 'යාපනය', ta: 'யாழ்ப்பாணம்' },
  Kilinochchi: { code: 'LK-45', si: 'කිලිනොච්චි', ta: 'கிளிநொச்சி' },
  Mannar: { code: 'LK-42', si: 'මන්නාරම', ta: 'மன்னார்' },
  Vavuniya: { code: 'LK-43', si: 'වවුනියා', ta: 'வவுனியா' },
  Mullaitivu: { code: 'LK-44', si: 'මුලතිවු', ta: 'முல்லைத்தீவு' },
  Batticaloa: { code: 'LK-51', si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  Ampara: { code: 'LK-52', si: 'අම්පාර', ta: 'அம்பாறை' },
  Trincomalee: { code: 'LK-53', si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை' },
  Kurunegala: { code: 'LK-61', si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  Puttalam: { code: 'LK-62', si: 'පුත්තලම', ta: 'புத்தளம்' },
  Anuradhapura: { code: 'LK-71', si: 'අනුරාධපුර', ta: 'அனுராதபுரம்' },
  Polonnaruwa: { code: 'LK-72', si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  Badulla: { code: 'LK-81', si: 'බදුල්ල', ta: 'பதுளை' },
  Monaragala: { code: 'LK-82', si: 'මොණරාගල', ta: 'மொணராகலை' },
  Ratnapura: { code: 'LK-91', si: 'රත්නපුර', ta: 'இரத்தினபுரம்' },
  Kegalle: { code: 'LK-92', si: 'කෑගල්ල', ta: 'கேகாலை' },
};
