/**
 * Certification with evidence (issue 37 item 8, decision 176): a breeder applies with the DGAV number, documents and
 * the premises; the documents stay private; moderators approve or refuse with a reason the breeder is mailed; an
 * approval lasts 12 months, is reminded 30 days before its end and ends by itself; a buyer reads what was checked.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificationApplications, certificationDocuments, sales, users } from '../../src/server/db/schema.ts';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import { renewCertifications } from '../../src/server/domain/certification/renewal.ts';
import { testApi } from '../helpers/api.ts';
import { APPLICATION, applyFor, certifyBreeder, TINY_PDF } from '../helpers/certification.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { breeder, insertSale, place, photoBase64 } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const DAY = 24 * 60 * 60 * 1000;

const the = freshEach(ctx, async () => {
  ctx.mailer.outbox.length = 0;
  const applicant = await breeder(ctx, { name: 'Teresa', surname: 'Canil' });
  const moderator = await signUp(ctx, { role: 'moderator', name: 'Mia' });
  const lisboa = await place(ctx, 'Lisboa', 'Lisboa');
  return { applicant, moderator, lisboa };
});

type Mine = {
  certified: boolean;
  validUntil: string | null;
  canApply: boolean;
  application: {
    uid: string;
    status: string;
    reason: string | null;
    validUntil: string | null;
    documents: { uid: string; name: string; contentType: string; bytes: number }[];
  } | null;
};
const mine = async (who: TestUser = the.applicant) =>
  (await (await api.get('/private/certification', { token: who.token })).json()) as Mine;
const decide = (uid: string, decision: 'APPROVE' | 'REFUSE', reason: string, token = the.moderator.token) =>
  api.post(`/private/admin/certification/${uid}/decision`, { decision, reason }, { token });
const mailsTo = (who: TestUser) => ctx.mailer.outbox.filter((m) => m.to === who.email);
const apply = (body: object, who: TestUser = the.applicant) =>
  api.post('/private/certification', body, { token: who.token });

describe('applying', () => {
  it('takes a breeder’s application with its documents, one waiting at a time', async () => {
    expect(await mine()).toEqual({ certified: false, validUntil: null, canApply: true, application: null });
    const image = await photoBase64(400, 300);
    const res = await apply({
      ...APPLICATION,
      documents: [
        { name: '../../registo dgav.pdf', data: `data:application/pdf;base64,${TINY_PDF}` },
        { name: 'canil.jpg', data: image },
      ],
    });
    expect(res.status).toBe(201);
    const now = await mine();
    expect(now).toMatchObject({ certified: false, canApply: false, application: { status: 'PENDING', reason: null } });
    expect(now.application!.documents.map((d) => [d.name, d.contentType])).toEqual([
      ['registo dgav.pdf', 'application/pdf'],
      ['canil.jpg', 'image/jpeg'],
    ]);
    expect(await (await apply(APPLICATION)).json()).toMatchObject({
      status: 409,
      message: 'certification.error.pending',
    });
    // The person's data export holds it too (decision 176).
    const exported = (await (await api.get('/private/account/export', { token: the.applicant.token })).json()) as {
      certification: unknown[];
    };
    expect(exported.certification).toEqual([
      expect.objectContaining({ status: 'PENDING', documents: ['registo dgav.pdf', 'canil.jpg'] }),
    ]);
  });

  it('checks the DGAV number, the premises and the documents, field by field', async () => {
    // Each attempt by a breeder of its own: five a day is each account's limit, refusals included.
    const errors = async (body: object) =>
      ((await (await apply(body, await breeder(ctx))).json()) as { errors: object }).errors;
    expect(await errors({ ...APPLICATION, dgavNumber: 'criador 12' })).toEqual({
      dgavNumber: 'certification.error.dgav-format',
    });
    for (const ok of ['123456', '1234/2024', 'DGAV 1234/2024', 'dgav-99887']) {
      expect(
        (
          await api.post(
            '/private/certification',
            { ...APPLICATION, dgavNumber: ok },
            {
              token: (await breeder(ctx)).token,
            },
          )
        ).status,
        ok,
      ).toBe(201);
    }
    expect(await errors({ ...APPLICATION, premises: 'Em casa.' })).toEqual({
      premises: 'certification.error.premises',
    });
    expect(await errors({ ...APPLICATION, documents: [] })).toEqual({ documents: 'certification.error.documents' });
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `d${i}.pdf`, data: TINY_PDF }));
    expect(await errors({ ...APPLICATION, documents: four })).toEqual({ documents: 'certification.error.documents' });
    const text = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect(await errors({ ...APPLICATION, documents: [{ name: 'a.pdf', data: text }] })).toEqual({
      'documents.0.data': 'certification.error.document-type',
    });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024)]).toString('base64');
    expect(await errors({ ...APPLICATION, documents: [{ name: 'a.pdf', data: big }] })).toEqual({
      'documents.0.data': 'certification.error.document-size',
    });
    // Nothing was filed by a refusal.
    expect(await apply({ ...APPLICATION, premises: '' }).then((r) => r.status)).toBe(400);
    expect((await mine()).application).toBeNull();
  });

  it('is for breeders only', async () => {
    const tutor = await signUp(ctx, { name: 'Tiago' });
    expect(await (await apply(APPLICATION, tutor)).json()).toMatchObject({
      status: 403,
      message: 'certification.error.breeders-only',
    });
    expect((await mine(tutor)).canApply).toBe(false);
  });
});

describe('the documents', () => {
  it('are read by their applicant and staff only, never through the public files', async () => {
    await applyFor(ctx, the.applicant);
    const [document] = (await mine()).application!.documents;
    const path = `/private/certification/document/${document!.uid}`;
    const own = await api.get(path, { token: the.applicant.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''registo-dgav.pdf`);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await own.arrayBuffer()).toString('base64')).toBe(TINY_PDF);
    expect((await api.get(path, { token: the.moderator.token })).status).toBe(200);
    const stranger = await signUp(ctx);
    expect(await (await api.get(path, { token: stranger.token })).json()).toMatchObject({ status: 404 });
    expect((await api.get(path)).status).toBe(401);
    // Whatever key the store holds it under, the public files route serves images only.
    const stored = (await ctx.db.select().from(certificationDocuments)).map((d) => d.storeKey);
    expect(stored[0]).toMatch(/^evidence-docs\/[0-9a-f]{32}\.pdf$/);
    const files = createFilesRoute(async () => ctx);
    expect((await files.request(`/${stored[0]}`)).status).toBe(404);
  });

  it('go with the account', async () => {
    await applyFor(ctx, the.applicant);
    const [row] = await ctx.db.select().from(certificationDocuments);
    expect(await ctx.files.get(row!.storeKey)).not.toBeNull();
    const res = await api.post(
      '/private/account/delete',
      { password: the.applicant.password },
      { token: the.applicant.token },
    );
    expect(res.status).toBeLessThan(300);
    expect(await ctx.files.get(row!.storeKey)).toBeNull();
  });
});

describe('the decision', () => {
  it('approves for 12 months: the badge reaches the adverts and says what was checked', async () => {
    const sale = await insertSale(ctx, the.applicant.uid, the.lisboa);
    const uid = await applyFor(ctx, the.applicant);
    const queue = (await (await api.get('/private/admin/certification', { token: the.moderator.token })).json()) as {
      uid: string;
      applicant: { email: string; profileDgavNumber: string | null };
      documents: unknown[];
    }[];
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      uid,
      applicant: { email: the.applicant.email },
      documents: [{ name: 'registo-dgav.pdf' }],
    });

    const before = Date.now();
    const res = await decide(uid, 'APPROVE', 'Registo DGAV confirmado no certificado.');
    expect(res.status).toBe(200);
    const approved = (await res.json()) as { status: string; validUntil: string };
    expect(approved.status).toBe('APPROVED');
    const months = (Date.parse(approved.validUntil) - before) / DAY;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(367);

    expect(await mine()).toMatchObject({ certified: true, validUntil: approved.validUntil, canApply: false });
    const detail = (await (await api.get(`/public/sale?searchValue=${sale}`)).json()) as {
      certified: boolean;
      seller: { dgavNumber: string; certification: { dgavNumber: string; verifiedAt: string; documents: number } };
    };
    expect(detail.certified).toBe(true);
    expect(detail.seller.dgavNumber).toBe('DGAV-123456');
    expect(detail.seller.certification).toMatchObject({ dgavNumber: 'DGAV-123456', documents: 1 });
    expect(Date.parse(detail.seller.certification.verifiedAt)).toBeGreaterThanOrEqual(before);

    const [mail] = mailsTo(the.applicant);
    expect(mail!.subject).toContain('certificado');
    expect(mail!.text).toContain(
      new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(
        new Date(approved.validUntil),
      ),
    );
    expect(await (await decide(uid, 'REFUSE', 'Já decidido.')).json()).toMatchObject({
      status: 409,
      message: 'certification.error.decided',
    });
    expect(await (await api.get('/private/admin/certification', { token: the.moderator.token })).json()).toEqual([]);
  });

  it('refuses with a reason the breeder reads, who may apply again', async () => {
    const uid = await applyFor(ctx, the.applicant);
    expect((await decide(uid, 'REFUSE', 'O certificado enviado está ilegível.')).status).toBe(200);
    expect(await mine()).toMatchObject({
      certified: false,
      canApply: true,
      application: { status: 'REFUSED', reason: 'O certificado enviado está ilegível.' },
    });
    expect(mailsTo(the.applicant)[0]!.text).toContain('O certificado enviado está ilegível.');
    const again = await applyFor(ctx, the.applicant);
    const queue = (await (await api.get('/private/admin/certification', { token: the.moderator.token })).json()) as {
      uid: string;
      earlier: { status: string; reason: string }[];
    }[];
    expect(queue.map((q) => [q.uid, q.earlier])).toEqual([
      [again, [expect.objectContaining({ status: 'REFUSED', reason: 'O certificado enviado está ilegível.' })]],
    ]);
  });

  it('is for moderators and admins, with a reason', async () => {
    const uid = await applyFor(ctx, the.applicant);
    expect((await decide(uid, 'APPROVE', 'Confirmado.', the.applicant.token)).status).toBe(403);
    expect(await (await decide(uid, 'APPROVE', 'ok')).json()).toMatchObject({
      errors: { reason: 'moderation.error.reason' },
    });
    expect((await mine()).application!.status).toBe('PENDING');
    // A moderator who breeds applies like anyone, and another moderator decides.
    const breedingModerator = await breeder(ctx, { role: 'moderator' });
    const own = await applyFor(ctx, breedingModerator);
    expect(await (await decide(own, 'APPROVE', 'Confirmado.', breedingModerator.token)).json()).toMatchObject({
      status: 403,
      message: 'moderation.error.own-case',
    });
  });
});

describe('the year of a certification', () => {
  it('reminds 30 days before the end, once, renews on top of what is left, and ends by itself', async () => {
    const sale = await insertSale(ctx, the.applicant.uid, the.lisboa);
    await certifyBreeder(ctx, the.applicant, the.moderator);
    const { validUntil } = await mine();
    const end = Date.parse(validUntil!);
    ctx.mailer.outbox.length = 0;

    expect(await renewCertifications(ctx, new Date(end - 40 * DAY))).toEqual({ reminded: 0, ended: 0 });
    expect(await renewCertifications(ctx, new Date(end - 29 * DAY))).toEqual({ reminded: 1, ended: 0 });
    expect(await renewCertifications(ctx, new Date(end - 28 * DAY))).toEqual({ reminded: 0, ended: 0 });
    expect(mailsTo(the.applicant).map((m) => m.link)).toEqual([expect.stringMatching(/\/user-profile#certification$/)]);

    expect(await renewCertifications(ctx, new Date(end + 1000))).toEqual({ reminded: 0, ended: 1 });
    const [person] = await ctx.db
      .select({ certified: users.certified })
      .from(users)
      .where(eq(users.id, the.applicant.uid));
    const [advert] = await ctx.db.select({ certified: sales.certified }).from(sales).where(eq(sales.id, sale));
    expect([person!.certified, advert!.certified]).toEqual([false, false]);
    expect(mailsTo(the.applicant)).toHaveLength(2);
    expect((await mine()).canApply).toBe(true);
  });

  it('lets a breeder renew from the reminder on, adding the year to what is left', async () => {
    await certifyBreeder(ctx, the.applicant, the.moderator);
    expect(await (await apply(APPLICATION)).json()).toMatchObject({ message: 'certification.error.still-valid' });
    const { validUntil } = await mine();
    // Thirty days before the end, as the reminder says.
    await ctx.db
      .update(certificationApplications)
      .set({ validUntil: new Date(Date.now() + 20 * DAY) })
      .where(eq(certificationApplications.status, 'APPROVED'));
    expect((await mine()).canApply).toBe(true);
    const uid = await applyFor(ctx, the.applicant);
    const renewed = (await (await decide(uid, 'APPROVE', 'Renovação confirmada.')).json()) as { validUntil: string };
    const days = (Date.parse(renewed.validUntil) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(365 + 18);
    expect(days).toBeLessThan(366 + 21);
    expect(validUntil).not.toBe(renewed.validUntil);
  });

  it('can be ended early by a moderator, and is never granted without an application', async () => {
    await certifyBreeder(ctx, the.applicant, the.moderator);
    const path = `/private/admin/user/${the.applicant.uid}/certification`;
    expect(await (await api.put(path, { certified: true }, { token: the.moderator.token })).json()).toMatchObject({
      errors: { certified: 'certification.error.apply-first' },
    });
    expect(
      await (
        await api.put(
          path,
          { certified: false, reason: 'Registo cancelado pela DGAV.' },
          { token: the.moderator.token },
        )
      ).json(),
    ).toEqual({ uid: the.applicant.uid, certified: false, salesUpdated: 0 });
    expect((await mine()).certified).toBe(false);
  });
});
