/** The profile form of /user-profile: name, phone with dial code, user type, district and municipality, and the breeder's fields. */
import type { OwnProfile } from '../../../lib/api/account.ts';
import { MessagesContext, useTranslate, type Messages, type Translate } from '../../../lib/translator.ts';
import { ErrorSummary, FieldScope } from '../../ui/error-summary.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { SubmitButton } from '../../ui/form.tsx';
import { BreederFields } from './BreederFields.tsx';
import { NameFields } from './NameFields.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { PlaceFields } from './PlaceFields.tsx';
import { useMunicipalities } from './use-municipalities.ts';
import { useProfileForm, type GroupProps } from './use-profile-form.ts';
import { BREEDER, type Field } from './values.ts';

export interface ProfileEditorProps {
  messages: Messages;
  profile: OwnProfile;
  countries: { code: string; name: string; dial_code: string }[];
  userTypes: { code: string; name: string }[];
  districts: { id: number; name: string }[];
  /** The municipalities of the profile's district (the others are fetched when the district changes). */
  municipalities: { id: number; name: string }[];
  species: { code: string; name: string }[];
  breeds: { code: string; name: string; species: string }[];
}

export default function ProfileEditor(props: ProfileEditorProps) {
  return (
    <MessagesContext.Provider value={props.messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

/** The fields' labels, in the form's order, as the summary lists them. */
const labelsOf = (t: Translate): Record<Field, string> => ({
  name: t('profile.field.name'),
  surname: t('profile.field.surname'),
  phoneCountry: t('profile.field.phone-country'),
  phone: t('profile.field.phone'),
  showPhone: t('profile.field.show-phone'),
  userType: t('profile.field.user-type'),
  locationId: t('profile.field.district'),
  childLocationId: t('profile.field.municipality'),
  dgavNumber: t('profile.field.dgav'),
  breeds: t('profile.field.breeds'),
});

function Editor({ profile, countries, userTypes, districts, municipalities, species, breeds }: ProfileEditorProps) {
  const t = useTranslate();
  const { values, form, arrival, summary, busy, formError, errorOf, set, submit } = useProfileForm(profile);
  // Municipalities follow the district (the first render already has the profile's own).
  const children = useMunicipalities(values.locationId, municipalities);
  const isBreeder = values.userType === BREEDER;
  const labels = labelsOf(t);
  const group: GroupProps = { values, labels, errorOf, set };

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" data-profile-form>
      <ErrorSummary
        summary={summary}
        labels={labels}
        errors={Object.fromEntries(Object.keys(labels).map((field) => [field, errorOf(field as Field)]))}
        message={formError}
      />
      <FieldScope summary={summary}>
        <NameFields {...group} email={profile.email} />
        <PhoneFields {...group} countries={countries} />
        <SelectField
          label={labels.userType}
          name="userType"
          value={values.userType}
          error={errorOf('userType')}
          aria-required
          onChange={(e) => set('userType', e.target.value)}
        >
          {userTypes.map((u) => (
            <option key={u.code} value={u.code}>
              {u.name}
            </option>
          ))}
        </SelectField>
        <PlaceFields {...group} districts={districts} municipalities={children} />

        {isBreeder && (
          <BreederFields
            dgavNumber={values.dgavNumber}
            breeds={values.breeds}
            species={species}
            options={breeds}
            errorOf={errorOf}
            dgavHint={arrival.back ? t('profile.dgav.return') : undefined}
            setDgavNumber={(value) => set('dgavNumber', value)}
            setBreeds={(list) => set('breeds', list)}
          />
        )}
      </FieldScope>
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{t('profile.save')}</SubmitButton>
      </div>
    </form>
  );
}
