import { Article, PlaceholderNote } from '../features/content/components/article';

export function PrivacyPage() {
  return (
    <Article title="Privacy Policy" lead="What Nivasa keeps about you, why, and the choices you have.">
      <PlaceholderNote>
        This policy is placeholder text while the final version is prepared. It outlines how Nivasa intends to handle personal data.
      </PlaceholderNote>

      <h2>What we keep</h2>
      <p>
        Your username, email address, phone number and profile picture; the listings, favourites and reviews you add; and basic technical
        logs that keep the site secure.
      </p>

      <h2>Why we keep it</h2>
      <p>
        To run your account, to show your listings and reviews, and to let signed-in visitors contact you about a listing you posted. We do
        not sell personal data.
      </p>

      <h2>Cookies</h2>
      <p>
        A session cookie keeps you signed in. We ask for your consent before using any other cookies, and you can change your mind by
        clearing your browser’s site data.
      </p>

      <h2>Your choices</h2>
      <p>
        You can edit your details at any time and delete your account from the My account page, which removes your profile. Write to{' '}
        <a href="mailto:hello@nivasa.lk">hello@nivasa.lk</a> with any privacy question.
      </p>
    </Article>
  );
}
