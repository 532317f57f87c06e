/** A listing page's texts, one catalogue per component. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const LISTING_DETAILS_TEXT = catalogue('LISTING_DETAILS_TEXT', {
  shareText: (typeLabel: string, city: string, district: string) => `${typeLabel} in ${city}, ${district} on Nivasa`,
  /** The tab's title. */
  pageTitle: (name: string) => `${name} | Nivasa`,
  /** The page's description starts 'Annex in Peradeniya, Kandy. Rs. 45,000 / monthly.' */
  descriptionHead: (typeLabel: string, city: string, district: string, price: string) => `${typeLabel} in ${city}, ${district}. ${price}.`,
  noReviews: 'No reviews yet',
  priceAndContact: 'Price and contact',
  bedrooms: 'Bedrooms',
  beds: 'Beds',
  bathrooms: 'Bathrooms',
  area: 'Area',
  areaValue: (area: string) => `${area} sqft`,
  description: 'Description',
  terms: 'Terms',
  facilities: 'Facilities',
  noFacilities: 'None listed.',
  location: 'Location',
  morePlacesIn: (district: string) => `More places in ${district}`,
  contactOwner: 'Contact owner',
} as const);

export const CONTACT_BOX_TEXT = catalogue('CONTACT_BOX_TEXT', {
  title: 'Contact the owner',
  loading: "Loading the owner's contact details...",
  call: (phone: string) => `Call ${phone}`,
  whatsApp: 'WhatsApp',
  email: 'Email the owner',
  noContact: 'The owner has not left a phone number or email.',
  signIn: 'Sign in to contact',
  /** The press that shows the owner's details; each new owner counts against the day's limit. */
  showNumber: 'Show phone number',
  /** What a WhatsApp chat or a mail to the owner opens with: which listing, and its link, so the owner knows at once. */
  contactMessage: (listingName: string, listingUrl: string) =>
    `Hello! I saw your listing "${listingName}" on Nivasa and would like to know more: ${listingUrl}`,
} as const);

export const OWNER_BOX_TEXT = catalogue('OWNER_BOX_TEXT', {
  title: 'Your listing',
  approvedHint: 'Everyone can find it in search.',
  pendingHint: 'Only you can see it until a moderator approves it.',
  disapprovedHint: 'Only you can see it. Edit it to send it for review again.',
  reason: (reason: string) => `Reason: ${reason}`,
  edit: 'Edit listing',
} as const);

export const SHARE_BUTTON_TEXT = catalogue('SHARE_BUTTON_TEXT', {
  share: 'Share',
  copyFailed: 'Could not copy the link. Copy it from the address bar.',
} as const);

export const LISTING_GALLERY_TEXT = catalogue('LISTING_GALLERY_TEXT', {
  coverPhoto: (name: string) => `${name}: cover photo`,
  photo: (name: string, position: number) => `${name}: photo ${position}`,
  noPhotos: (name: string) => `${name}: no photos yet`,
  photos: 'Photos',
  openPhoto: (position: number, count: number) => `Open photo ${position} of ${count} full screen`,
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  fullScreen: 'Full screen',
  choosePhoto: 'Choose a photo',
  showPhoto: (position: number) => `Show photo ${position}`,
  /** The full-screen viewer's. */
  photoOf: (name: string, position: number, count: number) => `${name}: photo ${position} of ${count}`,
  close: 'Close',
} as const);

export const LISTING_MESSAGE_TEXT = catalogue('LISTING_MESSAGE_TEXT', {
  searchListings: 'Search listings',
} as const);

export const LISTING_VIEW_TEXT = catalogue('LISTING_VIEW_TEXT', {
  notFoundDetail:
    "It may have been rented out and removed, or it is waiting for a moderator's approval. There are many more places to find in search.",
  failedDetail: 'The listing could not be loaded. Check your connection and try again.',
  brokenDetail: 'Please reload the page or try again later.',
} as const);
