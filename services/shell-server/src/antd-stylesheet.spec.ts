import { antdStylesheet, antdStylesList, pageModules } from './antd-stylesheet';

const LIST = {
  '@nivasa/ui/antd': 'antd-styles/antd.34bec614ab.css',
  '@nivasa/ui/antd-fields': 'antd-styles/antd.ced127a503.css',
  '@nivasa/ui/antd @nivasa/ui/antd-fields': 'antd-styles/antd.31eb737d56.css',
};

describe("antd's stylesheet for a page", () => {
  it('is the file for the set of antd modules the page draws with first, whatever their order, among its other modules', () => {
    expect(antdStylesheet(['react', '@nivasa/ui/antd-fields', '@nivasa/ui/antd-texts', '@nivasa/ui/antd'], LIST)).toBe(
      '/antd-styles/antd.31eb737d56.css',
    );
    expect(antdStylesheet(['@nivasa/ui/antd', 'jotai'], LIST)).toBe('/antd-styles/antd.34bec614ab.css');
  });

  it('is none for a page without antd, and none where the build wrote no file for its set', () => {
    expect(antdStylesheet(['react', '@nivasa/ui/theme'], LIST)).toBeUndefined();
    expect(antdStylesheet(['@nivasa/ui/antd-fields', '@nivasa/ui/antd'], {})).toBeUndefined();
    // antd-display is in no file of this list: the page's antd parts are named by the list alone.
    expect(antdStylesheet(['@nivasa/ui/antd', '@nivasa/ui/antd-display'], LIST)).toBe('/antd-styles/antd.34bec614ab.css');
  });

  it("names a remote's page's modules from its page scripts, and @nivasa/ui/antd for the shell's own form pages", () => {
    expect(pageModules('/create-listing', { shared: ['@nivasa/ui/antd', 'react'] })).toEqual(['@nivasa/ui/antd', 'react']);
    expect(pageModules('/sign-in', undefined)).toEqual(['@nivasa/ui/antd']);
    expect(pageModules('/reset-password/abc123', undefined)).toEqual(['@nivasa/ui/antd']);
    expect(pageModules('/no-such-page', undefined)).toEqual([]);
  });

  it('reads the list from antd-styles.json, and nothing from a file that is not such a list', () => {
    expect(antdStylesList(JSON.stringify(LIST))).toEqual(LIST);
    expect(antdStylesList('{')).toEqual({});
    expect(antdStylesList(JSON.stringify({ '@nivasa/ui/antd': '../secrets.css' }))).toEqual({});
    expect(antdStylesList(JSON.stringify({ '@nivasa/ui/antd': 'antd-styles/a.css" onload="x' }))).toEqual({});
    expect(antdStylesList(JSON.stringify(['antd-styles/a.css']))).toEqual({});
  });
});
