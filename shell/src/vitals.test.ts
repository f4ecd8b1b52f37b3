import { VITALS_PATH } from './vitals';

// The beacon's address is the endpoint's (the browser's code cannot import the server's, see eslint.config.mjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const endpoint = require('../server/vitals') as { VITALS_PATH: string };

it('sends the beacon where the servers take it', () => {
  expect(VITALS_PATH).toBe(endpoint.VITALS_PATH);
});
