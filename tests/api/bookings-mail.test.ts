// The visit mails as they leave: who gets them, what they say, and the calendar file of an accepted visit.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { freshEach, sellerAndVisitor } from '../helpers/cast.ts';
import { at, book, setHours } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const the = freshEach(ctx, async () => {
  ctx.mailer.outbox.length = 0;
  // A title with every character iCalendar must escape.
  const cast = await sellerAndVisitor(ctx, { title: 'Gatinhos; persas, "raros" \\ lindos' });
  await setHours(api, cast.seller.token);
  return cast;
});

const mailsTo = (email: string) => ctx.mailer.outbox.filter((m) => m.to === email);

describe('booking mails', () => {
  it('tells the visitor when, where and whom to call, with an .ics file of the visit', async () => {
    const uid = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '11:00'));
    expect((await api.put(`/private/booking/${uid}/accept`, undefined, { token: the.seller.token })).status).toBe(200);

    const [mail] = mailsTo(the.visitor.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('Visita confirmada');
    expect(mail!.subject).toContain('Gatinhos; persas');
    // Time in Lisbon, the sale's municipality and district, the seller's phone and email, the sale's link.
    expect(mail!.text).toContain('11:00');
    expect(mail!.text).toMatch(/Local: .+, Lisboa/);
    expect(mail!.text).toContain('+351 912345678');
    expect(mail!.text).toContain(the.seller.email);
    expect(mail!.text).toContain(`/sales/sale-detail?searchValue=${the.saleUid}`);
    expect(mail!.html).toContain('&quot;raros&quot;');

    expect(mail!.attachments).toHaveLength(1);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({ filename: 'visita.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const text = ics!.content;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // Unfold (RFC 5545 §3.1) before reading properties.
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const start = at(the.saturday, '11:00').replace(/[-:]/g, '').replace('.000', '');
    const end = at(the.saturday, '12:00').replace(/[-:]/g, '').replace('.000', '');
    expect(lines).toContain(`DTSTART:${start}`);
    expect(lines).toContain(`DTEND:${end}`);
    expect(lines).toContain(`UID:${uid}@localhost`);
    expect(lines).toContain('SUMMARY:Visita: Gatinhos\\; persas\\, "raros" \\\\ lindos');
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toMatch(/^LOCATION:.+\\, Lisboa$/);
    expect(lines).toContain(`ORGANIZER;CN="Rita Costa":mailto:${the.seller.email}`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('\\n');
    expect(lines.filter((l) => /^(BEGIN|END):VEVENT$/.test(l))).toHaveLength(2);
  });

  it('tells the visitor the reason of a refusal, without a calendar file', async () => {
    const uid = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'));
    await api.put(
      `/private/booking/${uid}/reject`,
      { reason: 'A ninhada já tem família.' },
      { token: the.seller.token },
    );
    const [mail] = mailsTo(the.visitor.email);
    expect(mail!.subject).toContain('Visita não aceite');
    expect(mail!.text).toContain('Motivo: A ninhada já tem família.');
    expect(mail!.text).toContain('10:00');
    expect(mail!.attachments).toBeUndefined();
  });

  it('tells the visitor who lost a slot to another accepted visit', async () => {
    const rival = await signUp(ctx, { name: 'Marta' });
    const mine = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'));
    await book(api, rival.token, the.saleUid, at(the.saturday, '10:00'));
    await api.put(`/private/booking/${mine}/accept`, undefined, { token: the.seller.token });
    const [lost] = mailsTo(rival.email);
    expect(lost!.subject).toContain('Visita não aceite');
    expect(lost!.text).toContain('atribuído a outra visita');
  });

  it('sends nothing for a refused request', async () => {
    const res = await api.post(
      '/private/booking',
      { saleUid: the.saleUid, date: at(the.saturday, '14:00') },
      { token: the.visitor.token },
    );
    expect(res.status).toBe(400);
    expect(ctx.mailer.outbox).toHaveLength(0);
  });
});
