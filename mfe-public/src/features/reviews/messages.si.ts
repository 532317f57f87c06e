import type { Translation } from '@nivasa/contracts/languages';
import type { REVIEW_FORM_TEXT as REVIEW_FORM, REVIEW_ITEM_TEXT as REVIEW_ITEM, REVIEWS_SECTION_TEXT as REVIEWS_SECTION } from './messages';

export const REVIEWS_SECTION_TEXT: Translation<typeof REVIEWS_SECTION.en> = {
  title: 'සමාලෝචන',
  yourReview: 'ඔබේ සමාලෝචනය',
  signIn: 'පිවිසෙන්න',
  write: 'සමාලෝචනයක් ලියන්න',
  loadingForm: 'සමාලෝචන පෝරමය ලබා ගනිමින්...',
  loading: 'සමාලෝචන ලබා ගනිමින්...',
  listLabel: 'සමාලෝචන',
  showMore: 'තවත් පෙන්වන්න',
};

export const REVIEW_FORM_TEXT: Translation<typeof REVIEW_FORM.en> = {
  rating: 'ඔබේ ශ්‍රේණිගත කිරීම',
  ratingRequired: 'තරු 1 සිට 5 දක්වා තෝරන්න.',
  ratingWords: ['දුර්වලයි', 'සාමාන්‍යයි', 'හොඳයි', 'ඉතා හොඳයි', 'විශිෂ්ටයි'],
  comment: 'ඔබේ සමාලෝචනය',
  commentRequired: 'ස්ථානය ගැන වචන කිහිපයක් ලියන්න.',
  commentPlaceholder: 'එහි නැවතීම කොහොමද? ස්ථානය, අයිතිකරු, අවට පරිසරය...',
  post: 'සමාලෝචනය පළ කරන්න',
};

export const REVIEW_ITEM_TEXT: Translation<typeof REVIEW_ITEM.en> = {
  confirmDelete: 'මෙම සමාලෝචනය මකන්නද?',
  deleting: 'මකමින්...',
  yesDelete: 'ඔව්, මකන්න',
  delete: 'මකන්න',
};
