import { REMOTE_PINS_ID } from 'shared-content/tooling/fragment/names';
import { takeBeaconReports } from './beaconReports';
import { watchScriptErrors } from './scriptErrors';

const aboutFolder = 'https://about.example.in/releases/abc123/';

it("reports a remote whose release's script threw an error nothing caught, by its file or its stack, once per page view, and none for a file of no remote", () => {
  const pins = { about: { entry: `${aboutFolder}remoteEntry.js`, integrity: 'sha384-x' }, home: { entry: 'https://home.example.in/releases/def456/remoteEntry.js', integrity: 'sha384-y' } };
  document.body.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins)}</script>`;
  watchScriptErrors();
  window.dispatchEvent(new ErrorEvent('error', { filename: `${aboutFolder}123.js`, message: 'boom' }));
  window.dispatchEvent(new ErrorEvent('error', { filename: `${aboutFolder}123.js`, message: 'again' }));
  expect(takeBeaconReports().scriptErrors).toEqual(['about']);
  const thrown = new Error('boom');
  thrown.stack = `TypeError: boom\n    at onClick (${aboutFolder}456.js:1:200)`;
  window.dispatchEvent(new ErrorEvent('error', { filename: 'https://www.example.in/main.js', error: thrown }));
  expect(takeBeaconReports().scriptErrors).toEqual(['about']);
  window.dispatchEvent(new ErrorEvent('error', { filename: 'https://elsewhere.example.com/tracker.js', message: 'not ours' }));
  expect(takeBeaconReports().scriptErrors).toEqual([]);
});
