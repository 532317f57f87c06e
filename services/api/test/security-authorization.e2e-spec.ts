import { ACTORS, databaseContents, useWorld } from './support/actors';
import { registeredRoutes, routeKey } from './support/routes';
import { arrangeScene, caseName, ROUTE_CASES, ROUTE_WALK, sendCase, type Statuses } from './support/route-walk';

const WRITE = /^(POST|PUT|PATCH|DELETE) /;

describe('authorisation of every route: a visitor, a signed-in user, the owner and an admin', () => {
  const { app, world } = useWorld();

  it('has the table cover exactly the routes the app serves', () => {
    expect(Object.keys(ROUTE_WALK).sort()).toEqual(registeredRoutes(app()).map(routeKey).sort());
  });

  it.each(ROUTE_CASES.map(({ key, routeCase }) => [caseName(key, routeCase), key, routeCase] as const))(
    '%s answers each actor as the table says; a refused write changes nothing',
    async (_name, key, routeCase) => {
      const answered: Partial<Statuses> = {};
      const changedByRefusal: string[] = [];
      for (const actor of ACTORS) {
        const scene = await arrangeScene(world(), routeCase, actor);
        const refusedWrite = WRITE.test(key) && routeCase.expect[actor] >= 400;
        const before = refusedWrite ? await databaseContents(world()) : undefined;
        const response = await sendCase(world(), routeCase, actor, scene);
        answered[actor] = response.status;
        if (response.status >= 400) expect(response.body).toMatchObject({ success: false, statusCode: response.status });
        if (before !== undefined && before !== (await databaseContents(world()))) changedByRefusal.push(actor);
      }
      expect(answered).toEqual(routeCase.expect);
      expect(changedByRefusal).toEqual([]);
    },
  );
});
