import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

/**
 * Issue 26, abuse controls: when a team workspace's sole owner erases their account, the workspace
 * goes to an editor first, else the earliest member, and never silently: the new owner is told.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const erase = async (who: Person) =>
  expect(
    (await t.call({ method: 'DELETE', url: '/api/account', cookie: who.cookie, payload: { password: 'a sound passphrase' } })).statusCode,
  ).toBe(200);
const rolesIn = async (workspaceId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
    ).map((m) => [m.userId, m.role]),
  );
const handOverNotices = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, 'workspaces.ownershipHandedOver')));

async function team(name: string, members: Array<[Person, 'owner' | 'editor' | 'viewer', number]>) {
  const [w] = await t.database.db.insert(workspaces).values({ name, kind: 'team' }).returning();
  await t.database.db
    .insert(workspaceMembers)
    .values(members.map(([p, role, minute]) => ({ workspaceId: w!.id, userId: p.id, role, joinedAt: at(minute) })));
  return w!.id;
}

describe("a team workspace's sole owner erasing their account", () => {
  it('hands it to an editor before an earlier viewer, and tells the editor', async () => {
    const founder = await signUp(t);
    const earlyViewer = await signUp(t);
    const editor = await signUp(t);
    const id = await team('Editor takes over', [
      [founder, 'owner', 0],
      [earlyViewer, 'viewer', 1],
      [editor, 'editor', 2],
    ]);
    await erase(founder);
    expect(await rolesIn(id)).toEqual({ [earlyViewer.id]: 'viewer', [editor.id]: 'owner' });
    const notices = await handOverNotices(editor.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'system', messageParams: { workspace: 'Editor takes over' } });
    expect(notices[0]!.title).toBe('You are now the owner of the workspace "Editor takes over"');
    expect(await handOverNotices(earlyViewer.id)).toHaveLength(0);
  });

  it('with only viewers left, makes the earliest one owner and never silently', async () => {
    const founder = await signUp(t);
    const first = await signUp(t);
    const second = await signUp(t);
    const id = await team('Viewers only', [
      [founder, 'owner', 0],
      [second, 'viewer', 5],
      [first, 'viewer', 3],
    ]);
    await erase(founder);
    expect(await rolesIn(id)).toEqual({ [first.id]: 'owner', [second.id]: 'viewer' });
    expect(await handOverNotices(first.id)).toHaveLength(1);
    expect(await handOverNotices(second.id)).toHaveLength(0);
  });

  it('tells no one when another owner stays', async () => {
    const founder = await signUp(t);
    const coOwner = await signUp(t);
    const id = await team('Two owners', [
      [founder, 'owner', 0],
      [coOwner, 'owner', 1],
    ]);
    await erase(founder);
    expect(await rolesIn(id)).toEqual({ [coOwner.id]: 'owner' });
    expect(await handOverNotices(coOwner.id)).toHaveLength(0);
  });
});
