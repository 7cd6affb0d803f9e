/** The translation keys each profile island shows; /user-profile passes their texts down (src/lib/translator.ts). */
import { ERROR_SUMMARY_KEYS } from '../ui/error-summary.tsx';

/** Messages the API may answer with, shown next to a field or above the form. */
const API_ERRORS = [
  'validation-error',
  'validation.required',
  'validation.invalid',
  'validation.invalid-type',
  'validation.invalid-format',
  'validation.too-long',
  'register.error.required',
  'register.error.too-long',
  'register.error.invalid-phone',
  'register.error.invalid-user-type',
  'register.error.invalid-location',
  'profile.error.invalid-breed',
  'profile.error.invalid-dgav',
  'form.error.generic',
  'form.error.invalid',
  'form.error.too-many-requests',
] as const;

export const PROFILE_EDITOR_KEYS = [
  ...API_ERRORS,
  ...ERROR_SUMMARY_KEYS,
  'profile.field.name',
  'profile.field.surname',
  'profile.field.email',
  'profile.field.email-hint',
  'profile.field.phone-country',
  'profile.field.phone',
  'profile.field.show-phone',
  'profile.field.user-type',
  'profile.field.district',
  'profile.field.municipality',
  'profile.field.choose',
  'profile.field.breeder',
  'profile.field.dgav',
  'profile.dgav.return',
  'profile.field.breeds',
  'profile.field.breeds-hint',
  'profile.optional',
  'profile.save',
  'profile.saved',
] as const;

export const AVATAR_KEYS = [
  'profile.avatar.current',
  'profile.avatar.choose',
  'profile.avatar.remove',
  'profile.avatar.hint',
  'profile.avatar.updated',
  'profile.avatar.removed',
  'profile.avatar.too-large',
  'profile.avatar.error.image-too-large',
  'profile.avatar.error.image-too-small',
  'profile.avatar.error.invalid-image',
  'profile.avatar.error.unsupported-image-type',
  'form.error.generic',
  'payload-too-large',
] as const;

export const PASSWORD_CHANGE_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'password-field.show',
  'password-field.hide',
  'password-rules.hint',
  'invalid-password',
  'invalid-confirmation',
  'not-same-password',
  'register.error.required',
  'profile.password.current',
  'profile.password.new',
  'profile.password.confirm',
  'profile.password.submit',
  'profile.password.changed',
  'profile.password.changed-detail',
  'profile.password.wrong-current',
  'profile.password.same-as-current',
  'form.error.invalid',
  'form.error.generic',
  'form.error.too-many-requests',
] as const;

export const DATA_EXPORT_KEYS = [
  'profile.data.download',
  'profile.data.ready',
  'form.error.generic',
  'form.error.too-many-requests',
] as const;

export const DELETE_ACCOUNT_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'password-field.show',
  'password-field.hide',
  'profile.delete.open',
  'profile.delete.confirm-title',
  'profile.delete.confirm-text',
  'profile.delete.password',
  'profile.delete.confirm',
  'profile.delete.cancel',
  'profile.delete.done',
  'profile.delete.done-detail',
  'profile.delete.wrong-password',
  'form.error.generic',
  'form.error.too-many-requests',
] as const;

/** "Confirme o seu email" (decision 174): on /sale, the profile, the dashboard and /confirm-email. */
export const CONFIRM_EMAIL_KEYS = [
  'confirm-email.*',
  'sale-editor.dgav.link',
  'form.error.too-many-requests',
  'mail-unavailable',
  'server-error',
] as const;

/** The breeder's certification panel (decision 176). */
export const CERTIFICATION_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'certification.*',
  'validation.required',
  'validation.invalid-format',
  'moderation.error.reason',
  'form.error.generic',
  'form.error.too-many-requests',
  'payload-too-large',
] as const;
