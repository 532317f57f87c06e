/** The dashboard's frame, start page and sections (messages.ts) in Tamil. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  DASHBOARD_LAYOUT_TEXT as DASHBOARD_LAYOUT,
  DASHBOARD_SECTIONS_TEXT as DASHBOARD_SECTIONS,
  SUMMARY_FIGURES_TEXT as SUMMARY_FIGURES,
  WELCOME_PANEL_TEXT as WELCOME_PANEL,
} from './messages';

export const DASHBOARD_LAYOUT_TEXT: Translation<typeof DASHBOARD_LAYOUT.en> = {
  title: 'கட்டுப்பாட்டுப் பலகை',
};

export const DASHBOARD_SECTIONS_TEXT: Translation<typeof DASHBOARD_SECTIONS.en> = {
  approve: {
    label: 'காத்திருக்கும் விளம்பரங்களை அங்கீகரி',
    description: 'புதிய விளம்பரங்களைச் சரிபார்த்து தேடலுக்கு அங்கீகரிக்கவும், அல்லது நீக்கவும்.',
  },
  viewListings: {
    label: 'விளம்பரங்களைப் பார்',
    description: 'அங்கீகரிக்கப்பட்ட விளம்பரங்களை வகை வாரியாகப் பார்க்கவும், நிராகரிக்கவும், சிறப்பு இடங்களைத் தேர்ந்தெடுக்கவும்.',
  },
  analytics: {
    label: 'பகுப்பாய்வுகளைப் பார்',
    description: 'நிலை, வகை, மாவட்டம், வாரம் வாரியாக விளம்பரங்கள், மற்றும் பயனர்களின் எண்ணிக்கை.',
  },
  reports: {
    label: 'புகாரளிக்கப்பட்ட விளம்பரங்கள்',
    description: 'பயனர்கள் புகாரளித்த விளம்பரங்கள்: புகார்களை நிராகரிக்கவும், விளம்பரத்தை அகற்றவும், அல்லது உரிமையாளரைத் தடுக்கவும்.',
  },
  audit: {
    label: 'மதிப்பீட்டுப் பதிவு',
    description: 'எந்த விளம்பரத்தை யார் அங்கீகரித்தார், நிராகரித்தார், சிறப்பு விளம்பரமாக்கினார் அல்லது நீக்கினார், ஏன்.',
  },
};

export const WELCOME_PANEL_TEXT: Translation<typeof WELCOME_PANEL.en> = {
  greeting: (username: string) => `மீண்டும் வருக, ${username}`,
  intro: 'Nivasa-வை நம்பகமாக வைத்திருங்கள்: பார்வையாளர்கள் காண்பதற்கு முன் ஒவ்வொரு விளம்பரமும் மதிப்பீட்டாளருக்காகக் காத்திருக்கும்.',
  sections: 'பிரிவுகள்',
};

export const SUMMARY_FIGURES_TEXT: Translation<typeof SUMMARY_FIGURES.en> = {
  label: 'சுருக்கம்',
  loading: 'ஏற்றப்படுகிறது',
  figureFailed: 'இந்த எண்ணிக்கையை ஏற்ற முடியவில்லை',
};
