import { describe, expect, it } from 'vitest';
import { payoutForm } from './pay-out-order.ts';

describe('payoutForm', () => {
  it('carries the operation number, trimmed, and the chosen image itself under "voucher"', async () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7])], 'transferencia.jpg', {
      type: 'image/jpeg',
    });
    const form = payoutForm(image, '  99001 ');
    expect(form.get('operationNumber')).toBe('99001');
    const voucher = form.get('voucher');
    expect(voucher).toBeInstanceOf(File);
    const file = voucher as File;
    expect(file.name).toBe('transferencia.jpg');
    expect(file.type).toBe('image/jpeg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0, 7]);
  });
});
