import { forgetAccountData } from '@nivasa/session/session-storage';
import { draftKey, readDraft, writeDraft } from './listing-draft';

test("the session's forgetting of an account's data, at sign-out and account deletion, removes its listing drafts", () => {
  const [newListing, edit] = [draftKey('user-1'), draftKey('user-1', 'listing-9')];
  writeDraft(newListing, { name: 'Room near campus', imageUrls: [] });
  writeDraft(edit, { description: 'A quiet room', imageUrls: [] });
  expect(readDraft(newListing)).toMatchObject({ name: 'Room near campus' });

  forgetAccountData();

  expect(readDraft(newListing)).toBeNull();
  expect(readDraft(edit)).toBeNull();
});
