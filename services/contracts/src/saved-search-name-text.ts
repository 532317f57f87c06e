/**
 * Saved searches (issue 20): the parts of a saved search's readable name, apart from the API's
 * answers so that a page which names a search (the Save this search dialog) loads these alone.
 */
/**
 * The parts of a saved search's name when its user gives none: 'Annexes in Wellawatte under
 * Rs. 40,000'. Each language puts the parts in its own order (`name`); a part not asked for is ''.
 */
export const SAVED_SEARCH_NAME_TEXT = {
  anyType: 'Places',
  matching: (term: string) => ` matching “${term}”`,
  inPlace: (place: string) => ` in ${place}`,
  nearPlace: (place: string) => ` near ${place}`,
  nearPoint: ' near a point on the map',
  inArea: ' in an area on the map',
  under: (price: string) => ` under ${price}`,
  over: (price: string) => ` over ${price}`,
  between: (min: string, max: string) => ` from ${min} to ${max}`,
  name: (what: string, matching: string, where: string, price: string) => `${what}${matching}${where}${price}`,
} as const;
