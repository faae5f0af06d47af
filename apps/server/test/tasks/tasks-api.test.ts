import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useTestWorld } from '../databases.ts';
import { caller, signInTeam } from '../calendar/team.ts';

// 03:30 UTC on 10 March is still 9 March in Detroit: "today" for overdue is the team's date.
const NOW = new Date('2025-03-10T03:30:00.000Z');

// Every test starts from the signed-in team and no tasks, and makes the tasks it needs.
describe.each(engines)('tasks API on %s', (engine) => {
  const t = useTestWorld(engine, { now: () => NOW, settings: { REGISTER_MAX_PER_ADDRESS: '50' } }, signInTeam);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const as = caller(t);
  const count = async () => Number((await t.database.query<{ n: string }>('select count(*) as n from tasks'))[0]!.n);

  beforeAll(() => {
    team = t.given;
  });

  it('keeps signed-out visitors and public accounts out of every call', async () => {
    expect((await as(null)('GET', '/api/tasks')).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', '/api/tasks'],
      ['GET', '/api/tasks/assignees'],
      ['POST', '/api/tasks', { title: 'x' }],
      ['POST', '/api/tasks', {}],
      ['PUT', '/api/tasks/1', { title: 'x' }],
      ['PATCH', '/api/tasks/1/complete', { completed: true }],
      ['DELETE', '/api/tasks/1'],
    ] as const) {
      expect((await as(team.fan)(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it.each([
    [{}, 'title'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ title: 'Wire the arm', priority: 'urgent' }, 'priority'],
    [{ title: 'Wire the arm', due_date: '2025-02-30' }, 'due_date'],
    [{ title: 'Wire the arm', assigned_to: 'bob' }, 'assigned_to'],
  ])('answers 400 naming the field for %j and stores nothing', async (body, field) => {
    const res = await as(team.alice)('POST', '/api/tasks', body);
    expect([res.statusCode, res.json().field]).toEqual([400, field]);
    expect(await count()).toBe(0);
  });

  it('lets members create tasks for themselves or nobody, and only administrators assign others', async () => {
    const mine = await as(team.alice)('POST', '/api/tasks', {
      title: 'Order bearings',
      assigned_to: team.alice.id,
      due_date: '2025-03-08',
      priority: 'high',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      title: 'Order bearings',
      assigned_to: team.alice.id,
      assignee_username: 'alice',
      creator_username: 'alice',
      priority: 'high',
      completed: false,
      is_overdue: true,
      can_edit: true,
      can_toggle: true,
    });
    const open = await as(team.alice)('POST', '/api/tasks', { title: 'Sweep the shop', assigned_to: '', due_date: '2025-03-09' });
    expect(open.json()).toMatchObject({ assigned_to: null, assignee_username: null, priority: 'medium', is_overdue: false });

    const forBob = await as(team.alice)('POST', '/api/tasks', { title: 'Bob: CAD', assigned_to: team.bob.id });
    expect(forBob.statusCode).toBe(403);
    expect(await count()).toBe(2);

    const byAdmin = await as(team.admin)('POST', '/api/tasks', { title: 'Bob: CAD', assigned_to: team.bob.id, due_date: '2025-03-20' });
    expect(byAdmin.json()).toMatchObject({ assigned_to: team.bob.id, assignee_username: 'bob', creator_username: 'coach' });
    const toPublic = await as(team.admin)('POST', '/api/tasks', { title: 'Fan task', assigned_to: team.fan.id });
    expect([toPublic.statusCode, toPublic.json().error]).toEqual([400, 'assigned_to: must be a team member']);
    const toNobody = await as(team.admin)('POST', '/api/tasks', { title: 'Ghost task', assigned_to: 99999 });
    expect(toNobody.statusCode).toBe(400);
    expect(await count()).toBe(3);
  });

  it('lets the creator or an administrator edit and delete, and nobody else', async () => {
    const task = (await as(team.alice)('POST', '/api/tasks', { title: 'Label wires' })).json();
    const edit = { title: 'Label all wires', priority: 'low' };
    expect((await as(team.bob)('PUT', `/api/tasks/${task.id}`, edit)).statusCode).toBe(403);
    expect((await as(team.bob)('DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(403);
    expect((await as(team.alice)('PUT', `/api/tasks/${task.id}`, edit)).json()).toMatchObject({ title: 'Label all wires', priority: 'low' });
    expect((await as(team.alice)('PUT', `/api/tasks/${task.id}`, { ...edit, assigned_to: team.bob.id })).statusCode).toBe(403);
    expect((await as(team.admin)('PUT', `/api/tasks/${task.id}`, { ...edit, assigned_to: team.bob.id })).json().assignee_username).toBe('bob');
    // The creator may keep the administrator's choice of assignee while editing.
    expect((await as(team.alice)('PUT', `/api/tasks/${task.id}`, { ...edit, title: 'Label every wire', assigned_to: team.bob.id })).statusCode).toBe(
      200,
    );
    expect((await as(team.alice)('DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await as(team.alice)('GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);

    const other = (await as(team.bob)('POST', '/api/tasks', { title: 'Bob’s own' })).json();
    expect((await as(team.admin)('DELETE', `/api/tasks/${other.id}`)).statusCode).toBe(200);
    expect((await as(team.admin)('DELETE', `/api/tasks/${other.id}`)).statusCode).toBe(404);
    expect((await as(team.admin)('PUT', '/api/tasks/abc', edit)).statusCode).toBe(400);
  });

  it('lets the creator, the assignee or an administrator tick a task done', async () => {
    const task = (await as(team.admin)('POST', '/api/tasks', { title: 'Charge batteries', assigned_to: team.bob.id, due_date: '2025-03-01' })).json();
    expect(task.is_overdue).toBe(true);
    expect((await as(team.alice)('PATCH', `/api/tasks/${task.id}/complete`, { completed: true })).statusCode).toBe(403);
    expect(task).toMatchObject({ completed_at: null, completed_by: null, completer_username: null });
    const done = await as(team.bob)('PATCH', `/api/tasks/${task.id}/complete`, { completed: true });
    const doneByBob = { completed: true, completed_at: NOW.toISOString(), completed_by: team.bob.id, completer_username: 'bob' };
    expect(done.json()).toMatchObject({ ...doneByBob, is_overdue: false });
    expect((await as(team.admin)('GET', '/api/tasks')).json()).toEqual([expect.objectContaining(doneByBob)]);
    // Ticking it again (say, two members at once) keeps the first to finish it.
    expect((await as(team.admin)('PATCH', `/api/tasks/${task.id}/complete`, { completed: true })).json()).toMatchObject(doneByBob);
    expect((await as(team.bob)('PATCH', `/api/tasks/${task.id}/complete`, { completed: 'yes' })).statusCode).toBe(400);
    expect((await as(team.admin)('PATCH', `/api/tasks/${task.id}/complete`, { completed: false })).json()).toMatchObject({
      completed: false,
      completed_at: null,
      completed_by: null,
      completer_username: null,
    });
    const again = await as(team.admin)('PATCH', `/api/tasks/${task.id}/complete`, { completed: true });
    expect(again.json()).toMatchObject({ completed_by: team.admin.id, completer_username: 'coach' });
    expect((await as(team.bob)('PATCH', '/api/tasks/424242/complete', { completed: true })).statusCode).toBe(404);
  });

  it('filters and sorts the list', async () => {
    for (const [who, body] of [
      [team.alice, { title: 'Order bearings', assigned_to: team.alice.id, due_date: '2025-03-08', priority: 'high' }],
      [team.alice, { title: 'Sweep the shop', assigned_to: '', due_date: '2025-03-09' }],
      [team.admin, { title: 'Bob: CAD', assigned_to: team.bob.id, due_date: '2025-03-20' }],
      [team.admin, { title: 'Charge batteries', assigned_to: team.bob.id, due_date: '2025-03-01' }],
    ] as const) {
      expect((await as(who)('POST', '/api/tasks', body)).statusCode).toBe(201);
    }
    const list = async (q: string) => (await as(team.bob)('GET', `/api/tasks${q}`)).json().map((x: { title: string }) => x.title);
    expect(await list('')).toEqual(['Charge batteries', 'Order bearings', 'Sweep the shop', 'Bob: CAD']);
    expect(await list('?assignee=me')).toEqual(['Charge batteries', 'Bob: CAD']);
    expect(await list('?assignee=unassigned')).toEqual(['Sweep the shop']);
    expect(await list('?sort=priority')).toEqual(['Order bearings', 'Charge batteries', 'Sweep the shop', 'Bob: CAD']);
    await as(team.alice)(
      'PATCH',
      `/api/tasks/${(await as(team.alice)('GET', '/api/tasks')).json().find((x: { title: string }) => x.title === 'Order bearings').id}/complete`,
      { completed: true },
    );
    expect(await list('?status=completed')).toEqual(['Order bearings']);
    expect(await list('?status=pending')).toEqual(['Charge batteries', 'Sweep the shop', 'Bob: CAD']);
    expect((await as(team.bob)('GET', '/api/tasks?status=done')).json().field).toBe('status');
  });

  it('gives administrators the member list for assigning, and no one else', async () => {
    expect((await as(team.alice)('GET', '/api/tasks/assignees')).statusCode).toBe(403);
    const res = await as(team.admin)('GET', '/api/tasks/assignees');
    expect(res.json()).toEqual([
      { id: team.alice.id, username: 'alice' },
      { id: team.bob.id, username: 'bob' },
      { id: team.admin.id, username: 'coach' },
    ]);
  });
});
