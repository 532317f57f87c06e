import type { Listing } from '@nivasa/contracts/api';
import type { District } from '@nivasa/contracts/districts';

/**
 * Demo data for a first start: people and places that read like Sri Lanka's, in real
 * towns of their districts. The emails use example.com (reserved, never anyone's inbox),
 * the phone numbers are made up, and no account is an admin.
 */
export interface DemoUser {
  key: 'nimal' | 'tharushi' | 'rizwan' | 'kavitha';
  username: string;
  email: string;
  number: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'nimal', username: 'nimal.perera', email: 'nimal.perera@example.com', number: '0770000101' },
  { key: 'tharushi', username: 'tharushi.fernando', email: 'tharushi.fernando@example.com', number: '0710000202' },
  { key: 'rizwan', username: 'mohamed.rizwan', email: 'mohamed.rizwan@example.com', number: '0750000303' },
  { key: 'kavitha', username: 'kavitha.sivakumar', email: 'kavitha.sivakumar@example.com', number: '0760000404' },
];

/** Fields of a stored listing that the seed fills in itself: id, owner reference, image URLs, ratings, creation time. */
type AssignedListingFields = '_id' | 'userRef' | 'imageUrls' | 'rating' | 'numReviews' | 'createdAt';

/** A demo listing: the fields an owner fills in, plus whose it is, how many pictures and how old. */
export interface DemoListing extends Omit<Listing, AssignedListingFields | 'rules' | 'district'> {
  owner: DemoUser['key'];
  /** Absent for a listing without house rules. */
  rules?: string;
  district: District;
  /** How many pictures it gets, 1 to 3. */
  images: 1 | 2 | 3;
  /** Age of the listing in days, so 'recent' lists have an order. */
  daysAgo: number;
}

const STUDENT_RULES = 'No smoking or alcohol on the premises. Visitors until 8 pm. Electricity and water included.';
const FAMILY_RULES = 'Families preferred. Three months advance. No commercial use. Pets by arrangement.';
const HOLIDAY_RULES = 'Check-in after 2 pm, check-out by 11 am. No loud music after 10 pm. Breakfast on request.';

