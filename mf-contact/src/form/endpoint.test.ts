import { endpointFor } from './endpoint';

describe('the address the message form posts to', () => {
  it.each([
    ['the build (dist), composed', '%REMOTE_ORIGIN%/', '%REMOTE_ORIGIN%/api/messages'],
    ['a release, composed', '%REMOTE_ORIGIN%/releases/3f9c2a1b7d40/', '%REMOTE_ORIGIN%/api/messages'],
    ['the build, in the browser', 'https://contact.example.in/', 'https://contact.example.in/api/messages'],
    ['a release, in the browser', 'https://contact.example.in/releases/3f9c2a1b7d40/', 'https://contact.example.in/api/messages'],
    ['a release made live again by a rollback, on a port', 'http://localhost:3004/releases/a71e0c55b2e9/', 'http://localhost:3004/api/messages'],
  ])('%s: the contact service at the root of the remote origin', (_, publicPath, endpoint) => {
    expect(endpointFor(publicPath)).toBe(endpoint);
  });

  it.each([['no bundler', undefined], ['a relative public path', '/releases/abc/'], ['auto', 'auto']])('%s: none (the form offers WhatsApp and e-mail)', (_, publicPath) => {
    expect(endpointFor(publicPath)).toBe('');
  });
});
