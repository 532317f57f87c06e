import { ERROR_CODES, STATUS_ERROR_CODES } from '@nivasa/contracts/errors';
import { type Actor, ACTORS, clientOf, databaseContents, useWorld } from './support/actors';
import { registeredRoutes, routeKey } from './support/routes';
import { arrangeScene, caseName, ROUTE_CASES, ROUTE_WALK, sendCase } from './support/route-walk';

const WRITE = /^(POST|PUT|PATCH|DELETE) /;
/** The codes our own refusals name: every one in ERROR_CODES but the bare status fallbacks. */
const OWN_CODES = ERROR_CODES.filter((code) => !(STATUS_ERROR_CODES as readonly string[]).includes(code));

describe('authorisation of every route: a visitor, a signed-in user, the owner and an admin', () => {
  const { app, world } = useWorld();

  it('has the table cover exactly the routes the app serves', () => {
    expect(Object.keys(ROUTE_WALK).sort()).toEqual(registeredRoutes(app()).map(routeKey).sort());
  });

  // Before the walk, whose fresh listings would page the world's pending one out of the search.
  it('lists a pending listing to its owner and admins only', async () => {
    const { owner, pending } = world();
    // Per read and actor: whether the pending listing is in the answer, or the refusal's status.
    const expected: Record<string, Record<Actor, boolean | number>> = {
      '/api/listing/get': { visitor: false, user: false, owner: false, admin: false },
      '/api/listing/get?status=pending': { visitor: false, user: false, owner: false, admin: true },
      '/api/listing/home': { visitor: false, user: false, owner: false, admin: false },
      '/api/listing/sitemap': { visitor: false, user: false, owner: false, admin: false },
      [`/api/user/listings/${owner.user._id}`]: { visitor: 401, user: 403, owner: true, admin: true },
      '/api/listing/pending': { visitor: 401, user: 403, owner: 403, admin: true },
    };
    const seen: typeof expected = {};
    for (const path of Object.keys(expected)) {
      seen[path] = {} as Record<Actor, boolean | number>;
      for (const actor of ACTORS) {
        const response = await clientOf(app(), actor === 'visitor' ? undefined : world()[actor]).get(path);
        seen[path][actor] = response.status === 200 ? response.text.includes(pending._id) : response.status;
      }
    }
    expect(seen).toEqual(expected);
  });

  it.each(ROUTE_CASES.map(({ key, routeCase }) => [caseName(key, routeCase), key, routeCase] as const))(
    '%s answers each actor as the table says, each refusal with a code of its own; a refused write changes nothing',
    async (_name, key, routeCase) => {
      // The actors the table refuses go first, together, between two looks at the database; then the others.
      const refused = ACTORS.filter((actor) => routeCase.expect[actor] >= 400);
      const allowed = ACTORS.filter((actor) => routeCase.expect[actor] < 400);
      const send = async (actors: readonly Actor[]) => {
        const scenes = await Promise.all(actors.map((actor) => arrangeScene(world(), routeCase, actor)));
        return async () => Promise.all(actors.map((actor, index) => sendCase(world(), routeCase, actor, scenes[index]!)));
      };
      const sendRefused = await send(refused);
      const before = await databaseContents(world());
      const refusals = await sendRefused();
      const unchanged = !WRITE.test(key) || before === (await databaseContents(world()));
      const successes = await (await send(allowed))();

      const answered = Object.fromEntries([...refused, ...allowed].map((actor, index) => [actor, [...refusals, ...successes][index]!]));
      expect(Object.fromEntries(ACTORS.map((actor) => [actor, answered[actor]!.status]))).toEqual(routeCase.expect);
      // A HEAD's answer has no body, by HTTP: its status is its refusal.
      for (const response of key.startsWith('HEAD ') ? [] : refusals) {
        expect(response.body).toMatchObject({ success: false, statusCode: response.status });
        expect(OWN_CODES).toContain(response.body.code);
      }
      expect({ refused, unchanged }).toEqual({ refused, unchanged: true });
    },
  );
});
