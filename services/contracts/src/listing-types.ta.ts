/** The listing types' and facilities' names (listing-types.ts) in Tamil: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { FACILITY_TEXT, LISTING_TYPE_TEXT } from './listing-types';

export const LISTING_TYPE_TEXT_TA: Translation<typeof LISTING_TYPE_TEXT> = {
  singleroom: {
    label: 'தனி அறை',
    formLabel: 'தனி அறை',
    categoryLabel: 'தனி அறைகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட தனி அறைகள்',
    adminHeading: 'தனி அறைகள்',
  },
  sharedroom: {
    label: 'பகிர்வு அறை',
    formLabel: 'பகிர்வு அறை',
    categoryLabel: 'பகிர்வு அறைகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட பகிர்வு அறைகள்',
    adminHeading: 'பகிர்வு அறைகள்',
  },
  apartment: {
    label: 'அடுக்குமாடி வீடு',
    formLabel: 'அடுக்குமாடி வீடு',
    categoryLabel: 'அடுக்குமாடி வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட அடுக்குமாடி வீடுகள்',
    adminHeading: 'அடுக்குமாடி வீடுகள்',
  },
  hostel: {
    label: 'விடுதி',
    formLabel: 'விடுதி',
    categoryLabel: 'விடுதிகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விடுதிகள்',
    adminHeading: 'விடுதிகள்',
  },
  hotel: {
    label: 'ஹோட்டல்',
    formLabel: 'ஹோட்டல்',
    categoryLabel: 'ஹோட்டல்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட ஹோட்டல்கள்',
    adminHeading: 'ஹோட்டல்கள்',
  },
  guesthouse: {
    label: 'விருந்தினர் இல்லம்',
    formLabel: 'விருந்தினர் இல்லம்',
    categoryLabel: 'விருந்தினர் இல்லங்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விருந்தினர் இல்லங்கள்',
    adminHeading: 'விருந்தினர் இல்லங்கள்',
  },
  annex: {
    label: 'அனெக்ஸ்',
    formLabel: 'அனெக்ஸ்',
    categoryLabel: 'அனெக்ஸ்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட அனெக்ஸ்கள்',
    adminHeading: 'அனெக்ஸ்கள்',
  },
  bungalow: {
    label: 'பங்களா',
    formLabel: 'பங்களா',
    categoryLabel: 'பங்களாக்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட பங்களாக்களும் வில்லாக்களும்',
    adminHeading: 'பங்களாக்கள்',
  },
  fullhouseholiday: {
    label: 'விடுமுறை வீடு',
    formLabel: 'விடுமுறை வீடு',
    categoryLabel: 'விடுமுறை வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விடுமுறை வீடுகள்',
    adminHeading: 'விடுமுறை வீடுகள்',
  },
  fullhouserent: {
    label: 'வாடகைக்கு வீடு',
    formLabel: 'வாடகைக்கு வீடு',
    categoryLabel: 'வாடகைக்கு வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட வாடகை வீடுகள்',
    adminHeading: 'வாடகைக்கு வீடுகள்',
  },
  fullhousesale: {
    label: 'விற்பனைக்கு வீடு',
    formLabel: 'விற்பனைக்கு வீடு',
    categoryLabel: 'விற்பனைக்கு வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விற்பனை வீடுகள்',
    adminHeading: 'விற்பனைக்கு வீடுகள்',
  },
};

export const FACILITY_TEXT_TA: Translation<typeof FACILITY_TEXT> = {
  parking: 'வாகனத் தரிப்பிடம்',
  furnished: 'தளபாடங்களுடன்',
  kitchen: 'சமையலறை',
  hotwater: 'சுடுநீர்',
  aircondition: 'குளிரூட்டி',
};
