/** The About page's texts: its own module, so Terms and Privacy do not load them, nor About theirs. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const ABOUT_PAGE_TEXT = catalogue('ABOUT_PAGE_TEXT', {
  title: 'About Nivasa',
  lead: 'Nivasa is a listing site for places to stay and homes to buy in Sri Lanka, built so that finding a room is as easy as posting one.',
  what: {
    heading: 'What Nivasa is',
    body: 'Nivasa (from the Sinhala for “homes”) brings together rooms, hostels, annexes, bungalows and whole houses from across the island’s districts in one place. Students looking for a boarding place near campus, professionals moving to Colombo for work, families planning a holiday up-country and buyers looking for a house all search the same listings.',
    kindsIntro: 'We list these kinds of places:',
  },
  renters: {
    heading: 'For renters and buyers',
    body: 'Search by town, district, type of place, price and facilities such as parking, a kitchen, hot water or air conditioning. Save places to your favourites, read reviews from people who stayed there, and, once signed in, call or email the owner directly. Nivasa does not take a booking fee: you agree terms with the owner.',
  },
  owners: {
    heading: 'For property owners',
    beforeLink: 'Anyone with a place to rent or sell can',
    link: 'add it for free',
    afterLink:
      ': a few photos, the rent and the rent basis (daily, weekly or monthly), the facilities and your house rules. You can edit or remove your listings at any time from your account.',
  },
  prices: {
    heading: 'Prices in rupees',
    body: 'Every price on Nivasa is in Sri Lankan rupees and shown as, for example, Rs. 25,000 / monthly. Houses for sale show their asking price.',
  },
  checked: {
    heading: 'Checked before they go live',
    body: 'Every new listing waits for a member of our team to review it before it appears in search. We look for real photos, a clear description and a fair price, and we take down listings that are reported as misleading. Our team also picks featured places to show on the home page.',
  },
  contact: {
    heading: 'Talk to us',
    beforeEmail: 'Questions, feedback or a listing that looks wrong? Write to',
    beforePhone: 'or call',
    phone: '+94 11 234 5678',
    phoneLink: 'tel:+94112345678',
  },
} as const);

/** The "Renting safely" page: the Sri Lanka Police's advice against rental scams, in plain words. */
export const RENTING_SAFELY_PAGE_TEXT = catalogue('RENTING_SAFELY_PAGE_TEXT', {
  title: 'Renting safely',
  lead: 'Most owners on Nivasa are honest. A few people post places they do not have and ask for an advance. The Sri Lanka Police give this advice.',
  sections: [
    {
      heading: 'Never pay an advance before you have seen the place',
      body: 'Do not send a deposit or a booking fee until you have seen the place and signed a rental agreement with the owner. A real owner will wait.',
    },
    {
      heading: 'See the place in person',
      body: 'Visit before you decide, and meet the owner there. Ask to see the rooms you will use, and check that the owner can open them.',
    },
    {
      heading: 'If you cannot go, ask for a video call',
      body: 'Ask the owner to walk you through the place on a live video call. Someone who only sends photos, or always has a reason not to call, may not have the place at all.',
    },
    {
      heading: 'Never pay through a link',
      body: 'Do not pay through a link sent to you in a message, and never give anyone a one-time code sent to your phone, or your card or bank details. Nivasa never asks you to pay.',
    },
  ],
  report: {
    heading: 'Report the listing',
    body: 'If an owner asks for money first, or something feels wrong, stop and press "Report this listing" on the listing\'s page. Our team reads every report and takes such listings down. A listing that several people report for fraud is hidden at once.',
    beforeEmail: 'You can also write to us at',
    afterEmail: "with the listing's link.",
    police: 'If you have lost money, go to your nearest police station or call 119.',
  },
} as const);
