import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { parseEnv } from '../../src/server/env.ts';
import { logsOf } from '../helpers/logs.ts';
import { createMailer, type OutboxMail } from '../../src/server/mail/mailer.ts';
import { passwordRecoveryMail } from '../../src/server/mail/templates/password-recovery.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process, without TLS or authentication. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw message (quoted-printable or base64, as nodemailer chose). */
function plainText(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  if (!part) throw new Error(`no text part in:\n${raw}`);
  const [, encoding, body = ''] = part;
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const smtp = await startSmtp();
afterAll(() => smtp.close());
const ctx = await useTestContext({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://patinhas.example' });
const { get, post } = testApi(ctx);

/** A mailer with no SMTP_URL, keeping mail in a fresh DATA_DIR/outbox that is removed after `run`. */
async function withOutboxMailer(
  run: (mailer: ReturnType<typeof createMailer>, dir: string) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-outbox-'));
  try {
    await run(
      createMailer({ DATA_DIR: dir, SMTP_URL: undefined, MAIL_FROM: 'Patinhas <nao-responder@patinhas.pt>' }),
      dir,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('mail', () => {
  it('sends the recovery mail over SMTP when SMTP_URL is set, and its link works', async () => {
    expect(ctx.mailer.kind).toBe('smtp');
    const user = await signUp(ctx, { name: 'Inês' });
    const res = await get(`/public/forgot-password?email=${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('nao-responder@patinhas.pt');
    expect(mail.raw).toMatch(/^Subject: /m);
    const text = plainText(mail.raw);
    expect(text).toContain('Olá Inês,');
    const link = new URL(/https:\/\/\S+/.exec(text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('https://patinhas.example/user/password-recover');
    const ticket = link.searchParams.get('ticket')!;
    expect((await post('/public/recover-password', { token: ticket, password: 'PeloCorreio1' })).status).toBe(200);
    expect((await post('/public/authenticate', { username: user.email, password: 'PeloCorreio1' })).status).toBe(200);
  });

  it('writes each mail to DATA_DIR/outbox as JSON when there is no SMTP_URL', async () => {
    await withOutboxMailer(async (mailer, dir) => {
      expect(mailer.kind).toBe('outbox');
      await mailer.send(
        passwordRecoveryMail('rita@example.pt', 'Rita', 'http://localhost:4321/user/password-recover?ticket=abc'),
      );
      const files = readdirSync(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.json$/);
      const saved = JSON.parse(readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8')) as OutboxMail;
      expect(saved).toMatchObject({
        to: 'rita@example.pt',
        link: 'http://localhost:4321/user/password-recover?ticket=abc',
      });
      expect(saved.text).toContain('http://localhost:4321/user/password-recover?ticket=abc');
      expect(saved.html).toContain('<a href="http://localhost:4321/user/password-recover?ticket=abc"');
      expect(mailer.outbox).toHaveLength(0);
    });
  });

  it('escapes names in the HTML mail', () => {
    const mail = passwordRecoveryMail(
      'x@example.pt',
      '<img src=x onerror=alert(1)>',
      'http://localhost/x?ticket=a&b=c',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
    expect(mail.html).toContain('ticket=a&amp;b=c');
  });
});

/** Everything the logger writes to stdout and stderr while `run` runs, at LOG_LEVEL=info. */
const logged = (run: () => Promise<void>) => logsOf('info', run);

describe('mail kept in the outbox (no SMTP_URL)', () => {
  it('logs that a mail was kept and where, never its link or ticket', async () => {
    await withOutboxMailer(async (mailer, dir) => {
      const ticket = 'Zm9yLXRoZS1sb2dzLW5ldmVyLXRoaXMtdGlja2V0LTEyMzQ1';
      const output = await logged(() =>
        mailer.send(
          passwordRecoveryMail(
            'rita@example.pt',
            'Rita',
            `http://localhost:4321/user/password-recover?ticket=${ticket}`,
          ),
        ),
      );
      const [line] = output.split('\n').filter((l) => l.includes('mail kept in the outbox'));
      expect(JSON.parse(line!)).toMatchObject({
        level: 'info',
        to: 'rita@example.pt',
        file: expect.stringContaining(path.join(dir, 'outbox')),
      });
      expect(output).not.toContain(ticket);
      expect(output).not.toContain('password-recover');
      // The outbox file still holds the link: that is where a person or a test reads it.
      const [file] = readdirSync(path.join(dir, 'outbox'));
      expect(readFileSync(path.join(dir, 'outbox', file!), 'utf8')).toContain(ticket);
    });
  });

  it('writes no recovery ticket to the log during a whole forgot-password request', async () => {
    // This file's context sends over SMTP: the same context with the outbox kind of mailer.
    const outbox = createMailer({ DATA_DIR: 'memory://', SMTP_URL: undefined, MAIL_FROM: ctx.env.MAIL_FROM });
    const { post } = testApi({ ...ctx, mailer: outbox });
    const user = await signUp(ctx);
    const output = await logged(async () => {
      expect((await post('/public/forgot-password', { email: user.email }, { ip: '192.0.2.7' })).status).toBe(200);
    });
    const ticket = new URL(outbox.outbox.at(-1)!.link!).searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(output).toContain('mail kept in the outbox');
    expect(output).not.toContain(ticket);
  });
});

describe('production without SMTP_URL (decision 096)', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['an https:// PUBLIC_SITE_URL', { PUBLIC_SITE_URL: 'https://patinhas.pt' }],
    ['both', { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://patinhas.pt' }],
  ])('refuses to start with %s, saying what to set', (_what, vars) => {
    expect(() => parseEnv({ ...base, ...vars })).toThrow(/SMTP_URL: required in production .*MAIL_OUTBOX=keep/);
  });

  it('starts with SMTP_URL, or when told to keep mail in the outbox', () => {
    expect(parseEnv({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe(
      'smtp://mail.example:587',
    );
    expect(parseEnv({ ...base, PUBLIC_SITE_URL: 'https://patinhas.pt', MAIL_OUTBOX: 'keep' }).MAIL_OUTBOX).toBe('keep');
  });

  it('refuses any other MAIL_OUTBOX value', () => {
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', MAIL_OUTBOX: 'yes' })).toThrow(
      /MAIL_OUTBOX: the only value is `keep`/,
    );
  });

  it('still starts without SMTP_URL on a machine that is not production (npm start, development, tests)', () => {
    for (const vars of [
      {},
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test' },
      { PUBLIC_SITE_URL: 'http://127.0.0.1:4321' },
    ]) {
      expect(parseEnv({ ...base, ...vars }).SMTP_URL).toBeUndefined();
    }
  });
});
