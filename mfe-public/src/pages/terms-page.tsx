import { Article, PlaceholderNote } from '../features/content/components/article';

export function TermsPage() {
  return (
    <Article title="Terms of Use" lead="The rules for using Nivasa, whether you are looking for a place or listing one.">
      <PlaceholderNote>
        These terms are placeholder text while the final version is prepared. They describe how Nivasa intends to work but are not yet a
        binding agreement.
      </PlaceholderNote>

      <h2>1. Using Nivasa</h2>
      <p>
        You may browse listings without an account. To post a listing, save favourites, write reviews or see an owner’s contact details you
        need an account, and you are responsible for keeping your password safe.
      </p>

      <h2>2. Listings</h2>
      <p>
        Owners must describe their place honestly, use their own photos and state the full rent in Sri Lankan rupees. Nivasa reviews each
        listing before it is published and may decline, hide or remove any listing.
      </p>

      <h2>3. Agreements between renters and owners</h2>
      <p>
        Nivasa helps renters and owners find each other. Any rental or sale agreement is between those two parties; Nivasa is not a party to
        it and does not handle payments.
      </p>

      <h2>4. Reviews</h2>
      <p>
        Reviews must describe a real experience of the place. You cannot review your own listings, and we may remove reviews that are
        abusive or off-topic.
      </p>

      <h2>5. Changes</h2>
      <p>We may update these terms. We will show the date of the latest change on this page.</p>
    </Article>
  );
}
