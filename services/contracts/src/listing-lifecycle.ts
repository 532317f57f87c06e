/**
 * A listing's moderation states, and who may move it between them: the one table the API's
 * policies and repositories read, and the README's moderation table describes.
 */

/** New listings start pending; only an approved listing is public. */
export const LISTING_STATUS = { pending: 'pending', approved: 'approved', disapproved: 'disapproved' } as const;

export type ListingStatus = (typeof LISTING_STATUS)[keyof typeof LISTING_STATUS];

export const LISTING_STATUSES: readonly ListingStatus[] = Object.values(LISTING_STATUS);

/** The one status anyone may see. */
export const PUBLIC_LISTING_STATUS = LISTING_STATUS.approved;

export function isPublicStatus(status: ListingStatus | undefined): boolean {
  return status === PUBLIC_LISTING_STATUS;
}

/**
 * An owner's changes to a live listing wait as a revision while the approved version stays
 * public: pending until a moderator decides; disapproved (with the reason) until the owner edits again.
 */
export const REVISION_STATUS = { pending: 'pending', disapproved: 'disapproved' } as const;

export type RevisionStatus = (typeof REVISION_STATUS)[keyof typeof REVISION_STATUS];

export const REVISION_STATUSES: readonly RevisionStatus[] = Object.values(REVISION_STATUS);

/** Who acts on a listing: its owner, or an admin (also on listings that are not theirs). */
export type ListingRole = 'owner' | 'admin';

/** What happens to the listing's content and its waiting revision. */
export type ContentEffect =
  /** The listing's own content is replaced; a waiting revision is dropped. */
  | 'replace'
  /** The changes wait as a revision; the live content stays. */
  | 'revise'
  /** The waiting revision becomes the content. */
  | 'applyRevision'
  /** The waiting revision is refused; the live content stays. */
  | 'refuseRevision'
  | 'none';

export interface ListingTransition {
  /** The states it may start from. */
  from: readonly ListingStatus[];
  /** The state it ends in; null when the listing is gone, 'unchanged' when it keeps its state. */
  to: ListingStatus | 'unchanged' | null;
  by: readonly ListingRole[];
  content: ContentEffect;
  /** Whether it needs a revision waiting for review. */
  needsRevision?: true;
  /** Whether the listing stops being featured. */
  unfeatures?: true;
}

const { pending, approved, disapproved } = LISTING_STATUS;

/** Every transition, by name. `create` starts from no state. */
export const LISTING_TRANSITIONS = {
  create: { from: [], to: pending, by: ['owner'], content: 'replace' },
  /** An owner's edit of a listing that is not live yet: it waits for review as it is. */
  editDraft: { from: [pending, disapproved], to: pending, by: ['owner'], content: 'replace' },
  /** An owner's edit of a live listing: the approved version stays public, featured and rated. */
  editLive: { from: [approved], to: approved, by: ['owner'], content: 'revise' },
  /** An admin's edit (of anyone's listing) applies at once; another's is logged and its owner mailed. */
  editByAdmin: { from: [pending, approved, disapproved], to: 'unchanged', by: ['admin'], content: 'replace' },
  approve: { from: [pending, disapproved], to: approved, by: ['admin'], content: 'none' },
  disapprove: { from: [pending, approved], to: disapproved, by: ['admin'], content: 'none', unfeatures: true },
  approveChanges: { from: [approved], to: approved, by: ['admin'], content: 'applyRevision', needsRevision: true },
  disapproveChanges: { from: [approved], to: approved, by: ['admin'], content: 'refuseRevision', needsRevision: true },
  feature: { from: [approved], to: 'unchanged', by: ['admin'], content: 'none' },
  unfeature: { from: [pending, approved, disapproved], to: 'unchanged', by: ['admin'], content: 'none' },
  delete: { from: [pending, approved, disapproved], to: null, by: ['owner', 'admin'], content: 'none' },
} as const satisfies Record<string, ListingTransition>;

export type ListingTransitionName = keyof typeof LISTING_TRANSITIONS;

/** Whether the transition may start from the status. */
export function startsFrom(name: ListingTransitionName, status: ListingStatus): boolean {
  return (LISTING_TRANSITIONS[name].from as readonly ListingStatus[]).includes(status);
}

/** Whether the role may take the transition (from any state it starts from). */
export function mayTake(name: ListingTransitionName, role: ListingRole): boolean {
  return (LISTING_TRANSITIONS[name].by as readonly ListingRole[]).includes(role);
}

/** Which edit a role's change of a listing in `status` is. */
export function editOf(role: ListingRole, status: ListingStatus): 'editDraft' | 'editLive' | 'editByAdmin' {
  if (role === 'admin') return 'editByAdmin';
  return startsFrom('editLive', status) ? 'editLive' : 'editDraft';
}

/** One changed field of a revision: what the public sees now, and what the owner asks for. */
export interface RevisionChange<Field extends string = string> {
  field: Field;
  before: unknown;
  after: unknown;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between the live listing and the revision, in the revision's
 * order, compared whatever they are (a field added to the listing input is compared too).
 */
export function revisionChanges<Content extends object>(live: object, revision: Content): RevisionChange<Extract<keyof Content, string>>[] {
  const before = live as Partial<Content>;
  const fields = Object.keys(revision) as Extract<keyof Content, string>[];
  return fields
    .filter((field) => !sameValue(before[field], revision[field]))
    .map((field) => ({ field, before: before[field], after: revision[field] }));
}
