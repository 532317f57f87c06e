import type { Translation } from '@nivasa/contracts/languages';
import type { AREA_MAP_TEXT as AREA_MAP, RESULTS_MAP_TEXT as RESULTS_MAP, RESULTS_VIEW_TEXT as RESULTS_VIEW } from './messages';

export const RESULTS_MAP_TEXT: Translation<typeof RESULTS_MAP.en> = {
  label: 'முடிவுகளின் வரைபடம்',
  loading: 'வரைபடம் ஏற்றப்படுகிறது…',
  searchThisArea: 'இந்தப் பகுதியில் தேடுங்கள்',
  drawArea: 'பகுதியை வரையுங்கள்',
  drawHint: 'பகுதியின் ஒவ்வொரு மூலையிலும் வரைபடத்தைத் தட்டி, முடிந்தது என்பதை அழுத்துங்கள்.',
  finishArea: 'முடிந்தது',
  cancelDrawing: 'ரத்துசெய்',
  clearArea: 'பகுதியை நீக்குங்கள்',
  cluster: (count: number) => `இங்கே ${count} இடங்கள்: பெரிதாக்குங்கள்`,
  zoomIn: 'பெரிதாக்கு',
  zoomOut: 'சிறிதாக்கு',
  noPlaceOnMap: 'இந்த இடங்கள் எதுவும் இன்னும் வரைபடத்தில் இல்லை.',
};

export const RESULTS_VIEW_TEXT: Translation<typeof RESULTS_VIEW.en> = {
  label: 'முடிவுகளைக் காட்டும் விதம்',
  list: 'பட்டியல்',
  map: 'வரைபடம்',
};

export const AREA_MAP_TEXT: Translation<typeof AREA_MAP.en> = {
  title: 'அமைவிடம்',
  label: (name: string) => `${name} அருகிலுள்ள பகுதியின் வரைபடம்`,
  approximate: 'வட்டம் பகுதியைக் காட்டுகிறது. சரியான முகவரியை உரிமையாளர் தருவார்.',
  exact: 'குறி சரியான இடத்தைக் காட்டுகிறது.',
};
