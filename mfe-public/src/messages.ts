/**
 * The public remote's prose pages (About, Terms, Privacy), ready for translation; the features'
 * texts are in their own catalogues, so a page loads only the texts it shows, and the shared
 * ones are in @nivasa/contracts/messages.
 */

/** A page of prose: its title, lead, the note that it is a placeholder, and its numbered or named sections. */
interface ProsePageText {
  title: string;
  lead: string;
  placeholderNote: string;
  sections: readonly { heading: string; body: string }[];
}

export const TERMS_PAGE_TEXT: ProsePageText = {
  title: 'Terms of Use',
  lead: 'The rules for using Nivasa, whether you are looking for a place or listing one.',
  placeholderNote:
    'These terms are placeholder text while the final version is prepared. They describe how Nivasa intends to work but are not yet a binding agreement.',
  sections: [
    {
      heading: '1. Using Nivasa',
      body: 'You may browse listings without an account. To post a listing, save favourites, write reviews or see an owner’s contact details you need an account, and you are responsible for keeping your password safe.',
    },
    {
      heading: '2. Listings',
      body: 'Owners must describe their place honestly, use their own photos and state the full rent in Sri Lankan rupees. Nivasa reviews each listing before it is published and may decline, hide or remove any listing.',
    },
    {
      heading: '3. Agreements between renters and owners',
      body: 'Nivasa helps renters and owners find each other. Any rental or sale agreement is between those two parties; Nivasa is not a party to it and does not handle payments.',
    },
    {
      heading: '4. Reviews',
      body: 'Reviews must describe a real experience of the place. You cannot review your own listings, and we may remove reviews that are abusive or off-topic.',
    },
    { heading: '5. Changes', body: 'We may update these terms. We will show the date of the latest change on this page.' },
  ],
};

export const PRIVACY_PAGE_TEXT = {
  title: 'Privacy Policy',
  lead: 'What Nivasa keeps about you, why, and the choices you have.',
  placeholderNote:
    'This policy is placeholder text while the final version is prepared. It outlines how Nivasa intends to handle personal data.',
  sections: [
    {
      heading: 'What we keep',
      body: 'Your username, email address, phone number and profile picture; the listings, favourites and reviews you add; and basic technical logs that keep the site secure.',
    },
    {
      heading: 'Why we keep it',
      body: 'To run your account, to show your listings and reviews, and to let signed-in visitors contact you about a listing you posted. We do not sell personal data.',
    },
    {
      heading: 'Cookies',
      body: 'A session cookie keeps you signed in. We ask for your consent before using any other cookies, and you can change your mind by clearing your browser’s site data.',
    },
  ],
  choices: {
    heading: 'Your choices',
    beforeEmail:
      'You can edit your details at any time and delete your account from the My account page, which removes your profile. Write to',
    afterEmail: 'with any privacy question.',
  },
} as const;

export const ABOUT_PAGE_TEXT = {
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
} as const;
