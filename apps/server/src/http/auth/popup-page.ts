import { createHash } from 'node:crypto';
import { AUTH_BROADCAST_CHANNEL, type AuthBroadcastMessage, STORE_NAME } from '@partsmith/contracts';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../shared/escape-html';

// Fixed text, so the page's CSP can allow exactly this script by its hash; the message travels in a data attribute.
const SCRIPT = `new BroadcastChannel(${JSON.stringify(AUTH_BROADCAST_CHANNEL)}).postMessage(JSON.parse(document.body.dataset.message));
window.close();`;
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

/**
 * The page the Google popup (sign-in, or connecting Google from My Profile) ends on: it tells the app's windows the
 * outcome over a BroadcastChannel and closes.
 * COOP `unsafe-none` here, because the trip through the provider already cut the popup from its opener.
 */
export function sendPopupPage(reply: FastifyReply, message: AuthBroadcastMessage) {
  const text = 'message' in message ? message.message : 'You are signed in. You can close this window.';
  return reply
    .status(message.ok ? 200 : 400)
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .header('cross-origin-opener-policy', 'unsafe-none')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${STORE_NAME}: Google sign-in</title></head>` +
        `<body data-message="${escapeHtml(JSON.stringify(message))}"><p>${escapeHtml(text)}</p>` +
        `<script>${SCRIPT}</script></body></html>`,
    );
}
