import { searchPath, type SearchFilters } from './paths';
import { parseSearchFilters, searchApiPath, sortValueOf } from './search-url';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));
const queryOf = (path: string) => path.slice(path.indexOf('?') + 1);

const everyFilter: SearchFilters = {
  searchTerm: 'near campus & lake',
  type: 'annex',
  parking: true,
  furnished: true,
  kitchen: true,
  hotwater: true,
  aircondition: true,
  district: 'Kandy',
  city: 'Peradeniya',
  rentType: 'monthly',
  minPrice: 10000,
  maxPrice: 60000,
  availableBy: '2027-01-15',
  sort: 'rent',
  order: 'asc',
};

test('every filter survives the address: searchPath, then parse, gives the same filters', () => {
  const path = searchPath(everyFilter);

  expect(path.startsWith('/search?searchTerm=near%20campus%20%26%20lake&type=annex&parking=true')).toBe(true);
  expect(parse(queryOf(path))).toEqual(everyFilter);
});

test('a parsed address is canonical: written back, it is the same address', () => {
  const messy = 'maxPrice=5000&zz=1&type=hostel&order=asc&sort=createdAt&district=Galle&furnished=true';
  const once = searchPath(parse(messy));

  expect(once).toBe('/search?type=hostel&furnished=true&district=Galle&maxPrice=5000&sort=createdAt&order=asc');
  expect(searchPath(parse(queryOf(once)))).toBe(once);
});

test("every parameter an address may hold is read the same way, in the search query's order", () => {
  const shuffled = new URLSearchParams(
    Object.entries(everyFilter)
      .reverse()
      .map(([name, value]): [string, string] => [name, String(value)]),
  );
  expect(Object.keys(parseSearchFilters(shuffled))).toEqual(Object.keys(everyFilter));
  expect(parse('availableBy=2027-02-30&kitchen=false')).toEqual({});
  expect(parse('featured=true&startIndex=9&limit=3&status=pending')).toEqual({});
});

test('no parameters: no filters, and the plain search address', () => {
  expect(parse('')).toEqual({});
  expect(searchPath(parse(''))).toBe('/search');
});

test('junk values are left out, and the sensible rest is kept', () => {
  expect(
    parse(
      'type=castle&rentType=hourly&district=Atlantis&city=Peradeniya&parking=yes&kitchen=false&minPrice=-5&maxPrice=1e6&sort=name&order=desc&utm_source=whatsapp',
    ),
  ).toEqual({});
  expect(parse('minPrice=12abc&maxPrice=%2050')).toEqual({});
  expect(parse('type[$ne]=annex&type=annex')).toEqual({ type: 'annex' });
});

test('a town is kept only with its own district; a rent basis never with a house for sale', () => {
  expect(parse('district=Galle&city=Peradeniya')).toEqual({ district: 'Galle' });
  expect(parse('city=Peradeniya')).toEqual({});
  expect(parse('district=Kandy&city=Peradeniya')).toEqual({ district: 'Kandy', city: 'Peradeniya' });
  expect(parse('type=fullhousesale&rentType=monthly')).toEqual({ type: 'fullhousesale' });
  expect(parse('type=hostel&rentType=weekly')).toEqual({ type: 'hostel', rentType: 'weekly' });
});

test('the search term is trimmed and cut to the longest the API takes; blank is none', () => {
  expect(parse('searchTerm=%20%20pool%20')).toEqual({ searchTerm: 'pool' });
  expect(parse('searchTerm=%20%20')).toEqual({});
  expect(parse(`searchTerm=${'a'.repeat(150)}`).searchTerm).toHaveLength(100);
});

test('sort: Latest is the default and left out; an order alone or a sort alone', () => {
  expect(parse('sort=createdAt&order=desc')).toEqual({});
  expect(parse('sort=rent')).toEqual({ sort: 'rent', order: 'desc' });
  expect(parse('order=asc')).toEqual({});
  expect(sortValueOf(parse('sort=rent&order=desc'))).toBe('rent-desc');
  expect(sortValueOf({})).toBe('createdAt-desc');
});

test('around a place: its centre and radius kept, Nearest first needing no order and dropped without a centre', () => {
  expect(parse('near=university-of-moratuwa&radiusKm=5&sort=distance')).toEqual({
    near: 'university-of-moratuwa',
    radiusKm: 5,
    sort: 'distance',
    order: 'asc',
  });
  expect(sortValueOf(parse('near=university-of-moratuwa&sort=distance'))).toBe('distance-asc');
  expect(parse('sort=distance&type=annex')).toEqual({ type: 'annex' });
  expect(parse('near=Not%20An%20Id&sort=distance')).toEqual({});
});

test('the API path carries the filters, then the page', () => {
  expect(searchApiPath({ type: 'annex', district: 'Kandy', parking: true }, 0)).toBe(
    '/api/listing/get?type=annex&district=Kandy&parking=true&startIndex=0&limit=9',
  );
  expect(searchApiPath({ searchTerm: 'sea view' }, 18)).toBe('/api/listing/get?searchTerm=sea%20view&startIndex=18&limit=9');
});
