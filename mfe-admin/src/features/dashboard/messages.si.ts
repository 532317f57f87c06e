/** The dashboard's frame, start page and sections (messages.ts) in Sinhala. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  DASHBOARD_LAYOUT_TEXT as DASHBOARD_LAYOUT,
  DASHBOARD_SECTIONS_TEXT as DASHBOARD_SECTIONS,
  SUMMARY_FIGURES_TEXT as SUMMARY_FIGURES,
  WELCOME_PANEL_TEXT as WELCOME_PANEL,
} from './messages';

export const DASHBOARD_LAYOUT_TEXT: Translation<typeof DASHBOARD_LAYOUT.en> = {
  title: 'උපකරණ පුවරුව',
};

export const DASHBOARD_SECTIONS_TEXT: Translation<typeof DASHBOARD_SECTIONS.en> = {
  approve: {
    label: 'රැඳී සිටින දැන්වීම් අනුමත කරන්න',
    description: 'නව දැන්වීම් පරීක්ෂා කර සෙවුමට අනුමත කරන්න, නැතහොත් මකා දමන්න.',
  },
  viewListings: {
    label: 'දැන්වීම් බලන්න',
    description: 'අනුමත දැන්වීම් වර්ගය අනුව බලන්න, ඒවා ප්‍රතික්ෂේප කරන්න, සහ විශේෂිත ස්ථාන තෝරන්න.',
  },
  analytics: {
    label: 'විශ්ලේෂණ බලන්න',
    description: 'තත්ත්වය, වර්ගය, දිස්ත්‍රික්කය සහ සතිය අනුව දැන්වීම්, සහ පරිශීලකයන් ගණන.',
  },
  reports: {
    label: 'වාර්තා කළ දැන්වීම්',
    description: 'පරිශීලකයන් වාර්තා කළ දැන්වීම්: වාර්තා ඉවත දමන්න, දැන්වීම ඉවත් කරන්න, හෝ අයිතිකරු අවහිර කරන්න.',
  },
  audit: {
    label: 'පරීක්ෂණ සටහන්',
    description: 'කුමන දැන්වීම කවුරුන් අනුමත කළාද, ප්‍රතික්ෂේප කළාද, විශේෂිත කළාද හෝ මකා දැමුවාද, සහ ඇයි.',
  },
};

export const WELCOME_PANEL_TEXT: Translation<typeof WELCOME_PANEL.en> = {
  greeting: (username: string) => `නැවත සාදරයෙන් පිළිගනිමු, ${username}`,
  intro: 'Nivasa විශ්වාසදායකව තබා ගන්න: අමුත්තන්ට සොයා ගත හැකි වීමට පෙර සෑම දැන්වීමක්ම පරීක්ෂකයෙකු එනතුරු රැඳී සිටී.',
  sections: 'අංශ',
};

export const SUMMARY_FIGURES_TEXT: Translation<typeof SUMMARY_FIGURES.en> = {
  label: 'සාරාංශය',
  loading: 'පූරණය වෙමින්',
  figureFailed: 'මෙම අගය පූරණය කිරීමට නොහැකි වුණා',
};
