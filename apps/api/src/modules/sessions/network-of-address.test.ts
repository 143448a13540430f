import { describe, expect, it } from 'vitest';
import { networkOfAddress } from './network-of-address.ts';

describe('networkOfAddress', () => {
  it.each([
    ['190.237.14.201', '190.237.14.x', 'public'],
    ['10.1.2.3', '10.1.2.x', 'local'],
    ['172.16.0.1', '172.16.0.x', 'local'],
    ['172.32.0.1', '172.32.0.x', 'public'],
    ['192.168.1.20', '192.168.1.x', 'local'],
    ['127.0.0.1', '127.0.0.x', 'local'],
    ['169.254.10.1', '169.254.10.x', 'local'],
    ['::ffff:192.168.1.20', '192.168.1.x', 'local'],
    ['2800:200:e840:1234:5678:9abc:def0:1', '2800:200:e840:x:x:x:x:x', 'public'],
    ['fd12:3456:789a::1', 'fd12:3456:789a:x:x:x:x:x', 'local'],
    ['fe80::1', 'fe80:0:0:x:x:x:x:x', 'local'],
    ['::1', '0:0:0:x:x:x:x:x', 'local'],
  ])('%s is shown as %s (%s)', (address, shown, network) => {
    expect(networkOfAddress(address)).toEqual({ address: shown, network });
  });

  it('shows nothing for no address or one that is not an address', () => {
    expect(networkOfAddress(null)).toBeNull();
    expect(networkOfAddress('not-an-ip')).toBeNull();
  });
});
