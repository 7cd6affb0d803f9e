// @vitest-environment happy-dom
// The moderation panel of an advert's or a person's page (decision 151): nothing asked for a signed-out visitor or a
// token whose role hint rules moderation out; for a moderator the log ("Sem decisões" when empty), and on a person's
// page their suspension with the lift, read again after it; a refusal leaves the page as everyone sees it.
import { beforeEach, describe, expect, it } from 'vitest';
import { json, useStandIn, until } from '../../../tests/helpers/stand-in-api.ts';
import './moderation-panel.ts';

const UID = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';
const token = (payload: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const entry = (action: string, reason: string | null) => ({
  uid: crypto.randomUUID(),
  action,
  moderator: 'Rosa Moderadora',
  reason,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const server = useStandIn(`/breeders/${UID}`);
beforeEach(() => {
  server.routes.clear();
});

function mount(target: 'SALE' | 'USER'): HTMLElement {
  document.body.innerHTML = `
    <pt-moderation-panel data-target-type="${target}" data-target="${UID}"
      data-actions='{"SUSPEND":"Conta suspensa","LIFT":"Suspensão levantada","HOLD":"Escondido"}'
      data-by-site="automático" data-until="Conta suspensa até {date}." data-forever="Conta suspensa para sempre."
      data-reason="Motivo: {reason}" data-lifted="A suspensão de {name} foi levantada." data-error="Falhou.">
      <section data-moderation-panel hidden>
        <div data-suspension hidden><p data-suspension-text></p><p data-suspension-reason></p>
          <button type="button" data-lift>Levantar suspensão</button></div>
        <p role="status" data-panel-status></p>
        <ul data-entries></ul><p data-empty hidden>Sem decisões</p>
        <template data-manage-template><a href="/admin/people?uid=${UID}" data-manage>Gerir</a></template>
      </section>
    </pt-moderation-panel>`;
  return document.querySelector<HTMLElement>('[data-moderation-panel]')!;
}
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('the moderation panel', () => {
  it('asks nothing for a visitor or for a token that names another role', async () => {
    mount('SALE');
    await settle();
    document.cookie = `access_token=${token({ v: 0, role: 'user' })}; path=/`;
    const panel = mount('SALE');
    await settle();
    expect(server.seen).toEqual([]);
    expect(panel.hidden).toBe(true);
  });

  it("shows an advert's log to a moderator, and 'Sem decisões' when there is none", async () => {
    server.routes.set('GET /api/private/admin/moderation-log', (_req, res) =>
      json(res, 200, [entry('HOLD', '3 denúncias')]),
    );
    document.cookie = `access_token=${token({ v: 0, role: 'moderator' })}; path=/`;
    const panel = mount('SALE');
    await until(() => !panel.hidden);
    expect(panel.querySelector('[data-log-entry="HOLD"]')?.textContent).toContain(
      'Escondido · Rosa Moderadora · 3 denúncias',
    );
    expect(panel.querySelector<HTMLElement>('[data-empty]')!.hidden).toBe(true);
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/api/private/admin/moderation-log' });

    server.routes.set('GET /api/private/admin/moderation-log', (_req, res) => json(res, 200, []));
    const empty = mount('SALE');
    await until(() => !empty.hidden);
    expect(empty.querySelector<HTMLElement>('[data-empty]')!.hidden).toBe(false);
  });

  it("shows a person's suspension and lifts it; a refusal shows nothing", async () => {
    let suspended = true;
    server.routes.set(`GET /api/private/admin/user/${UID}`, (_req, res) =>
      json(res, 200, {
        name: 'Rui',
        surname: 'Falso',
        suspendedUntil: suspended ? '9999-12-31T00:00:00.000Z' : null,
        suspensionReason: suspended ? 'Burla repetida.' : null,
        log: suspended
          ? [entry('SUSPEND', 'Burla repetida.')]
          : [entry('LIFT', null), entry('SUSPEND', 'Burla repetida.')],
      }),
    );
    server.routes.set(`DELETE /api/private/admin/user/${UID}/suspension`, (_req, res) => {
      suspended = false;
      res.writeHead(204).end();
    });
    // No claim (a token from before the hint): the API decides.
    document.cookie = `access_token=${token({ v: 0 })}; path=/`;
    const panel = mount('USER');
    await until(() => !panel.hidden);
    expect(panel.querySelector('[data-suspension-text]')?.textContent).toBe('Conta suspensa para sempre.');
    expect(panel.querySelector('[data-suspension-reason]')?.textContent).toBe('Motivo: Burla repetida.');
    expect(panel.querySelector('[data-manage]')?.getAttribute('href')).toBe(`/admin/people?uid=${UID}`);

    panel.querySelector<HTMLButtonElement>('[data-lift]')!.click();
    const status = panel.querySelector<HTMLElement>('[data-panel-status]')!;
    await until(() => status.textContent !== '');
    expect(status.textContent).toBe('A suspensão de Rui Falso foi levantada.');
    expect(document.activeElement).toBe(status);
    expect(panel.querySelector<HTMLElement>('[data-suspension]')!.hidden).toBe(true);
    expect(panel.querySelector('[data-log-entry="LIFT"]')).not.toBeNull();

    server.routes.clear();
    const refused = mount('USER');
    await settle();
    expect(refused.hidden).toBe(true);
  });
});
