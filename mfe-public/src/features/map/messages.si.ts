import type { Translation } from '@nivasa/contracts/languages';
import type { AREA_MAP_TEXT as AREA_MAP, RESULTS_MAP_TEXT as RESULTS_MAP, RESULTS_VIEW_TEXT as RESULTS_VIEW } from './messages';

export const RESULTS_MAP_TEXT: Translation<typeof RESULTS_MAP.en> = {
  label: 'ප්‍රතිඵලවල සිතියම',
  loading: 'සිතියම ලබා ගනිමින්…',
  searchThisArea: 'මෙම ප්‍රදේශයේ සොයන්න',
  drawArea: 'ප්‍රදේශයක් අඳින්න',
  drawHint: 'ප්‍රදේශයේ එක් එක් කෙළවරේ සිතියම මත තට්ටු කර, අවසන් යන්න ඔබන්න.',
  finishArea: 'අවසන්',
  cancelDrawing: 'අවලංගු කරන්න',
  clearArea: 'ප්‍රදේශය ඉවත් කරන්න',
  cluster: (count: number) => `මෙහි ස්ථාන ${count}ක්: විශාලනය කරන්න`,
  zoomIn: 'විශාලනය කරන්න',
  zoomOut: 'කුඩා කරන්න',
  noPlaceOnMap: 'මෙම ස්ථාන කිසිවක් තවම සිතියමේ නැත.',
};

export const RESULTS_VIEW_TEXT: Translation<typeof RESULTS_VIEW.en> = {
  label: 'ප්‍රතිඵල පෙන්වන ආකාරය',
  list: 'ලැයිස්තුව',
  map: 'සිතියම',
};

export const AREA_MAP_TEXT: Translation<typeof AREA_MAP.en> = {
  title: 'පිහිටීම',
  label: (name: string) => `${name} අවට ප්‍රදේශයේ සිතියම`,
  approximate: 'රවුමෙන් පෙන්වන්නේ ප්‍රදේශයයි. නිවැරදි ලිපිනය අයිතිකරු ලබා දෙයි.',
  exact: 'අල්පෙනෙත්තෙන් පෙන්වන්නේ නිවැරදි ස්ථානයයි.',
};
