/** The listing form's and My listings' texts (the shared ones are in @nivasa/ui/catalogues). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const LISTING_FORM_TEXT = catalogue('LISTING_FORM_TEXT', {
  placeSection: 'The place',
  roomsSection: 'Rooms',
  priceSection: 'Price',
  locationSection: 'Location',
  facilitiesSection: 'Facilities',
  imagesSection: 'Images',
  namePlaceholder: 'Bright single room near the University of Colombo',
  rulesLabel: 'Terms (optional)',
  rulesPlaceholder: 'House rules, deposit, notice period…',
  bedsHint: 'In each room.',
  rentLabel: 'Rent',
  priceLabel: 'Price',
  /** 'Rs. 1,000 to Rs. 10,000,000.': the amounts come written. */
  priceRange: (min: string, max: string) => `${min} to ${max}.`,
  districtPlaceholder: 'Choose a district',
  cityPlaceholder: 'Choose a town',
  cityBeforeDistrict: 'Choose a district first',
  waitingForImages: 'Waiting for the images to upload…',
} as const);

export const IMAGE_PICKER_TEXT = catalogue('IMAGE_PICKER_TEXT', {
  listLabel: 'Listing images',
  coverAlt: 'Cover image',
  imageAlt: (position: number) => `Image ${position}`,
  cover: 'Cover',
  moveLeft: (position: number) => `Move image ${position} left`,
  moveRight: (position: number) => `Move image ${position} right`,
  removeLabel: (position: number) => `Remove image ${position}`,
  remove: 'Remove',
  uploading: (fileName: string) => `Uploading ${fileName}`,
  pause: 'Pause',
  resume: 'Resume',
  pauseLabel: (fileName: string) => `Pause uploading ${fileName}`,
  resumeLabel: (fileName: string) => `Resume uploading ${fileName}`,
  paused: (percent: number) => `Paused at ${percent}%`,
  addImages: 'Add images',
  hint: (imagesMax: number, maxMegabytes: number) =>
    `Up to ${imagesMax} images, each under ${maxMegabytes} MB. The first one is the cover: move another to the front to change it.`,
} as const);

export const LISTING_EDITOR_TEXT = catalogue('LISTING_EDITOR_TEXT', {
  draftRestored: 'Draft restored',
  draftRestoredText: 'What you entered last time is back.',
  discardDraft: 'Discard draft',
} as const);

export const LISTING_FORM_FRAME_TEXT = catalogue('LISTING_FORM_FRAME_TEXT', {
  label: 'Listing details',
} as const);

export const MY_LISTINGS_LIST_TEXT = catalogue('MY_LISTINGS_LIST_TEXT', {
  listLabel: 'Your listings',
  createListing: 'Create a listing',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: (name: string) => `Delete “${name}”`,
  deleteListing: 'Delete listing',
  renewLabel: (name: string) => `Renew ${name}`,
  renew: 'Renew',
  expired: 'Expired',
  expiredHint: 'Expired listings do not show publicly. Renew to show it again.',
  expiresOn: (date: string) => `Expires on ${date}`,
} as const);

export const LISTING_PIN_TEXT = catalogue('LISTING_PIN_TEXT', {
  title: 'Where the place is',
  hint: 'Drag the pin to the place or tap the map. The arrow keys move the pin too.',
  mapLabel: "Map for the place's pin",
  pinLabel: 'Pin of the place. The arrow keys move it.',
  useTownCentre: "Use the town's centre",
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  showExact: 'Show the exact location',
  showExactHint: 'If not, the public sees a point moved by a few hundred metres.',
} as const);
