// Which endpoints the server posts to, and which addresses it connects to (issue 52, decision 198).
import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup } from './address-guard.ts';
import { pushEndpoint } from './endpoint.ts';

const SERVICES = 'fcm.googleapis.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

describe('pushEndpoint', () => {
  it("takes the endpoints the four browsers' push services hand out", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABmZ2kT8e-x_Yo9Qk3Ud4',
      'https://web.push.apple.com/QGuQyavXutnMH7GGp1E2w6qJ3lTB0Ca6Lx1A2M6vDk4h',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAD%2bYpW7kQ%3d%3d',
    ])
      expect(pushEndpoint(endpoint, SERVICES)?.href, endpoint).toBe(endpoint);
  });

  it('refuses what one parser reads as another host, another port, or a non-canonical form', () => {
    for (const endpoint of [
      ...[';', '{', '}', '`', "'", '"', '|', '^', '<', ' '].map((c) => `https://127.0.0.1${c}.push.apple.com/push/x`),
      'https://fcm.googleapis.com/fcm/send/x;y',
      'https://fcm.googleapis.com/fcm/send/x#y',
      'https://fcm.googleapis.com:444/x',
      'https://fcm.googleapis.com:443/x',
      'https://Fcm.googleapis.com/x',
      'https://fcm.googleapis.com./x',
      'https://push.apple.com/x',
      'https://evilpush.apple.com/x',
      'https://1.2.3.4/x',
      'http://fcm.googleapis.com/x',
      'not a url',
    ])
      expect(pushEndpoint(endpoint, SERVICES), endpoint).toBeNull();
  });

  it('allows another port and a name on our own network only for PUSH_LOCAL_SERVICE', () => {
    expect(pushEndpoint('https://localhost:8443/push/a', SERVICES, 'localhost:8443')).not.toBeNull();
    expect(pushEndpoint('https://localhost:8444/push/a', SERVICES, 'localhost:8443')).toBeNull();
    expect(pushEndpoint('https://localhost/push/a', SERVICES, 'localhost:8443')).toBeNull();
  });
});

describe('the connection guard', () => {
  it('refuses loopback, private, link-local, shared, multicast and reserved addresses, mapped ones too', () => {
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['142.250.184.10', '17.253.144.10', '2a00:1450:4003:80b::200a', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('fails a lookup whose name resolves to this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });
});
