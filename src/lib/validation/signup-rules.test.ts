// Registration rules: the plain functions the form uses and the zod schema the API uses agree.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SignupSchema } from '../auth/shapes.ts';
import { signupErrors } from './signup-rules.ts';

const valid = {
  name: 'Maria',
  surname: 'Silva',
  email: 'Maria.Silva@Example.pt',
  password: 'patinhas1',
  userType: 'TUTOR',
  acceptTerms: true as const,
};

/** First message per field of a failed parse, keyed by the top-level field name. */
function firstIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

function apiErrors(body: unknown): Record<string, string> {
  const parsed = SignupSchema.safeParse(body);
  return parsed.success ? {} : firstIssues(parsed.error);
}

describe('signup rules', () => {
  it('accept a complete payload, and the schema normalises it', () => {
    expect(signupErrors(valid)).toEqual({});
    const parsed = SignupSchema.parse({
      ...valid,
      name: '  Maria ',
      phone: '912 345 678',
      phoneCountry: 'PT',
      locationId: 11,
      childLocationId: 1101,
    });
    expect(parsed).toMatchObject({ name: 'Maria', email: 'maria.silva@example.pt', phone: '912345678' });
  });

  it('require name, surname, email, user type and a valid password', () => {
    const errors = signupErrors({ acceptTerms: true });
    expect(errors).toEqual({
      name: 'register.error.required',
      surname: 'register.error.required',
      email: 'register.error.required',
      password: 'invalid-password',
      userType: 'register.error.required',
    });
  });

  it('require accepting the terms', () => {
    expect(signupErrors({ ...valid, acceptTerms: false })).toEqual({
      acceptTerms: 'register.error.accept-terms',
    });
    expect(apiErrors({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'register.error.accept-terms' });
  });

  it('limit names to 80 characters', () => {
    expect(signupErrors({ ...valid, name: 'a'.repeat(80) })).toEqual({});
    expect(signupErrors({ ...valid, name: 'a'.repeat(81) })).toEqual({ name: 'register.error.too-long' });
  });

  it('refuse a blank name made of spaces', () => {
    expect(signupErrors({ ...valid, surname: '   ' })).toEqual({ surname: 'register.error.required' });
  });

  it.each(['maria', 'maria@', '@example.pt', 'maria@example', 'ma ria@example.pt'])('refuse the email %s', (email) => {
    expect(signupErrors({ ...valid, email })).toEqual({ email: 'register.error.invalid-email' });
  });

  it('apply the password rules', () => {
    expect(signupErrors({ ...valid, password: 'patinhas' })).toEqual({ password: 'invalid-password' });
    expect(apiErrors({ ...valid, password: 'patinha1\t' })).toEqual({ password: 'invalid-password' });
    // Any printable character besides the specification's six (decision 206).
    expect(apiErrors({ ...valid, password: 'patinha1%-_.' })).toEqual({});
  });

  it('accept phones of 6 to 15 digits and refuse the rest', () => {
    expect(signupErrors({ ...valid, phone: '123456' })).toEqual({});
    expect(signupErrors({ ...valid, phone: '123 456 789 012 345' })).toEqual({});
    expect(signupErrors({ ...valid, phone: '12345' })).toEqual({ phone: 'register.error.invalid-phone' });
    expect(signupErrors({ ...valid, phone: '1234567890123456' })).toEqual({ phone: 'register.error.invalid-phone' });
    expect(signupErrors({ ...valid, phone: '+351912345678' })).toEqual({ phone: 'register.error.invalid-phone' });
    expect(signupErrors({ ...valid, phone: '' })).toEqual({});
  });

  it('need a two-letter country code for the phone', () => {
    expect(signupErrors({ ...valid, phoneCountry: 'PT' })).toEqual({});
    expect(signupErrors({ ...valid, phoneCountry: 'PRT' })).toEqual({ phoneCountry: 'register.error.invalid-phone' });
  });

  it('need a district before a municipality, both positive ids', () => {
    expect(signupErrors({ ...valid, childLocationId: 3 })).toEqual({
      childLocationId: 'register.error.invalid-location',
    });
    expect(signupErrors({ ...valid, locationId: 0 })).toEqual({ locationId: 'register.error.invalid-location' });
  });

  it('refuse hostile shapes in the API without throwing', () => {
    expect(SignupSchema.safeParse(null).success).toBe(false);
    expect(SignupSchema.safeParse({ ...valid, locationId: '1' }).success).toBe(false);
    expect(SignupSchema.safeParse({ ...valid, name: ['x'] }).success).toBe(false);
  });
});
