/** The admin remote's page texts (messages.ts) in Tamil. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  ACTION_FAILURE_TEXT as ACTION_FAILURE,
  DASHBOARD_ANALYTICS_PAGE_TEXT as DASHBOARD_ANALYTICS_PAGE,
  DASHBOARD_APPROVE_PAGE_TEXT as DASHBOARD_APPROVE_PAGE,
  DASHBOARD_AUDIT_PAGE_TEXT as DASHBOARD_AUDIT_PAGE,
  DASHBOARD_HOME_PAGE_TEXT as DASHBOARD_HOME_PAGE,
  DASHBOARD_VIEW_LISTINGS_PAGE_TEXT as DASHBOARD_VIEW_LISTINGS_PAGE,
  LOAD_ERROR_TEXT as LOAD_ERROR,
  TOTAL_LISTINGS_TEXT as TOTAL_LISTINGS,
} from './messages';

export const LOAD_ERROR_TEXT: Translation<typeof LOAD_ERROR.en> = {
  message: (reason: string) => `பிழை: ${reason}`,
};

export const TOTAL_LISTINGS_TEXT: Translation<typeof TOTAL_LISTINGS.en> = {
  label: 'மொத்த விளம்பரங்களின் எண்ணிக்கை',
};

export const ACTION_FAILURE_TEXT: Translation<typeof ACTION_FAILURE.en> = {
  message: (what: string, reason: string) => `${what}: ${reason}`,
  close: 'மூடு',
};

export const DASHBOARD_HOME_PAGE_TEXT: Translation<typeof DASHBOARD_HOME_PAGE.en> = {
  fallbackName: 'மதிப்பீட்டாளர்',
  featured: 'சிறப்பு விளம்பரங்கள்',
};

export const DASHBOARD_APPROVE_PAGE_TEXT: Translation<typeof DASHBOARD_APPROVE_PAGE.en> = {
  intro:
    'புதிய விளம்பரங்களும் நேரலை விளம்பரங்களின் மாற்றங்களும், நீங்கள் அங்கீகரிக்கும் வரை (அப்போது அவை அனைவருக்கும் தெரியும்) அல்லது நீக்கும் வரை இங்கே காத்திருக்கும்.',
};

export const DASHBOARD_VIEW_LISTINGS_PAGE_TEXT: Translation<typeof DASHBOARD_VIEW_LISTINGS_PAGE.en> = {
  intro: 'அங்கீகரிக்கப்பட்ட விளம்பரங்கள், வகை வாரியாக. ஒன்றைத் தளத்திலிருந்து அகற்ற அதை நிராகரிக்கவும், அல்லது முகப்புப் பக்கத்தில் சிறப்பு விளம்பரமாக்கவும்.',
};

export const DASHBOARD_ANALYTICS_PAGE_TEXT: Translation<typeof DASHBOARD_ANALYTICS_PAGE.en> = {
  intro: 'Nivasa-வில் எத்தனை விளம்பரங்கள் உள்ளன, எந்த வகைகளில், எங்கே, எத்தனை பேர் அதைப் பயன்படுத்துகிறார்கள்.',
};

export const DASHBOARD_AUDIT_PAGE_TEXT: Translation<typeof DASHBOARD_AUDIT_PAGE.en> = {
  intro: 'ஒவ்வொரு அங்கீகாரமும், நிராகரிப்பும், சிறப்பாக்கலும், நீக்கமும், புதியவை முதலில்.',
};
