import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { isAppRoute, ROUTES } from '@portal/domain';

/** The router's own answer: does any route of the table match this address? */
const routerMatches = (pathname: string) => ROUTES.some((route) => matchPath(route.path, pathname) !== null);

describe('isAppRoute (the boot and the server decide with it)', () => {
  it('agrees with the router on every route and on addresses around them', () => {
    const addresses = ROUTES.flatMap((route) => {
      const filled = route.path.replace(/:[\w-]+/g, '42');
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/x`, `${filled}x`, filled.replace(/\/[^/]+$/, '')];
    });
    for (const address of [...addresses, '/', '/login', '/p/ABC123', '/procedures', '/users//edit', '/c%C3%A9u']) {
      expect(isAppRoute(address), address).toBe(routerMatches(address));
    }
  });
});
