import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { RUN_SETTINGS } from './run-settings';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** What a test types into My Profile's edit form, by field label. */
export const PROFILE = {
  Phone: '+880 1700 000000',
  Address: '12 Forge Lane, Dhaka',
  'LinkedIn URL': 'https://www.linkedin.com/in/test-buyer',
  Education: 'BSc Mechanical Engineering',
  NID: '1990123456789',
};

/** A customer nobody has registered yet: every test gets its own, so tests never depend on each other. */
export function newAccount(): Account {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name: `Test Buyer ${id}`, email: `e2e-${id}@example.com`, password: `pass-${id}` };
}

/** Registers through the API on a context of its own, so the browser under test stays signed out. */
export async function createAccount(request: APIRequestContext): Promise<Account> {
  const account = newAccount();
  const response = await request.post('/trpc/auth.register', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

/** The guards send a visitor to /login with the page they wanted as `redirect`. */
export async function expectLoginFor(page: Page, path: string) {
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
}

/** Fills and submits the register form of the page the browser is on. */
export async function registerWithForm(page: Page, account: Account) {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Fills and submits the login form of the page the browser is on. */
export async function logInWithForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Without SMTP_URL the server writes mail to DATA_DIR/mail: the newest reset link sent to `email`. */
export function readResetLink(email: string): Promise<string> {
  return readMailedLink(email, '/reset-password');
}

/** The newest email verification link sent to `email`. */
export function readVerificationLink(email: string): Promise<string> {
  return readMailedLink(email, '/verify-email');
}

/** A mail file's text with quoted-printable's soft line breaks and escaped "=" undone. */
const readMail = async (file: string) =>
  (await readFile(join(RUN_SETTINGS.mailDirectory, file), 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

/** The newest link to `path` (with its `?token=…`) in the mail written for `email`. */
export async function readMailedLink(email: string, path: string, token = '[a-z2-7]+'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=${token}`);
  let link: string | undefined;
  await expect(async () => {
    for (const file of (await readdir(RUN_SETTINGS.mailDirectory)).sort().reverse()) {
      const text = await readMail(file);
      if (!text.includes(`To: ${email}`)) continue;
      link = pattern.exec(text)?.[0];
      if (link) return;
    }
    throw new Error(`no mail with a ${path} link for ${email} yet`);
  }).toPass({ timeout: 10_000 });
  return link ?? '';
}

/** The mails written so far for `email` whose text contains `words` (quoted-printable soft breaks undone). */
export async function mailsTo(email: string, words: string): Promise<number> {
  let found = 0;
  for (const file of await readdir(RUN_SETTINGS.mailDirectory)) {
    const text = await readMail(file);
    if (text.includes(`To: ${email}`) && text.includes(words)) found += 1;
  }
  return found;
}
