import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      appKeys: ['cambix-web'],
    });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../data'));
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('names every bad value in one message', () => {
    try {
      loadConfig({ PORT: 'tres mil', DATABASE_URL: 'mysql://x', SEED_DEMO: 'quizas', JWT_SECRET: 'corta' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT: debe ser un número/);
      expect(problems).toMatch(/DATABASE_URL: debe ser una URL postgres/);
      expect(problems).toMatch(/SEED_DEMO: usa true o false/);
      expect(problems).toMatch(/JWT_SECRET: debe tener al menos 32 caracteres/);
    }
  });

  it('wants real secrets and the public URL in production, and seeds no demo there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET.*\n.*AUTH_PRIVATE_KEY.*\n.*APP_URL/s,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      AUTH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\n...',
      APP_URL: 'https://cambix.pe/',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.appUrl).toBe('https://cambix.pe');
  });

  it('sends receipts to the SUNAT simulator in development and nowhere by default elsewhere', () => {
    expect(loadConfig({}).receiptSender).toBe('simulator');
    expect(loadConfig({ NODE_ENV: 'test' }).receiptSender).toBe('local');
    expect(loadConfig({ NODE_ENV: 'development', RECEIPT_SENDER: 'local' }).receiptSender).toBe('local');
    expect(() => loadConfig({ RECEIPT_SENDER: 'ose' })).toThrow(
      /RECEIPT_SENDER: usa local, test, simulator o sunat/,
    );
  });

  it('wants billService and the usuario SOL for RECEIPT_SENDER=sunat, and the certificate with its key', () => {
    expect(() => loadConfig({ RECEIPT_SENDER: 'sunat' })).toThrow(
      /SUNAT_URL.*\n.*SUNAT_USER.*\n.*SUNAT_PASSWORD/s,
    );
    const sunat = {
      RECEIPT_SENDER: 'sunat',
      SUNAT_URL: 'https://e-beta.sunat.gob.pe/billService',
      SUNAT_USER: '20601234565MODDATOS',
      SUNAT_PASSWORD: 'moddatos',
    };
    expect(loadConfig(sunat).sunat).toEqual({
      url: sunat.SUNAT_URL,
      user: sunat.SUNAT_USER,
      password: 'moddatos',
    });
    expect(() => loadConfig({ ...sunat, SUNAT_CERTIFICATE: '-----BEGIN CERTIFICATE-----\n...' })).toThrow(
      /SUNAT_CERTIFICATE y SUNAT_PRIVATE_KEY: van juntos/,
    );
    const production = {
      ...sunat,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      AUTH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\n...',
      APP_URL: 'https://cambix.pe/',
    };
    expect(() => loadConfig(production)).toThrow(/SUNAT_CERTIFICATE: es obligatorio en producción/);
    const signed = loadConfig({
      ...production,
      SUNAT_CERTIFICATE: '-----BEGIN CERTIFICATE-----\n...',
      SUNAT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\n...',
    });
    expect(signed.sunatCertificate).toEqual({
      certificatePem: '-----BEGIN CERTIFICATE-----\n...',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\n...',
    });
  });

  it('trusts X-Forwarded-For only from the proxies listed, never from anyone or any N hops', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true confiaría en el X-Forwarded-For .*rangos CIDR de tus proxies \(por ejemplo 10\.0\.0\.0\/8/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: un número de proxies no comprueba/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.interno,10.0.0.1' })).toThrow(
      /TRUST_PROXY: "10\.0\.0\.0\/33", "proxy\.interno": no es una dirección IP ni un rango CIDR/,
    );
  });
});
