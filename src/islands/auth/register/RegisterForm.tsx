/**
 * The registration form of /register: account, phone, kind of user, place, password twice, terms; then signed in.
 * The page passes the lists it shows (countries, user types, districts), as every other form's page does.
 */
import type { Country, UserType } from '../../../lib/reference/shapes.ts';
import { MessagesContext, useTranslate, type Messages, type Translate } from '../../../lib/translator.ts';
import { ErrorSummary, FieldScope } from '../../ui/error-summary.tsx';
import { SubmitButton, translateKey } from '../../ui/form.tsx';
import { LOGIN } from '../navigation.ts';
import { AccountFields } from './AccountFields.tsx';
import { LocationFields, type Place } from './LocationFields.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import type { Field } from './rules.ts';
import { TermsField } from './TermsField.tsx';
import { UserTypeField } from './UserTypeField.tsx';
import { useRegisterForm } from './use-register-form.ts';

export interface RegisterFormProps {
  messages: Messages;
  /** Every country with its dial code, Portugal first. */
  countries: readonly Country[];
  userTypes: readonly UserType[];
  districts: readonly Place[];
}

export default function RegisterForm({ messages, ...lists }: RegisterFormProps) {
  return (
    <MessagesContext.Provider value={messages}>
      <Register {...lists} />
    </MessagesContext.Provider>
  );
}

/** The fields' labels, in the form's order, as the summary lists them. */
const labelsOf = (t: Translate): Record<Field, string> => ({
  name: t('register.name'),
  surname: t('register.surname'),
  email: t('register.email'),
  phoneCountry: t('register.phone-country'),
  phone: t('register.phone'),
  userType: t('register.user-type'),
  dgavNumber: t('register.dgav'),
  locationId: t('register.location'),
  childLocationId: t('register.child-location'),
  password: t('register.password'),
  confirmPassword: t('register.confirm-password'),
  acceptTerms: t('register.accept-terms.terms'),
});

function Register({ countries, userTypes, districts }: Omit<RegisterFormProps, 'messages'>) {
  const t = useTranslate();
  const { form, summary, busy, formError, errorOf, group, emailStatus, resetEmailStatus, submit } = useRegisterForm();
  const labels = labelsOf(t);
  const optional = <span className="font-normal text-ink-muted">{t('register.optional')}</span>;

  return (
    <form
      ref={form}
      method="post"
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      noValidate
    >
      <ErrorSummary
        className="sm:col-span-2"
        summary={summary}
        labels={labels}
        errors={Object.fromEntries(Object.keys(labels).map((field) => [field, errorOf(field as Field)]))}
        message={formError && translateKey(t, formError, 'form.error.generic')}
      />
      <FieldScope summary={summary}>
        <AccountFields {...group} emailStatus={emailStatus} onEmailTyped={resetEmailStatus} />
        <PhoneFields {...group} countries={countries} optional={optional} />
        <UserTypeField {...group} userTypes={userTypes} optional={optional} />
        <LocationFields {...group} districts={districts} optional={optional} />
        <PasswordFields {...group} />
        <TermsField {...group} />
      </FieldScope>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
        <p>
          {t('register.have-account')}{' '}
          <a href={LOGIN} className="font-semibold underline">
            {t('register.login-link')}
          </a>
        </p>
      </div>
    </form>
  );
}
