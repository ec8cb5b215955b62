import { describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, createTestContext } from '../test/app-context';
import { knownUser, setSignedInUser } from './user-session';

describe('the signed-in user', () => {
  it('is unknown until users.me has answered', () => {
    expect(knownUser(createTestContext())).toBeUndefined();
  });

  it('changes in place, and what the previous user saw goes while the public catalogue stays', () => {
    const context = createTestContext();
    const { queryClient, trpc } = context;
    setSignedInUser(context, ADMIN);
    queryClient.setQueryData(trpc.catalog.list.queryKey(), []);
    const noOrders = {
      items: [],
      nextCursor: null,
      previousCursor: null,
      firstSerial: 1,
      total: 0,
      totalCapped: false,
    };
    queryClient.setQueryData(trpc.orders.mine.queryKey({}), noOrders);
    queryClient.setQueryData(trpc.reviews.list.queryKey(), []);
    queryClient.setQueryData(trpc.reviews.mine.queryKey(), { canReview: true, review: null });

    setSignedInUser(context, CUSTOMER);

    expect(knownUser(context)).toEqual(CUSTOMER);
    expect(queryClient.getQueryData(trpc.catalog.list.queryKey())).toEqual([]);
    expect(queryClient.getQueryState(trpc.orders.mine.queryKey({}))).toBeUndefined();
    expect(queryClient.getQueryData(trpc.reviews.list.queryKey())).toEqual([]);
    expect(queryClient.getQueryState(trpc.reviews.mine.queryKey())).toBeUndefined();
  });

  it('resets the cart, which follows the browser across a sign-in, instead of dropping it', () => {
    const context = createTestContext();
    const { queryClient, trpc } = context;
    setSignedInUser(context, null);
    queryClient.setQueryData(trpc.cart.count.queryKey(), { itemCount: 3 });

    setSignedInUser(context, CUSTOMER);

    const count = queryClient.getQueryState(trpc.cart.count.queryKey());
    expect(count).toBeDefined();
    expect(queryClient.getQueryData(trpc.cart.count.queryKey())).toBeUndefined();
  });

  it('is null after signing out', () => {
    const context = createTestContext();
    setSignedInUser(context, CUSTOMER);
    setSignedInUser(context, null);
    expect(knownUser(context)).toBeNull();
  });
});
