import { registeredCatalogues, translations } from './catalogue';
import { translationGaps } from './catalogue-parity';

describe('translated catalogues', () => {
  it("loads a language once, for all of a module's catalogues, and only when asked", async () => {
    const loads: string[] = [];
    const catalogue = translations({
      si: async () => {
        loads.push('si');
        return { GREETING: { hello: 'ආයුබෝවන්', welcome: (name: string) => `${name}, සාදරයෙන් පිළිගනිමු` }, FAREWELL: { bye: 'ගිහින් එන්නම්' } };
      },
      ta: async () => {
        loads.push('ta');
        return { GREETING: { hello: 'வணக்கம்', welcome: (name: string) => `${name}, வருக` }, FAREWELL: { bye: 'போய் வருகிறேன்' } };
      },
    });
    const greeting = catalogue('GREETING', { hello: 'Hello', welcome: (name: string) => `Welcome, ${name}` });
    const farewell = catalogue('FAREWELL', { bye: 'Goodbye' });

    expect(greeting.loaded('en')?.hello).toBe('Hello');
    expect(greeting.loaded('si')).toBeUndefined();
    expect(loads).toEqual([]);

    const [sinhala, sinhalaFarewell] = await Promise.all([greeting.load('si'), farewell.load('si')]);
    expect(sinhala.welcome('Nimal')).toBe('Nimal, සාදරයෙන් පිළිගනිමු');
    expect(sinhalaFarewell.bye).toBe('ගිහින් එන්නම්');
    expect(greeting.loaded('si')).toBe(sinhala);
    expect(loads).toEqual(['si']);
    expect(await translationGaps(greeting)).toEqual([]);
    expect(registeredCatalogues()).toEqual(expect.arrayContaining([greeting, farewell]));
  });

  it('shows English when a language cannot be loaded (offline), and asks again on the next page', async () => {
    let attempts = 0;
    const catalogue = translations({
      si: async () => {
        attempts += 1;
        throw new Error('offline');
      },
      ta: async () => ({}),
    });
    const first = catalogue('FIRST', { title: 'Title' });
    const second = catalogue('SECOND', { title: 'Other' });
    expect((await first.load('si')).title).toBe('Title');
    expect((await second.load('si')).title).toBe('Other');
    expect(attempts).toBe(2);
  });

  it('finds every gap a translation leaves: keys, parameters, lists', async () => {
    const catalogue = translations({
      si: async () => ({
        BROKEN: { title: 'මාතෘකාව', extra: 'අමතර', count: () => 'ගණන', welcome: (_name: string) => 'සාදරයෙන්', items: ['එක'] },
      }),
      ta: async () => ({}),
    });
    const broken = catalogue('BROKEN', {
      title: 'Title',
      missing: 'Missing',
      count: (count: string) => `${count} items`,
      welcome: (name: string) => `Welcome, ${name}`,
      items: ['one', 'two'],
    });
    expect(await translationGaps(broken)).toEqual([
      'si BROKEN.extra: not in English',
      'si BROKEN.missing: not a text',
      'si BROKEN.count: takes 0 parameters, English 1',
      'si BROKEN.welcome: leaves out parameter 1',
      'si BROKEN.items: not a list of 2',
      'ta BROKEN: no translation',
    ]);
  });

  it('passes a function of a date English formats, and reports one that fails whatever it is given', async () => {
    const dayOf = (date: string) => date.slice(8, 10);
    const catalogue = translations({
      si: async () => ({ DAYS: { from: (date: string) => `${dayOf(date)} සිට` } }),
      ta: async () => ({
        DAYS: {
          from: (_date: string): string => {
            throw new Error('no day');
          },
        },
      }),
    });
    const days = catalogue('DAYS', { from: (date: string) => `From ${dayOf(date)}` });
    expect(await translationGaps(days)).toEqual(['ta DAYS.from: fails: no day']);
  });
});
