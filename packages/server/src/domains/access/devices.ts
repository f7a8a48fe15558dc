import UAParser from 'ua-parser-js';
import type { Schemas } from '../../lib/contract.js';

export type SessionDevice = Schemas['SessionDevice'];

/** The longest user agent kept with a session (the rest says nothing a person needs). */
export const USER_AGENT_MAX = 500;

const clip = (text: string | undefined) => (text ? text.slice(0, 100) : null);

/**
 * What a user agent says of the device a session signed in from, for the person who sees their sessions: its kind,
 * the browser and its major version, the operating system, and a phone's or tablet's maker and model.
 */
export function deviceOf(userAgent: string | null): SessionDevice {
  if (!userAgent) return { kind: 'other', browser: null, os: null, model: null };
  const ua = new UAParser(userAgent).getResult();
  const browser = ua.browser.name ? [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') : null;
  const os = ua.os.name ? [ua.os.name, ua.os.version].filter(Boolean).join(' ') : null;
  const model = [ua.device.vendor, ua.device.model].filter(Boolean).join(' ') || null;
  const type = ua.device.type;
  const kind: SessionDevice['kind'] =
    type === 'mobile' || type === 'tablet' ? type : browser || os ? 'desktop' : 'other';
  return {
    kind,
    browser: clip(browser ?? undefined),
    os: clip(os ?? undefined),
    model: clip(model ?? undefined),
  };
}
