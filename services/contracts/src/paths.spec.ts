import { confirmEmailPath, listingPath, PATHS, resetPasswordPath, searchPath, updateListingPath } from './paths';

describe('paths', () => {
  it('builds the addresses that hold a value, encoded', () => {
    expect(listingPath('665f1c2e9b1e8a0012345678')).toBe('/listing/665f1c2e9b1e8a0012345678');
    expect(updateListingPath('665f1c2e9b1e8a0012345678')).toBe('/update-listing/665f1c2e9b1e8a0012345678');
    expect(resetPasswordPath('a/b')).toBe('/reset-password/a%2Fb');
    expect(confirmEmailPath('tok_en-1')).toBe('/confirm-email/tok_en-1');
  });

  it('puts only the filters given in a search address', () => {
    expect(searchPath()).toBe('/search');
    expect(searchPath({ type: 'annex' })).toBe('/search?type=annex');
    expect(searchPath({ searchTerm: 'near the lake & hills', parking: true, minPrice: 5000, city: '' })).toBe(
      '/search?searchTerm=near%20the%20lake%20%26%20hills&parking=true&minPrice=5000',
    );
  });

  it('keeps the route table of the site', () => {
    expect(PATHS).toMatchObject({
      home: '/',
      signIn: '/sign-in',
      forgotPassword: '/forgotpassword',
      dashboardApprove: '/dashboard/dashboard-approve',
    });
    // Patterns match what the builders make.
    expect(PATHS.listingPattern.replace(':listingId', 'x')).toBe(listingPath('x'));
  });
});
