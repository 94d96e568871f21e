import { OPERATIONS } from '@lexicon/shared';
import { OTHER_ROUTE, routeLabeller } from '@lexicon/service-kit';

describe('the route label of the metrics', () => {
  const routeOf = routeLabeller();

  it('names every operation of the catalogue by its id, at its method and a filled-in path', () => {
    for (const operation of OPERATIONS) {
      const path = operation.path.replace(/:[A-Za-z_]+/g, 'x');
      expect(routeOf(operation.method, path)).toBe(operation.id);
    }
  });

  it('counts HEAD as GET, and anything the catalogue does not name as one value', () => {
    expect(routeOf('HEAD', '/api/v1/search/pattern')).toBe('searchPattern');
    expect(routeOf('POST', '/api/v1/search/pattern')).toBe(OTHER_ROUTE);
    expect(routeOf('GET', '/api/v1/word/en')).toBe(OTHER_ROUTE);
    expect(routeOf('GET', '/wp-admin/setup.php')).toBe(OTHER_ROUTE);
    expect(routeOf('GET', '/')).toBe(OTHER_ROUTE);
  });
});
