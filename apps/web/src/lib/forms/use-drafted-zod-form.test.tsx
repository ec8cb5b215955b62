import { RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import type { RouterContext } from '../router-context';

/** The sign-in pages ask which providers the server has; there is no server here. */
function noGoogle({ queryClient, trpc }: RouterContext) {
  queryClient.setQueryData(trpc.auth.providers.queryKey(), { google: false });
}

const field = (name: RegExp) => screen.findByLabelText(name) as Promise<HTMLInputElement>;

/** The page mounted again at the same address, as when the router shows its pending screen over it for a moment. */
function remount(router: ReturnType<typeof renderApp>['router']) {
  cleanup();
  render(<RouterProvider router={router} />);
}

describe('the sign-in forms mounted again on the same page', () => {
  it('keep the email and password typed into the login form', async () => {
    const { router } = renderApp('/login?redirect=%2Fpurchase%2Fp-1', null, noGoogle);
    await userEvent.type(await field(/^Email/), 'ada@example.com');
    await userEvent.type(await field(/^Password/), 'secret-pass-1');
    remount(router);
    expect((await field(/^Email/)).value).toBe('ada@example.com');
    expect((await field(/^Password/)).value).toBe('secret-pass-1');
  });

  it('keep what was typed into the register form', async () => {
    const { router } = renderApp('/register', null, noGoogle);
    await userEvent.type(await field(/^Name/), 'Ada Lovelace');
    await userEvent.type(await field(/^Email/), 'ada@example.com');
    remount(router);
    expect((await field(/^Name/)).value).toBe('Ada Lovelace');
    expect((await field(/^Email/)).value).toBe('ada@example.com');
  });

  it('forget it once the user has left the page', async () => {
    const { router } = renderApp('/login', null, noGoogle);
    await userEvent.type(await field(/^Email/), 'ada@example.com');
    await userEvent.type(await field(/^Password/), 'secret-pass-1');
    await act(() => router.navigate({ to: '/register' }));
    await act(() => router.navigate({ to: '/login' }));
    expect((await field(/^Email/)).value).toBe('');
    expect((await field(/^Password/)).value).toBe('');
  });
});
