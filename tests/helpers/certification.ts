/** Certification as tests need it (decision 176): a breeder applies with a document and a moderator approves. */
import type { AppContext } from '../../src/server/context.ts';
import { signUp, type TestUser } from './context.ts';
import { testApi } from './api.ts';

/** The smallest document the application accepts: a PDF by its first bytes. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

export const APPLICATION = {
  dgavNumber: 'DGAV-123456',
  premises: 'Canil em moradia com quintal vedado de 400 m², boxes aquecidas e maternidade.',
  documents: [{ name: 'registo-dgav.pdf', data: TINY_PDF }],
};

/** Files the breeder's application; returns its uid. */
export async function applyFor(ctx: AppContext, breeder: TestUser, body: object = APPLICATION): Promise<string> {
  const res = await testApi(ctx).post('/private/certification', body, { token: breeder.token });
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { uid: string }).uid;
}

/** The breeder applies and a moderator (a new one unless given) approves: certified as through the product. */
export async function certifyBreeder(ctx: AppContext, breeder: TestUser, moderator?: TestUser): Promise<void> {
  const uid = await applyFor(ctx, breeder);
  const staff = moderator ?? (await signUp(ctx, { role: 'moderator', name: 'Moderadora' }));
  const res = await testApi(ctx).post(
    `/private/admin/certification/${uid}/decision`,
    { decision: 'APPROVE', reason: 'Registo DGAV confirmado no certificado.' },
    { token: staff.token },
  );
  if (res.status !== 200) throw new Error(`approve: ${res.status} ${await res.text()}`);
}
