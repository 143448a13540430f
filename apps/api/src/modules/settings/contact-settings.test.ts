import type { ContactSettings, PublicContact } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { getSettings } from './get-settings.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

describe('Ajustes › Contacto: the help contact customers see', () => {
  it('saves a Peruvian mobile as +519XXXXXXXX however it was typed, and the e-mail', async () => {
    const saved = await settingsCall(t, admin, 'PUT', '/contact', {
      whatsapp: '987 654 321',
      email: ' ayuda@cambix.pe ',
    });
    expect(saved.statusCode).toBe(200);
    expect(body<ContactSettings>(saved).data).toEqual({ whatsapp: '+51987654321', email: 'ayuda@cambix.pe' });
    expect(await getSettings(t.ctx, 'contact')).toEqual({
      whatsapp: '+51987654321',
      email: 'ayuda@cambix.pe',
    });
  });

  it('refuses a number that is not a Peruvian mobile and an e-mail that is not one, keeping what was saved', async () => {
    const before = await getSettings(t.ctx, 'contact');
    for (const whatsapp of ['+51 187654321', '+1 987654321', '98765432', '+5198765432a']) {
      const refused = await settingsCall(t, admin, 'PUT', '/contact', { whatsapp, email: 'ayuda@cambix.pe' });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).data).toEqual({
        fields: { whatsapp: 'Ingresa un celular peruano: +51 seguido de 9 dígitos que empiezan con 9.' },
      });
    }
    const badMail = await settingsCall(t, admin, 'PUT', '/contact', { whatsapp: '', email: 'ayuda@cambix' });
    expect(body(badMail).data).toEqual({ fields: { email: 'Ingresa un correo válido.' } });
    expect(await getSettings(t.ctx, 'contact')).toEqual(before);
  });

  it('is readable by anyone with the app key: the company and the contact, nothing else', async () => {
    const company = {
      name: 'Cambix S.A.C.',
      ruc: '20100047218',
      address: 'Av. Larco 1232, Miraflores',
      sbsRegistration: '',
    };
    await settingsCall(t, admin, 'PUT', '/company', company);
    await settingsCall(t, admin, 'PUT', '/contact', { whatsapp: '+51912345678', email: 'hola@cambix.pe' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/contact',
      headers: APP_KEY_HEADER,
    });
    expect(response.statusCode).toBe(200);
    expect(body<PublicContact>(response).data).toEqual({
      company,
      contact: { whatsapp: '+51912345678', email: 'hola@cambix.pe' },
    });
  });

  it('only Ajustes edit saves it', async () => {
    const refused = await settingsCall(t, await t.authAs('cliente'), 'PUT', '/contact', {
      whatsapp: '',
      email: '',
    });
    expect(refused.statusCode).toBe(403);
  });
});
