import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@partsmith/contracts';
import {
  auditLog,
  catalogueVersion,
  categories,
  categoryAttributes,
  productSpecifications,
  products,
} from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../test/audit';
import { insertProduct } from '../../test/factories';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const word = () => randomUUID().slice(0, 8);

async function adminApi() {
  const admin = await signedInAccount(t, 'admin');
  return { admin, api: trpcAs(t.app, admin.bearer).admin.categories };
}

/** Every row the categories screen can write, and the catalogue version: unchanged by any refusal. */
async function snapshot() {
  const [cats, attributes, values, audits, version] = await Promise.all([
    db().select().from(categories).orderBy(categories.id),
    db().select().from(categoryAttributes).orderBy(categoryAttributes.id),
    db().select({ n: count() }).from(productSpecifications),
    db().select({ n: count() }).from(auditLog),
    db().select().from(catalogueVersion),
  ]);
  return { cats, attributes, values, audits, version };
}

const version = async () => (await db().select().from(catalogueVersion))[0]?.version;

describe('categories, as an admin', () => {
  it('creates, renames, moves and removes categories, each change audited and bumping the catalogue', async () => {
    const { admin, api } = await adminApi();
    const w = word();
    const start = await version();
    const top = await api.create.mutate({ name: `Fasteners ${w}` });
    expect(top).toMatchObject({ slug: `fasteners-${w}`, parentId: null, partCount: 0, attributes: [] });
    expect(Number(await version())).toBeGreaterThan(Number(start));

    const nuts = await api.create.mutate({ name: 'Nuts', slug: `nuts-${w}`, parentId: top.id });
    const bolts = await api.create.mutate({ name: 'Bolts', slug: `bolts-${w}`, parentId: top.id });
    expect([nuts.position, bolts.position]).toEqual([0, 1]);

    const renamed = await api.rename.mutate({ id: nuts.id, name: 'Hex nuts', slug: `hex-nuts-${w}` });
    expect(renamed).toMatchObject({ name: 'Hex nuts', slug: `hex-nuts-${w}` });
    const menu = await trpcAs(t.app).catalog.categories.query();
    expect(menu.find((c) => c.slug === top.slug)?.children.map((c) => c.name)).toEqual(['Hex nuts', 'Bolts']);

    await api.move.mutate({ id: bolts.id, parentId: top.id, position: 0 });
    let tree = await api.list.query();
    expect(tree.find((c) => c.id === top.id)?.children.map((c) => c.name)).toEqual(['Bolts', 'Hex nuts']);

    await api.move.mutate({ id: nuts.id, parentId: null, position: 0 });
    tree = await api.list.query();
    expect(tree[0]).toMatchObject({ id: nuts.id, parentId: null });
    expect(tree.find((c) => c.id === top.id)?.children.map((c) => c.id)).toEqual([bolts.id]);

    await api.remove.mutate({ id: nuts.id });
    expect((await api.list.query()).some((c) => c.id === nuts.id)).toBe(false);
    expect((await auditEntriesOf(t, nuts.id)).map((e) => e.action).sort()).toEqual([
      'category.create',
      'category.move',
      'category.remove',
      'category.rename',
    ]);
    expect((await auditEntriesOf(t, top.id))[0]).toMatchObject({ actorId: admin.id });
    expect((await auditEntriesOf(t, nuts.id)).find((e) => e.action === 'category.rename')).toMatchObject({
      before: { name: 'Nuts', slug: `nuts-${w}` },
      after: { name: 'Hex nuts', slug: `hex-nuts-${w}` },
    });
  });

  it('shows a renamed category in the catalogue read model at once: the sitemap lists its new address', async () => {
    const { api } = await adminApi();
    const w = word();
    const top = await api.create.mutate({ name: `Clamps ${w}` });
    const child = await api.create.mutate({ name: 'Vices', slug: `vices-${w}`, parentId: top.id });
    await insertProduct(db(), { categoryId: child.id });
    const sitemap = async () => (await t.app.inject('/sitemap.xml')).body;
    expect(await sitemap()).toContain(`/parts/category/vices-${w}<`);

    await api.rename.mutate({ id: child.id, name: 'Bench vices', slug: `bench-vices-${w}` });
    const after = await sitemap();
    expect(after).toContain(`/parts/category/bench-vices-${w}<`);
    expect(after).not.toContain(`/parts/category/vices-${w}<`);
  });

  it('refuses what would break the tree or its addresses, and writes nothing', async () => {
    const { api } = await adminApi();
    const w = word();
    const top = await api.create.mutate({ name: `Tools ${w}` });
    const other = await api.create.mutate({ name: `Other ${w}` });
    const child = await api.create.mutate({ name: 'Child', slug: `child-${w}`, parentId: top.id });
    await insertProduct(db(), { categoryId: child.id });
    const deleted = await insertProduct(db(), { categoryId: other.id, deletedAt: new Date() });
    const before = await snapshot();

    const refusals = await Promise.all([
      expectRefusal(api.create.mutate({ name: 'Again', slug: top.slug })),
      expectRefusal(api.create.mutate({ name: 'Deep', slug: `deep-${w}`, parentId: child.id })),
      expectRefusal(api.create.mutate({ name: '!!!' })),
      expectRefusal(api.create.mutate({ name: 'Bad', slug: 'Not A Slug!' })),
      expectRefusal(api.create.mutate({ name: 'Lost', parentId: randomUUID() })),
      expectRefusal(api.rename.mutate({ id: child.id, name: 'Child', slug: other.slug })),
      expectRefusal(api.move.mutate({ id: top.id, parentId: other.id, position: 0 })),
      expectRefusal(api.move.mutate({ id: other.id, parentId: child.id, position: 0 })),
      expectRefusal(api.move.mutate({ id: other.id, parentId: other.id, position: 0 })),
      expectRefusal(api.remove.mutate({ id: top.id })),
      expectRefusal(api.remove.mutate({ id: child.id })),
    ]);
    expect(refusals.map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 409, message: MESSAGES.categorySlugTaken(top.slug) },
      { status: 400, message: MESSAGES.categoryParentNotTop },
      { status: 400, message: MESSAGES.categorySlugInvalid },
      { status: 400, message: MESSAGES.categorySlugInvalid },
      { status: 404, message: MESSAGES.categoryNotFound },
      { status: 409, message: MESSAGES.categorySlugTaken(other.slug) },
      { status: 400, message: MESSAGES.categoryParentHasChildren(1) },
      { status: 400, message: MESSAGES.categoryParentNotTop },
      { status: 400, message: MESSAGES.categoryUnderItself },
      { status: 409, message: MESSAGES.categoryRemoveHasChildren(1) },
      { status: 409, message: 'This category still holds 1 part: move or delete them first' },
    ]);
    expect(await snapshot()).toEqual(before);

    // A deleted part does not hold its category: it lets go of it when the category goes.
    await api.remove.mutate({ id: other.id });
    const [gone] = await db().select().from(products).where(eq(products.id, deleted.id));
    expect(gone?.categoryId).toBeNull();
  });

  it('is for admins only', async () => {
    const customer = await signedInAccount(t);
    const before = await snapshot();
    const api = trpcAs(t.app, customer.bearer).admin.categories;
    expect((await expectRefusal(api.create.mutate({ name: `Mine ${word()}` }))).status).toBe(403);
    expect((await expectRefusal(api.list.query())).status).toBe(403);
    expect((await expectRefusal(trpcAs(t.app).admin.categories.list.query())).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('attributes, as an admin', () => {
  it('adds, renames, reorders and removes a category’s attributes, each change audited', async () => {
    const { api } = await adminApi();
    const w = word();
    const start = Number(await version());
    const top = await api.create.mutate({ name: `Bearings ${w}` });
    const bore = await api.addAttribute.mutate({
      categoryId: top.id,
      name: 'Bore',
      kind: 'number',
      unit: 'mm',
    });
    expect(bore).toMatchObject({ key: 'bore', kind: 'number', unit: 'mm', position: 0 });
    const seal = await api.addAttribute.mutate({
      categoryId: top.id,
      name: 'Seal',
      key: 'seal-type',
      kind: 'choice',
    });
    const sealed = await api.addAttribute.mutate({
      categoryId: top.id,
      name: 'Sealed',
      kind: 'boolean',
      unit: '',
    });
    expect(sealed).toMatchObject({ key: 'sealed', unit: null, position: 2 });

    const renamed = await api.renameAttribute.mutate({ id: bore.id, name: 'Bore diameter', unit: 'in' });
    expect(renamed).toMatchObject({ key: 'bore', name: 'Bore diameter', unit: 'in', kind: 'number' });

    await api.reorderAttributes.mutate({ categoryId: top.id, attributeIds: [sealed.id, bore.id, seal.id] });
    const listed = (await api.list.query()).find((c) => c.id === top.id);
    expect(listed?.attributes.map((a) => a.key)).toEqual(['sealed', 'bore', 'seal-type']);

    await api.removeAttribute.mutate({ id: seal.id });
    expect((await api.list.query()).find((c) => c.id === top.id)?.attributes.map((a) => a.key)).toEqual([
      'sealed',
      'bore',
    ]);
    expect((await auditEntriesOf(t, bore.id)).map((e) => e.action).sort()).toEqual([
      'categoryAttribute.create',
      'categoryAttribute.rename',
    ]);
    expect((await auditEntriesOf(t, seal.id)).map((e) => e.action)).toContain('categoryAttribute.remove');
    expect((await auditEntriesOf(t, top.id)).map((e) => e.action)).toContain('categoryAttribute.reorder');
    // Seven writes, each its own transaction: the catalogue version went up once for each.
    expect(Number(await version())).toBe(start + 7);
  });

  it('refuses keys twice on a line, units that do not fit, and attributes parts use; writes nothing', async () => {
    const { api } = await adminApi();
    const w = word();
    const top = await api.create.mutate({ name: `Springs ${w}` });
    const child = await api.create.mutate({ name: 'Coil', slug: `coil-${w}`, parentId: top.id });
    const other = await api.create.mutate({ name: `Loose ${w}` });
    const wire = await api.addAttribute.mutate({
      categoryId: top.id,
      name: 'Wire',
      kind: 'number',
      unit: 'mm',
    });
    const finish = await api.addAttribute.mutate({ categoryId: child.id, name: 'Finish', kind: 'choice' });
    await api.addAttribute.mutate({ categoryId: other.id, name: 'Wire', kind: 'choice' });
    const part = await insertProduct(db(), { categoryId: child.id });
    await db()
      .insert(productSpecifications)
      .values([
        { productId: part.id, attributeId: wire.id, numberValue: 2 },
        { productId: part.id, attributeId: finish.id, choiceValue: 'zinc' },
      ]);
    const before = await snapshot();

    const refusals = await Promise.all([
      expectRefusal(
        api.addAttribute.mutate({ categoryId: child.id, name: 'Wire', kind: 'number', unit: 'mm' }),
      ),
      expectRefusal(api.addAttribute.mutate({ categoryId: top.id, name: 'Finish', kind: 'choice' })),
      expectRefusal(api.addAttribute.mutate({ categoryId: top.id, name: 'Length', kind: 'number' })),
      expectRefusal(
        api.addAttribute.mutate({ categoryId: top.id, name: 'Plated', kind: 'boolean', unit: 'mm' }),
      ),
      expectRefusal(
        api.addAttribute.mutate({ categoryId: top.id, name: 'Odd', key: 'Not ok', kind: 'choice' }),
      ),
      expectRefusal(api.renameAttribute.mutate({ id: wire.id, name: 'Wire' })),
      expectRefusal(api.renameAttribute.mutate({ id: finish.id, name: 'Finish', unit: 'mm' })),
      expectRefusal(api.removeAttribute.mutate({ id: wire.id })),
      expectRefusal(api.reorderAttributes.mutate({ categoryId: top.id, attributeIds: [] })),
      expectRefusal(api.move.mutate({ id: child.id, parentId: null, position: 0 })),
      expectRefusal(api.move.mutate({ id: other.id, parentId: top.id, position: 0 })),
      expectRefusal(api.removeAttribute.mutate({ id: randomUUID() })),
    ]);
    expect(refusals.map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 409, message: MESSAGES.attributeKeyTaken('wire', top.name) },
      { status: 409, message: MESSAGES.attributeKeyTaken('finish', 'Coil') },
      { status: 400, message: MESSAGES.attributeUnitRequired },
      { status: 400, message: MESSAGES.attributeUnitForbidden },
      { status: 400, message: MESSAGES.attributeKeyInvalid },
      { status: 400, message: MESSAGES.attributeUnitRequired },
      { status: 400, message: MESSAGES.attributeUnitForbidden },
      {
        status: 409,
        message:
          '1 part has a value for this attribute: clear them first (removing an attribute never deletes part values)',
      },
      { status: 409, message: MESSAGES.attributesOrderStale },
      { status: 409, message: MESSAGES.categoryMoveKeepsValues(1) },
      { status: 409, message: MESSAGES.attributeKeyTaken('wire', top.name) },
      { status: 404, message: MESSAGES.attributeNotFound },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('removes a category with its attributes once its only parts are deleted ones', async () => {
    const { api } = await adminApi();
    const top = await api.create.mutate({ name: `Gone ${word()}` });
    const grade = await api.addAttribute.mutate({ categoryId: top.id, name: 'Grade', kind: 'choice' });
    const part = await insertProduct(db(), { categoryId: top.id, deletedAt: new Date() });
    await db()
      .insert(productSpecifications)
      .values({ productId: part.id, attributeId: grade.id, choiceValue: 'A2' });

    await api.remove.mutate({ id: top.id });
    expect(await db().select().from(categoryAttributes).where(eq(categoryAttributes.id, grade.id))).toEqual(
      [],
    );
    expect(await db().select().from(categories).where(eq(categories.id, top.id))).toEqual([]);
  });
});
