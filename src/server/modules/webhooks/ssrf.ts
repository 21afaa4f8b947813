import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { hostAllowed, type WebhookUrlRefusal } from '../../../domain/developer/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The SSRF guard (issue 24, ADR 0041). A webhook may reach only public addresses: not private (10/8,
 * 172.16/12, 192.168/16, fc00::/7), shared (100.64/10), loopback (127/8, ::1), link-local (169.254/16 with
 * the cloud metadata address, fe80::/10), unspecified (0.0.0.0/8, ::), multicast or reserved. A host on
 * WEBHOOK_ALLOWED_HOSTS (host[:port]) is the admin's exception, and may use plain http.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an address is one a webhook must never reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6') || /^::ffff:/i.test(address);
  return true;
}

export type Resolve = (host: string) => Promise<Array<{ address: string; family: number }>>;
export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

export interface CheckedUrl {
  url: URL;
  host: string;
  port: number;
  /** The admin allowed this host: no address check. */
  allowed: boolean;
}

const refuse = (reason: WebhookUrlRefusal) => new AppError('WEBHOOK_URL_REFUSED', { reason });

/** The URL's form: http(s) only, https unless the host is allowed, no credentials. Throws WEBHOOK_URL_REFUSED. */
export function checkUrlForm(raw: string, allowedHosts: readonly string[]): CheckedUrl {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('invalid_url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('scheme');
  if (url.username || url.password) throw refuse('credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const allowed = hostAllowed(allowedHosts, host, port);
  if (url.protocol === 'http:' && !allowed) throw refuse('https_required');
  return { url, host, port, allowed };
}

/**
 * Resolves the host and returns the address to connect to; every address it resolves to must be
 * public (a name with one private address among public ones is refused: the next lookup may pick it).
 */
export async function resolveSafe(checked: CheckedUrl, resolve: Resolve): Promise<{ address: string; family: number }> {
  if (isIP(checked.host)) {
    if (!checked.allowed && isForbiddenAddress(checked.host)) throw refuse('forbidden_address');
    return { address: checked.host, family: isIP(checked.host) };
  }
  let found: Array<{ address: string; family: number }>;
  try {
    found = await resolve(checked.host);
  } catch {
    throw refuse('unresolvable');
  }
  if (found.length === 0) throw refuse('unresolvable');
  if (!checked.allowed) {
    const bad = found.find((a) => isForbiddenAddress(a.address));
    if (bad) throw refuse('forbidden_address');
  }
  return found[0]!;
}

/** The whole check at creation and on every change of URL. */
export async function checkWebhookUrl(raw: string, allowedHosts: readonly string[], resolve: Resolve): Promise<CheckedUrl> {
  const checked = checkUrlForm(raw, allowedHosts);
  await resolveSafe(checked, resolve);
  return checked;
}
