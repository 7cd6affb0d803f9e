/** The translation keys each account island shows; its page passes their texts down (src/lib/translator.ts). */
import { ERROR_SUMMARY_KEYS } from '../ui/error-summary.tsx';

const FIELDS = ['password-field.show', 'password-field.hide', ...ERROR_SUMMARY_KEYS] as const;

const PASSWORD_RULES = [
  'password-rules.hint',
  'invalid-password',
  'invalid-confirmation',
  'not-same-password',
] as const;

/** Messages the API may send back as field errors or as the error's `message`. */
const API_ERRORS = [
  'validation-error',
  'validation.required',
  'validation.invalid',
  'validation.invalid-type',
  'validation.invalid-format',
  'validation.invalid-characters',
  'validation.integer',
  'validation.too-short',
  'validation.too-long',
  'validation.too-small',
  'validation.too-big',
  'register.error.email-taken',
  'register.error.invalid-user-type',
  'too-many-requests',
] as const;

const FORM_ERRORS = [
  'form.error.generic',
  'form.error.invalid',
  'form.error.too-many-requests',
  'form.error.reference',
] as const;

export const LOGIN_KEYS = [
  ...FIELDS,
  'login-dialog.email',
  'login-dialog.password',
  'login-dialog.forgot-password',
  'login-dialog.submit',
  'login-dialog.or',
  'login-dialog.msg.incorrect-login',
  'login-dialog.msg.locked',
  'login-dialog.msg.locked-until',
  'auth.error.suspended',
  'auth.error.suspended-until',
  'mail.moderation.until',
  'mail.moderation.forever',
  'validation.required',
  'register.error.invalid-email',
  'sales.favorite.saved',
] as const;

export const FORGOT_PASSWORD_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'login-dialog.password-recover.email',
  'login-dialog.password-recover.submit',
  'login-dialog.password-recover.back',
  'login-dialog.password-recover.msg.incorrect-email',
  'login-dialog.password-recover.msg.too-many',
  'login-dialog.password-recover.msg.too-many-until',
  'login-dialog.password-recover.msg.unavailable',
  'login-dialog.password-recover.toast.summary',
  'login-dialog.password-recover.toast.detail',
] as const;

export const RECOVER_PASSWORD_KEYS = [
  ...FIELDS,
  ...PASSWORD_RULES,
  'form.error.generic',
  'validation.required',
  'password-recover.new-password',
  'password-recover.confirm-password',
  'password-recover.submit',
  'password-recover.invalid.title',
  'password-recover.invalid.text',
  'password-recover.invalid.link',
  'password-recover.toast.summary',
  'password-recover.toast.detail',
] as const;

export const REGISTER_KEYS = [
  ...FIELDS,
  'sales.favorite.saved',
  ...PASSWORD_RULES,
  ...API_ERRORS,
  ...FORM_ERRORS,
  'register.name',
  'register.surname',
  'register.email',
  'register.email.checking',
  'register.email.available',
  'register.optional',
  'register.phone',
  'register.phone-country',
  'register.phone-number',
  'register.user-type',
  'register.dgav',
  'register.dgav.hint',
  'profile.error.invalid-dgav',
  'register.location',
  'register.location.placeholder',
  'register.child-location',
  'register.child-location.placeholder',
  'register.password',
  'register.confirm-password',
  'register.accept-terms.before',
  'register.accept-terms.terms',
  'register.accept-terms.and',
  'register.accept-terms.privacy',
  'register.new-tab',
  'register.submit',
  'register.have-account',
  'register.login-link',
  'register.error.required',
  'register.error.too-long',
  'register.error.invalid-email',
  'register.error.invalid-phone',
  'register.error.accept-terms',
  'register.error.invalid-location',
  'register.welcome.summary',
  'register.welcome.detail',
  'register.created.summary',
  'register.created.detail',
] as const;