export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Single rooms
  {
    owner: 'nimal', type: 'singleroom', name: 'Furnished single room near University of Moratuwa',
    description: 'A bright room on the upper floor of a family home, a ten-minute walk from the Katubedda campus. Study table, wardrobe and a ceiling fan; shared bathroom with one other student. Buses to Colombo stop at the top of the lane.',
    rules: STUDENT_RULES, address: '42/3, Station Road, Katubedda', district: 'Colombo', city: 'Moratuwa',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 1, rent: 18_000, area: 140,
    parking: false, furnished: true, kitchen: false, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 3,
  },
  {
    owner: 'nimal', type: 'singleroom', name: 'Quiet single room for a working lady in Nugegoda',
    description: 'Self-contained room with an attached bathroom in a calm residential lane off Stanley Thilakaratne Mawatha. Kitchen access for light cooking, Wi-Fi included, and the Nugegoda supermarkets are a short walk away.',
    rules: 'Ladies only. Gate closes at 10 pm. One month advance.', address: '17, Pagoda Road', district: 'Colombo', city: 'Nugegoda',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 1, rent: 22_000, area: 160,
    parking: false, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 12,
  },
  {
    owner: 'tharushi', type: 'singleroom', name: 'Single room with attached bath in Kandy town',
    description: 'Room on the ground floor of a house on Peradeniya Road, close to the Kandy railway station and the clock tower bus stand. Suits an office worker or a trainee at the Teaching Hospital.',
    address: '88/1, Peradeniya Road', district: 'Kandy', city: 'Kandy',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 1, rent: 15_000, area: 130,
    parking: false, furnished: false, kitchen: false, hotwater: true, aircondition: false,
    status: 'pending', featured: false, images: 1, daysAgo: 1,
  },
  // Shared rooms
  {
    owner: 'tharushi', type: 'sharedroom', name: 'Shared room for two students near Peradeniya campus',
    description: 'A large room shared by two, with two beds, two study tables and a shared bathroom. Galaha junction and the university gate are a short walk; home-cooked rice and curry can be arranged.',
    rules: STUDENT_RULES, address: '5, Galaha Road, Peradeniya', district: 'Kandy', city: 'Peradeniya',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 2, rent: 9_000, area: 180,
    parking: false, furnished: true, kitchen: false, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 6,
  },
  {
    owner: 'nimal', type: 'sharedroom', name: 'Shared room in Malabe close to SLIIT',
    description: 'Room for two in a modern house five minutes from the SLIIT campus, with Wi-Fi, a washing machine and a shared kitchen. Rent is per person.',
    rules: STUDENT_RULES, address: '23, New Kandy Road', district: 'Colombo', city: 'Malabe',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 2, rent: 11_000, area: 200,
    parking: true, furnished: true, kitchen: true, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 18,
  },
  {
    owner: 'rizwan', type: 'sharedroom', name: 'Shared room for girls in Nallur, Jaffna',
    description: 'Safe shared room for two female students, walking distance to the University of Jaffna and the Nallur Kandaswamy temple. The owner family lives downstairs.',
    rules: 'Female students only. Gate closes at 8.30 pm.', address: '14, Temple Road', district: 'Jaffna', city: 'Nallur',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 2, rent: 7_500, area: 170,
    parking: false, furnished: true, kitchen: false, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 25,
  },
  // Hostels
  {
    owner: 'nimal', type: 'hostel', name: "Boys' hostel with meals near Kelaniya University",
    description: 'Hostel for male students, five minutes from the University of Kelaniya. Three meals a day, study hall, Wi-Fi and a warden on site. Rent is per bed.',
    rules: STUDENT_RULES, address: '102, Kandy Road, Dalugama', district: 'Gampaha', city: 'Kelaniya',
    rentType: 'monthly', bedrooms: 8, bathrooms: 4, beds: 3, rent: 14_000, area: 2400,
    parking: false, furnished: true, kitchen: true, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 9,
  },
  {
    owner: 'rizwan', type: 'hostel', name: "Girls' hostel in Kurunegala town with CCTV",
    description: 'Secure hostel for working women and students near the Kurunegala clock tower, with CCTV, a resident matron and a shared kitchen. Rent is per bed.',
    rules: 'Women only. Curfew 9 pm. Visitors in the lobby only.', address: '31, Colombo Road', district: 'Kurunegala', city: 'Kurunegala',
    rentType: 'monthly', bedrooms: 6, bathrooms: 3, beds: 2, rent: 12_500, area: 1800,
    parking: false, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 31,
  },
  {
    owner: 'tharushi', type: 'hostel', name: "Backpackers' hostel dorm bed in Ella",
    description: 'Dorm beds with lockers and a rooftop terrace looking at Ella Rock. Five minutes to the railway station, fifteen to the Nine Arch Bridge. Price per bed per night.',
    rules: 'Quiet hours from 11 pm. No outside alcohol.', address: 'Passara Road', district: 'Badulla', city: 'Ella',
    rentType: 'daily', bedrooms: 4, bathrooms: 3, beds: 6, rent: 3_500, area: 1500,
    parking: false, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: true, images: 3, daysAgo: 4,
  },
  // Apartments
  {
    owner: 'nimal', type: 'apartment', name: 'Sea-view two-bedroom apartment in Mount Lavinia',
    description: 'Eighth-floor apartment with a balcony facing the sea, two bedrooms with air conditioning, a fitted kitchen and one covered parking slot. Galle Road buses and the Mount Lavinia station are close.',
    rules: FAMILY_RULES, address: 'Unit 8B, 21 De Saram Road', district: 'Colombo', city: 'Dehiwala-Mount Lavinia',
    rentType: 'monthly', bedrooms: 2, bathrooms: 2, beds: 1, rent: 165_000, area: 1150,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: true,
    status: 'approved', featured: true, images: 3, daysAgo: 2,
  },
  {
    owner: 'nimal', type: 'apartment', name: 'Modern three-bedroom apartment in Rajagiriya',
    description: 'A new apartment in a complex with a pool, gym and 24-hour security, close to the Parliament road and Diyatha Uyana. Three air-conditioned bedrooms and a servant room.',
    rules: FAMILY_RULES, address: 'Tower A, 12/4 Obeysekera Crescent', district: 'Colombo', city: 'Rajagiriya',
    rentType: 'monthly', bedrooms: 3, bathrooms: 3, beds: 1, rent: 240_000, area: 1650,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: true,
    status: 'approved', featured: false, images: 2, daysAgo: 15,
  },
  {
    owner: 'nimal', type: 'apartment', name: 'Cosy one-bedroom apartment in Battaramulla',
    description: 'Compact unfurnished apartment near the Battaramulla junction and the government offices at Isurupaya, with a lift and a standby generator.',
    address: '4th Floor, 56 Pannipitiya Road', district: 'Colombo', city: 'Battaramulla',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 1, rent: 85_000, area: 620,
    parking: true, furnished: false, kitchen: true, hotwater: true, aircondition: false,
    status: 'pending', featured: false, images: 1, daysAgo: 0,
  },
  // Hotels
  {
    owner: 'kavitha', type: 'hotel', name: 'Boutique hotel room by the Galle Fort ramparts',
    description: 'A deluxe double room in a restored Dutch-era house inside Galle Fort, steps from the lighthouse and the ramparts. Breakfast on the verandah is included.',
    rules: HOLIDAY_RULES, address: '27, Church Street, Fort', district: 'Galle', city: 'Galle',
    rentType: 'daily', bedrooms: 1, bathrooms: 1, beds: 1, rent: 28_000, area: 380,
    parking: false, furnished: true, kitchen: false, hotwater: true, aircondition: true,
    status: 'approved', featured: true, images: 3, daysAgo: 5,
  },
  {
    owner: 'tharushi', type: 'hotel', name: 'Lake-view double room at a Kandy city hotel',
    description: 'Double room overlooking the Kandy Lake, a short walk to the Temple of the Tooth. Restaurant, room service and airport transfers on request.',
    rules: HOLIDAY_RULES, address: '9, Sangaraja Mawatha', district: 'Kandy', city: 'Kandy',
    rentType: 'daily', bedrooms: 1, bathrooms: 1, beds: 1, rent: 18_500, area: 320,
    parking: true, furnished: true, kitchen: false, hotwater: true, aircondition: true,
    status: 'approved', featured: false, images: 2, daysAgo: 20,
  },
  {
    owner: 'rizwan', type: 'hotel', name: 'Beachfront hotel room in Nilaveli',
    description: 'Sea-facing room on Nilaveli beach with boat trips to Pigeon Island from the hotel. Calm sea from May to September.',
    rules: HOLIDAY_RULES, address: 'Nilaveli Beach Road', district: 'Trincomalee', city: 'Nilaveli',
    rentType: 'daily', bedrooms: 1, bathrooms: 1, beds: 2, rent: 22_000, area: 350,
    parking: true, furnished: true, kitchen: false, hotwater: true, aircondition: true,
    status: 'approved', featured: false, images: 2, daysAgo: 27,
  },
  // Guest houses
  {
    owner: 'tharushi', type: 'guesthouse', name: 'Family-run guest house near Sigiriya rock',
    description: 'Four clean rooms in a village home with a view of the rock, home-cooked Sri Lankan breakfast and bicycles to borrow. The hosts arrange safaris to Minneriya.',
    rules: HOLIDAY_RULES, address: 'Inamaluwa Road', district: 'Matale', city: 'Sigiriya',
    rentType: 'daily', bedrooms: 4, bathrooms: 4, beds: 2, rent: 9_500, area: 1600,
    parking: true, furnished: true, kitchen: false, hotwater: true, aircondition: true,
    status: 'approved', featured: true, images: 3, daysAgo: 7,
  },
  {
    owner: 'tharushi', type: 'guesthouse', name: 'Guest house with tea estate views in Haputale',
    description: 'Cool-climate guest house on the edge of a tea estate, a drive from Lipton\'s Seat and Adisham Bungalow. Hot water, warm blankets and a log fire in the evenings.',
    rules: HOLIDAY_RULES, address: 'Temple Road', district: 'Badulla', city: 'Haputale',
    rentType: 'daily', bedrooms: 3, bathrooms: 3, beds: 2, rent: 8_000, area: 1300,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 22,
  },
  {
    owner: 'rizwan', type: 'guesthouse', name: 'Garden guest house in Anuradhapura sacred city',
    description: 'Quiet guest house among mango trees, a short cycle to the Ruwanwelisaya and Jaya Sri Maha Bodhi. Air-conditioned rooms and a shaded garden.',
    rules: HOLIDAY_RULES, address: '61, Harischandra Mawatha', district: 'Anuradhapura', city: 'Anuradhapura',
    rentType: 'daily', bedrooms: 3, bathrooms: 3, beds: 2, rent: 7_000, area: 1400,
    parking: true, furnished: true, kitchen: false, hotwater: false, aircondition: true,
    status: 'pending', featured: false, images: 2, daysAgo: 1,
  },
  // Annexes
  {
    owner: 'nimal', type: 'annex', name: 'Two-room annex with separate entrance in Maharagama',
    description: 'A bedroom, a living room, a pantry and a bathroom with its own gate, behind the owner\'s house. Close to the Maharagama junction and the High Level Road.',
    rules: FAMILY_RULES, address: '7/2, Old Road', district: 'Colombo', city: 'Maharagama',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 1, rent: 38_000, area: 520,
    parking: true, furnished: false, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 10,
  },
  {
    owner: 'nimal', type: 'annex', name: 'Newly built annex in Kadawatha for a small family',
    description: 'Two-bedroom annex on the first floor, separate stairway, tiled throughout. Five minutes from the Kadawatha expressway entrance.',
    rules: FAMILY_RULES, address: '118, Ganemulla Road', district: 'Gampaha', city: 'Kadawatha',
    rentType: 'monthly', bedrooms: 2, bathrooms: 1, beds: 1, rent: 32_000, area: 680,
    parking: true, furnished: false, kitchen: true, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 34,
  },
  {
    owner: 'kavitha', type: 'annex', name: 'Furnished annex near Karapitiya Teaching Hospital',
    description: 'A furnished annex for a doctor or nurse, five minutes from the Karapitiya hospital, with air conditioning and a small kitchen.',
    rules: 'Suits one or two professionals. Two months advance.', address: '15, Hirimbura Cross Road', district: 'Galle', city: 'Karapitiya',
    rentType: 'monthly', bedrooms: 1, bathrooms: 1, beds: 1, rent: 27_000, area: 450,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: true,
    status: 'approved', featured: false, images: 2, daysAgo: 16,
  },
  // Bungalows
  {
    owner: 'tharushi', type: 'bungalow', name: "Colonial planter's bungalow in Nuwara Eliya",
    description: 'A restored planter\'s bungalow with a fireplace, rose garden and a cook, ten minutes from Gregory Lake and the Victoria Park. Sleeps eight.',
    rules: HOLIDAY_RULES, address: 'Badulla Road', district: 'Nuwara Eliya', city: 'Nuwara Eliya',
    rentType: 'daily', bedrooms: 4, bathrooms: 3, beds: 2, rent: 45_000, area: 3200,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: true, images: 3, daysAgo: 8,
  },
  {
    owner: 'tharushi', type: 'bungalow', name: 'Riverside bungalow in Kitulgala',
    description: 'Bungalow on the bank of the Kelani river, with white-water rafting starting a few minutes upstream. Meals cooked by the caretaker.',
    rules: HOLIDAY_RULES, address: 'Avissawella-Hatton Road', district: 'Kegalle', city: 'Kitulgala',
    rentType: 'daily', bedrooms: 3, bathrooms: 2, beds: 2, rent: 32_000, area: 2100,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 29,
  },
  {
    owner: 'tharushi', type: 'bungalow', name: 'Hill-country bungalow in Bandarawela',
    description: 'Bungalow with a large lawn and views over the Uva hills, on the road to Ella. Three bedrooms, a dining room and a verandah for the misty mornings.',
    rules: HOLIDAY_RULES, address: 'Welimada Road', district: 'Badulla', city: 'Bandarawela',
    rentType: 'daily', bedrooms: 3, bathrooms: 2, beds: 2, rent: 26_000, area: 2300,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 40,
  },
  // Holiday houses
  {
    owner: 'kavitha', type: 'fullhouseholiday', name: 'Beach house for holidays in Mirissa',
    description: 'Three-bedroom house a minute from Mirissa beach, with a garden, outdoor shower and a cook. Whale-watching boats leave from the harbour nearby.',
    rules: HOLIDAY_RULES, address: 'Udupila Road', district: 'Matara', city: 'Mirissa',
    rentType: 'daily', bedrooms: 3, bathrooms: 3, beds: 2, rent: 38_000, area: 1900,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: true,
    status: 'approved', featured: true, images: 3, daysAgo: 2,
  },
  {
    owner: 'nimal', type: 'fullhouseholiday', name: 'Holiday house by the lagoon in Negombo',
    description: 'Whole house on the Negombo lagoon, twenty minutes from the airport: ideal for the first or last night of a trip. Fishing boats and fresh seafood at the market.',
    rules: HOLIDAY_RULES, address: 'Lewis Place', district: 'Gampaha', city: 'Negombo',
    rentType: 'daily', bedrooms: 2, bathrooms: 2, beds: 2, rent: 24_000, area: 1200,
    parking: true, furnished: true, kitchen: true, hotwater: true, aircondition: true,
    status: 'approved', featured: false, images: 2, daysAgo: 13,
  },
  {
    owner: 'rizwan', type: 'fullhouseholiday', name: 'Surf holiday house at Arugam Bay',
    description: 'Simple two-bedroom house a short walk to the Main Point surf break, with hammocks, a board rack and a shared kitchen. Best from April to October.',
    rules: HOLIDAY_RULES, address: 'Panama Road', district: 'Ampara', city: 'Arugam Bay',
    rentType: 'daily', bedrooms: 2, bathrooms: 1, beds: 2, rent: 19_000, area: 900,
    parking: true, furnished: true, kitchen: true, hotwater: false, aircondition: false,
    status: 'pending', featured: false, images: 2, daysAgo: 0,
  },
  // Houses for rent
  {
    owner: 'nimal', type: 'fullhouserent', name: 'Three-bedroom house for rent in Kiribathgoda',
    description: 'Single-storey house with a garden and a garage, in a quiet lane close to Kiribathgoda town and the Kandy Road. Good schools nearby.',
    rules: FAMILY_RULES, address: '45, Makola Road', district: 'Gampaha', city: 'Kiribathgoda',
    rentType: 'monthly', bedrooms: 3, bathrooms: 2, beds: 1, rent: 95_000, area: 1600,
    parking: true, furnished: false, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 11,
  },
  {
    owner: 'nimal', type: 'fullhouserent', name: 'Spacious two-storey house for rent in Piliyandala',
    description: 'Four bedrooms, two living areas, a pantry and a roof terrace, ten minutes from the Piliyandala town and the Southern Expressway at Kahathuduwa.',
    rules: FAMILY_RULES, address: '9, Suwarapola Road', district: 'Colombo', city: 'Piliyandala',
    rentType: 'monthly', bedrooms: 4, bathrooms: 3, beds: 1, rent: 120_000, area: 2400,
    parking: true, furnished: false, kitchen: true, hotwater: true, aircondition: true,
    status: 'approved', featured: false, images: 3, daysAgo: 19,
  },
  {
    owner: 'kavitha', type: 'fullhouserent', name: 'Family house for rent near Matara town',
    description: 'Two-bedroom house with a well, a mango tree and a garage, five minutes from the Matara bus stand and the Nilwala river.',
    rules: FAMILY_RULES, address: '32, Anagarika Dharmapala Mawatha', district: 'Matara', city: 'Matara',
    rentType: 'monthly', bedrooms: 2, bathrooms: 1, beds: 1, rent: 60_000, area: 1100,
    parking: true, furnished: false, kitchen: true, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 37,
  },
  // Houses for sale
  {
    owner: 'rizwan', type: 'fullhousesale', name: 'Single-storey house for sale in Kurunegala',
    description: 'Three-bedroom house on 12 perches with clear deeds, tiled floors, a garage and pipe-borne water, a few minutes from the Kurunegala town. Price negotiable.',
    address: '56, Negombo Road', district: 'Kurunegala', city: 'Kurunegala',
    bedrooms: 3, bathrooms: 2, beds: 1, rent: 9_500_000, area: 1450,
    parking: true, furnished: false, kitchen: true, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 2, daysAgo: 14,
  },
  {
    owner: 'rizwan', type: 'fullhousesale', name: 'Two-bedroom house for sale in Hingurakgoda',
    description: 'House on 20 perches of land with coconut trees, close to the Hingurakgoda hospital and the Minneriya road. Electricity and water connected.',
    address: 'Airport Road', district: 'Polonnaruwa', city: 'Hingurakgoda',
    bedrooms: 2, bathrooms: 1, beds: 1, rent: 7_200_000, area: 1050,
    parking: true, furnished: false, kitchen: true, hotwater: false, aircondition: false,
    status: 'approved', featured: false, images: 1, daysAgo: 26,
  },
  {
    owner: 'nimal', type: 'fullhousesale', name: 'Brand-new house for sale in Horana',
    description: 'Newly built two-storey house on 8 perches, with a solar panel system and a car porch, fifteen minutes from the Southern Expressway interchange. Bank loans can be arranged.',
    address: '14, Panadura Road', district: 'Kalutara', city: 'Horana',
    bedrooms: 3, bathrooms: 2, beds: 1, rent: 9_800_000, area: 1700,
    parking: true, furnished: false, kitchen: true, hotwater: true, aircondition: false,
    status: 'approved', featured: true, images: 3, daysAgo: 5,
  },
];
