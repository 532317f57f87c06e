import { Link } from '@nivasa/ui/router';
import { LISTING_TYPES, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { PATHS } from '@nivasa/contracts/paths';
import { Article } from '../features/content/components/article';

export function AboutPage() {
  return (
    <Article
      title="About Nivasa"
      lead="Nivasa is a listing site for places to stay and homes to buy in Sri Lanka, built so that finding a room is as easy as posting one."
    >
      <h2>What Nivasa is</h2>
      <p>
        Nivasa (from the Sinhala for “homes”) brings together rooms, hostels, annexes, bungalows and whole houses from across the island’s
        districts in one place. Students looking for a boarding place near campus, professionals moving to Colombo for work, families
        planning a holiday up-country and buyers looking for a house all search the same listings.
      </p>
      <p>We list these kinds of places:</p>
      <ul>
        {LISTING_TYPES.map((type) => (
          <li key={type}>{LISTING_TYPE_TEXT[type].categoryLabel}</li>
        ))}
      </ul>

      <h2>For renters and buyers</h2>
      <p>
        Search by town, district, type of place, price and facilities such as parking, a kitchen, hot water or air conditioning. Save places
        to your favourites, read reviews from people who stayed there, and, once signed in, call or email the owner directly. Nivasa does
        not take a booking fee: you agree terms with the owner.
      </p>

      <h2>For property owners</h2>
      <p>
        Anyone with a place to rent or sell can <Link to={PATHS.createListing}>add it for free</Link>: a few photos, the rent and the rent
        basis (daily, weekly or monthly), the facilities and your house rules. You can edit or remove your listings at any time from your
        account.
      </p>

      <h2>Prices in rupees</h2>
      <p>
        Every price on Nivasa is in Sri Lankan rupees and shown as, for example, Rs. 25,000 / monthly. Houses for sale show their asking
        price.
      </p>

      <h2>Checked before they go live</h2>
      <p>
        Every new listing waits for a member of our team to review it before it appears in search. We look for real photos, a clear
        description and a fair price, and we take down listings that are reported as misleading. Our team also picks featured places to show
        on the home page.
      </p>

      <h2>Talk to us</h2>
      <p>
        Questions, feedback or a listing that looks wrong? Write to <a href="mailto:hello@nivasa.lk">hello@nivasa.lk</a> or call{' '}
        <a href="tel:+94112345678">+94 11 234 5678</a>.
      </p>
    </Article>
  );
}
