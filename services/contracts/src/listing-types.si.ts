/** The listing types' and facilities' names (listing-types.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { FACILITY_TEXT, LISTING_TYPE_TEXT } from './listing-types';

export const LISTING_TYPE_TEXT_SI: Translation<typeof LISTING_TYPE_TEXT> = {
  singleroom: {
    label: 'තනි කාමරය',
    formLabel: 'තනි කාමරය',
    categoryLabel: 'තනි කාමර',
    sectionHeading: 'අලුතින් එක් වූ තනි කාමර',
    adminHeading: 'තනි කාමර',
  },
  sharedroom: {
    label: 'බෙදාගන්නා කාමරය',
    formLabel: 'බෙදාගන්නා කාමරය',
    categoryLabel: 'බෙදාගන්නා කාමර',
    sectionHeading: 'අලුතින් එක් වූ බෙදාගන්නා කාමර',
    adminHeading: 'බෙදාගන්නා කාමර',
  },
  apartment: {
    label: 'මහල් නිවාසය',
    formLabel: 'මහල් නිවාසය',
    categoryLabel: 'මහල් නිවාස',
    sectionHeading: 'අලුතින් එක් වූ මහල් නිවාස',
    adminHeading: 'මහල් නිවාස',
  },
  hostel: {
    label: 'හොස්ටලය',
    formLabel: 'හොස්ටලය',
    categoryLabel: 'හොස්ටල්',
    sectionHeading: 'අලුතින් එක් වූ හොස්ටල්',
    adminHeading: 'හොස්ටල්',
  },
  hotel: {
    label: 'හෝටලය',
    formLabel: 'හෝටලය',
    categoryLabel: 'හෝටල්',
    sectionHeading: 'අලුතින් එක් වූ හෝටල්',
    adminHeading: 'හෝටල්',
  },
  guesthouse: {
    label: 'ආගන්තුක නිවාසය',
    formLabel: 'ආගන්තුක නිවාසය',
    categoryLabel: 'ආගන්තුක නිවාස',
    sectionHeading: 'අලුතින් එක් වූ ආගන්තුක නිවාස',
    adminHeading: 'ආගන්තුක නිවාස',
  },
  annex: {
    label: 'ඇනෙක්සිය',
    formLabel: 'ඇනෙක්සිය',
    categoryLabel: 'ඇනෙක්සි',
    sectionHeading: 'අලුතින් එක් වූ ඇනෙක්සි',
    adminHeading: 'ඇනෙක්සි',
  },
  bungalow: {
    label: 'බංගලාව',
    formLabel: 'බංගලාව',
    categoryLabel: 'බංගලා',
    sectionHeading: 'අලුතින් එක් වූ බංගලා සහ විලා',
    adminHeading: 'බංගලා',
  },
  fullhouseholiday: {
    label: 'නිවාඩු නිවස',
    formLabel: 'නිවාඩු නිවස',
    categoryLabel: 'නිවාඩු නිවාස',
    sectionHeading: 'අලුතින් එක් වූ නිවාඩු නිවාස',
    adminHeading: 'නිවාඩු නිවාස',
  },
  fullhouserent: {
    label: 'කුලියට නිවස',
    formLabel: 'කුලියට නිවස',
    categoryLabel: 'කුලියට නිවාස',
    sectionHeading: 'අලුතින් එක් වූ කුලී නිවාස',
    adminHeading: 'කුලියට නිවාස',
  },
  fullhousesale: {
    label: 'විකිණීමට නිවස',
    formLabel: 'විකිණීමට නිවස',
    categoryLabel: 'විකිණීමට නිවාස',
    sectionHeading: 'අලුතින් එක් වූ විකිණීමට ඇති නිවාස',
    adminHeading: 'විකිණීමට නිවාස',
  },
};

export const FACILITY_TEXT_SI: Translation<typeof FACILITY_TEXT> = {
  parking: 'වාහන නැවැත්වීම',
  furnished: 'ගෘහ භාණ්ඩ සහිත',
  kitchen: 'මුළුතැන්ගෙය',
  hotwater: 'උණු වතුර',
  aircondition: 'වායුසමීකරණය',
};
