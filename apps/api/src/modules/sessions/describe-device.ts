import Bowser from 'bowser';

/** A session's browser, system and kind of device, as a person reads them; null for what the agent does not tell. */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  deviceType: string | null;
}

const NOTHING: DeviceDescription = { browser: null, system: null, deviceType: null };

/** Major version only: "Chrome 131", not the build a person does not recognise. */
function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return NOTHING;
  const parsed = Bowser.parse(userAgent);
  const system = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : parsed.os.version ? ` ${parsed.os.version}` : ''}`
    : null;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    system,
    deviceType: parsed.platform.type ?? null,
  };
}
