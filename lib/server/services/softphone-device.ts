import 'server-only';
import { randomBytes } from 'node:crypto';
import { AppError } from '../http/errors';
import { logger } from '../logs/logger';
import { nsStatus, type NsClient, type NsDevice } from '../netsapiens';
import type { SipCredentials } from './account-xml';

/** One softphone device of a user: `<extension><device type letter>` (spec 001 §4), e.g. 101i. */
export type DeviceRef = { domain: string; user: string; device: string };

export const deviceName = (d: NsDevice) => d.aor_user || d.aor.replace(/^sips?:/, '').split('@')[0];

/**
 * Reads the user's devices and picks the named one. Read by user rather than by device name:
 * how the platform matches `device` (name or full aor) is not documented, `user` is.
 */
export async function findDevice(ns: NsClient, ref: DeviceRef): Promise<NsDevice | undefined> {
  const rows = await ns.devices.read({ domain: ref.domain, user: ref.user });
  return rows.find((d) => deviceName(d) === ref.device);
}

// 18 random bytes: 24 characters of [A-Za-z0-9_-], which every SIP stack accepts in a password.
const newSipPassword = () => randomBytes(18).toString('base64url');

/** The device, created on the platform with its own random SIP password when it is missing. */
export async function ensureDevice(ns: NsClient, ref: DeviceRef): Promise<NsDevice> {
  const existing = await findDevice(ns, ref);
  if (existing) return existing;
  try {
    await ns.devices.create({ ...ref, model: 'Softphone', authentication_key: newSipPassword() });
    logger.info({ event: 'provisioning_device_created', domain: ref.domain, device: ref.device }, 'Softphone device created');
  } catch (e) {
    // A second sign-in of the same user created it a moment ago: that one stands.
    if (nsStatus(e) !== 409) throw e;
  }
  // Read back rather than trusting what was sent: the platform's stored key is the one that registers.
  const made = await findDevice(ns, ref);
  if (!made) {
    throw new AppError('upstream_error', 'provisioning.deviceMissing', `The phone platform has no device ${ref.device} for this user.`);
  }
  return made;
}

/** The device's SIP credentials as the Account XML carries them. */
export function sipCredentials(d: NsDevice): SipCredentials {
  if (!d.authentication_key) {
    throw new AppError('upstream_error', 'provisioning.noSipPassword', 'The phone platform did not report the SIP password of the device.');
  }
  const username = deviceName(d);
  return { username, authUsername: d.auth_user && d.auth_user !== username ? d.auth_user : undefined, password: d.authentication_key };
}
