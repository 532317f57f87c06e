import { SAVED_SEARCH_LIMITS } from './limits';
import { savedSearchNameOf } from './saved-search-name';

describe('a saved search’s name made from its filters', () => {
  it('names the type, the town and the price, as people say it, in each language', () => {
    const filters = { type: 'annex', district: 'Colombo', city: 'Wellawatte', maxPrice: 40_000 } as const;
    expect(savedSearchNameOf(filters, 'en')).toBe('Annexes in Wellawatte under Rs. 40,000');
    expect(savedSearchNameOf(filters, 'si')).toBe('වැල්ලවත්ත ප්‍රදේශයේ රු. 40,000ට අඩු ඇනෙක්සි');
    expect(savedSearchNameOf(filters, 'ta')).toBe('வெள்ளவத்தை பகுதியில் ரூ. 40,000க்குக் குறைவான அனெக்ஸ்கள்');
  });

  it('says places for any type, the district without a town, and a price range', () => {
    expect(savedSearchNameOf({ district: 'Kandy', minPrice: 10_000, maxPrice: 25_000 }, 'en')).toBe(
      'Places in Kandy from Rs. 10,000 to Rs. 25,000',
    );
    expect(savedSearchNameOf({ district: 'Kandy', minPrice: 10_000 }, 'si')).toBe('මහනුවර ප්‍රදේශයේ රු. 10,000ට වැඩි ස්ථාන');
  });

  it('names the words searched, a place of the gazetteer, a point and a drawn area', () => {
    expect(savedSearchNameOf({ searchTerm: 'sea view', type: 'apartment' }, 'en')).toBe('Apartments matching “sea view”');
    expect(savedSearchNameOf({ near: 'university-of-moratuwa', radiusKm: 5 }, 'en', 'University of Moratuwa')).toBe(
      'Places near University of Moratuwa',
    );
    expect(savedSearchNameOf({ lat: 6.9, lng: 79.86 }, 'en')).toBe('Places near a point on the map');
    expect(savedSearchNameOf({ polygon: '79.85,6.85;79.9,6.85;79.9,6.9' }, 'ta')).toBe('வரைபடத்தில் ஒரு பகுதியில் இடங்கள்');
  });

  it('keeps a long name within the limit', () => {
    const name = savedSearchNameOf({ searchTerm: 'quiet '.repeat(20).trim() }, 'en');
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_LIMITS.nameMaxLength);
    expect(name.endsWith('…')).toBe(true);
  });
});
