import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER } from './test/app-context';
import { renderApp } from './test/render-app';

describe('the admin pages', () => {
  it('tell a customer they are for admins, keep them signed in with their own menu, and ask for no admin data', async () => {
    const { context } = renderApp('/dashboard/audit', CUSTOMER);
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' }).textContent;
    expect(menu).toContain('My Orders');
    expect(menu).not.toContain('Make Admin');
    const adminQueries = context.queryClient
      .getQueryCache()
      .findAll({ queryKey: context.trpc.admin.pathKey() });
    expect(adminQueries).toEqual([]);
  });

  it('show an admin the audit log their route loaded, on the page the URL names', async () => {
    const { router } = renderApp('/dashboard/audit?page=2', ADMIN, ({ queryClient, trpc }) => {
      queryClient.setQueryData(trpc.admin.audit.list.queryKey({ page: 2, pageSize: 20 }), {
        items: [],
        total: 21,
      });
    });
    expect(await screen.findByText('No admin actions yet')).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByRole('navigation', { name: 'Dashboard' }).textContent).toContain('Make Admin');
  });
});
