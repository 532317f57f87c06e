/**
 * The Terms and Privacy pages' texts. About's are in pages/messages.ts and the features' in their
 * own catalogues, so a page loads only the texts it shows; the shared ones are @nivasa/ui's
 * `*-catalogues` modules.
 */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

/** A page of prose: its title, lead, the note that it is a placeholder, and its numbered or named sections. */
interface ProsePageText {
  title: string;
  lead: string;
  placeholderNote: string;
  sections: readonly { heading: string; body: string }[];
}

export const TERMS_PAGE_TEXT = catalogue<ProsePageText>('TERMS_PAGE_TEXT', {
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
});

export const PRIVACY_PAGE_TEXT = catalogue('PRIVACY_PAGE_TEXT', {
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
      heading: 'Messages',
      body: 'Your messages with owners and seekers are kept so that both of you can read the conversation. The other person sees your username, never your email address; an owner’s phone number shows only in a conversation where the owner chose to share it. Moderators read a conversation only after one of you reports it. If you delete your account, your messages stay for the other person, shown as from “Deleted user”, and nothing links them to you; deleting a listing, or an account with its listings, deletes the conversations about it.',
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
} as const);
