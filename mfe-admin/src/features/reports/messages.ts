/** The reports queue's texts; Sinhala and Tamil in messages.si.ts and messages.ta.ts. The reasons' names are the contracts'. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const REPORTS_QUEUE_TEXT = catalogue('REPORTS_QUEUE_TEXT', {
  intro: 'Listings with open reports, the most reported first. Three fraud reports hide a listing until you decide.',
  loading: 'Loading the reports…',
  none: 'No open reports.',
  noneHint: 'Listings that users report are listed here.',
  reports: 'Reports',
  fraudReports: 'Fraud reports',
  owner: 'Owner',
  hidden: 'Hidden until you decide',
  ownerBlocked: 'Owner blocked',
  noDetails: 'No details given.',
  reasonLabel: 'Reason mailed to the owner (optional)',
  dismiss: 'Dismiss',
  takeDown: 'Take down',
  blockOwner: 'Block owner',
  confirmBlock: 'Block this owner? All their listings leave the site and they are signed out.',
  failedAction: 'The decision',
} as const);
