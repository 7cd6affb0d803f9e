// @vitest-environment happy-dom
// Decision 170: what a person types, ticks and picks in an island's form before its script runs (a slow phone) is
// what the island holds once it hydrates, and renders after hydration do not undo it.
import { act, fireEvent } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverRendered } from '../../../tests/helpers/hydrate.tsx';
import { pickMessages } from '../../i18n/pick-messages.ts';
import PasswordChange from '../profile/PasswordChange.tsx';
import { PASSWORD_CHANGE_KEYS, PROFILE_EDITOR_KEYS } from '../profile/messages.ts';
import ProfileEditor from '../profile/editor/ProfileEditor.tsx';
import ReportForm from '../reports/ReportForm.tsx';
import { REPORT_FORM_KEYS } from '../reports/messages.ts';
import { useTypedBeforeHydration } from './form.tsx';

const field = <T extends Element = HTMLInputElement>(container: HTMLElement, selector: string) =>
  container.querySelector<T & Element>(selector)!;

/** Types into a field as a person does before the script ran: the DOM changes, nobody listens. */
function typeBefore(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.value = value;
}

/** A form of `fields` whose hook writes what it adopts into `seen`. */
function reportingForm(fields: ReactNode) {
  const seen: unknown[] = [];
  function Form() {
    const form = useRef<HTMLFormElement>(null);
    useTypedBeforeHydration(form, (typed, chosen) => seen.push({ typed, chosen }));
    return <form ref={form}>{fields}</form>;
  }
  return { seen, island: <Form /> };
}

describe('useTypedBeforeHydration', () => {
  it('reports what differs from the server’s HTML: text changed or emptied, boxes, radios and selects', async () => {
    const { seen, island } = reportingForm(
      <>
        <input name="name" defaultValue="Ana" />
        <input name="surname" defaultValue="Lopes" />
        <input name="city" />
        <textarea name="note" defaultValue="" />
        <input type="checkbox" name="news" defaultChecked />
        <input type="checkbox" name="terms" />
        <input type="radio" name="kind" value="a" defaultChecked />
        <input type="radio" name="kind" value="b" />
        <select name="district" defaultValue="11">
          <option value="">—</option>
          <option value="11">Lisboa</option>
          <option value="13">Porto</option>
        </select>
        <select name="country" defaultValue="PT">
          <option value="PT">Portugal</option>
          <option value="ES">Espanha</option>
        </select>
        <input type="file" name="photo" />
      </>,
    );
    const container = await serverRendered(island);
    field(container, '[name="name"]').value = '';
    typeBefore(field(container, '[name="city"]'), 'Sintra');
    typeBefore(field<HTMLTextAreaElement>(container, '[name="note"]'), 'Olá');
    field(container, '[name="news"]').checked = false;
    field(container, '[value="b"]').checked = true;
    field<HTMLSelectElement>(container, '[name="district"]').value = '13';

    const hydrated = await hydrate(container, island);
    expect(seen).toEqual([
      {
        typed: { name: '', city: 'Sintra', note: 'Olá' },
        chosen: { news: false, kind: 'b', district: '13' },
      },
    ]);
    hydrated.done();
  });

  it('says nothing when nothing changed', async () => {
    const { seen, island } = reportingForm(
      <>
        <input name="name" defaultValue="Ana" />
        <select name="district" defaultValue="11">
          <option value="11">Lisboa</option>
        </select>
      </>,
    );
    const container = await serverRendered(island);
    const hydrated = await hydrate(container, island);
    expect(seen).toEqual([]);
    hydrated.done();
  });
});

describe('forms that keep what was typed before hydration', () => {
  it('the password change keeps the current password typed before its script ran', async () => {
    const island = <PasswordChange messages={pickMessages(PASSWORD_CHANGE_KEYS)} />;
    const container = await serverRendered(island);
    typeBefore(field(container, '[name="currentPassword"]'), 'Antiga-2026!');
    const hydrated = await hydrate(container, island);
    // A field typed after hydration renders the form again.
    await act(async () =>
      fireEvent.change(field(container, '[name="newPassword"]'), { target: { value: 'Nova-2026!' } }),
    );
    expect(field(container, '[name="currentPassword"]').value).toBe('Antiga-2026!');
    expect(field(container, '[name="newPassword"]').value).toBe('Nova-2026!');
    hydrated.done();
  });

  it('the report form keeps the reason picked and the words typed before its script ran', async () => {
    const island = (
      <ReportForm messages={pickMessages(REPORT_FORM_KEYS)} targetType="SALE" targetUid="anuncio-1" back="/sales" />
    );
    const container = await serverRendered(island);
    const reasons = [...container.querySelectorAll<HTMLInputElement>('input[name="reason"]')];
    reasons[1]!.checked = true;
    typeBefore(field<HTMLTextAreaElement>(container, 'textarea[name="text"]'), 'Fotografias de outro anúncio.');
    const hydrated = await hydrate(container, island);
    await act(async () =>
      fireEvent.change(field<HTMLTextAreaElement>(container, 'textarea[name="text"]'), {
        target: { value: 'Fotografias de outro anúncio, copiadas.' },
      }),
    );
    expect(reasons.map((r) => r.checked)).toEqual(reasons.map((_, i) => i === 1));
    hydrated.done();
  });

  it('the profile keeps a name changed and the breeder kind picked before its script ran', async () => {
    const island = (
      <ProfileEditor
        messages={pickMessages(PROFILE_EDITOR_KEYS)}
        profile={{
          uid: 'u-1',
          name: 'Rita',
          surname: 'Lopes',
          sourceImage: null,
          email: 'rita@example.pt',
          emailConfirmed: true,
          phone: null,
          phoneCountry: 'PT',
          userType: 'TUTOR',
          locationId: 11,
          childLocationId: 1106,
          role: 'user',
          dgavNumber: null,
          certified: false,
          showPhone: false,
          breeds: [],
        }}
        countries={[{ code: 'PT', name: 'Portugal', dial_code: '+351' }]}
        userTypes={[
          { code: 'TUTOR', name: 'Tutor' },
          { code: 'BREEDER', name: 'Criador' },
        ]}
        districts={[
          { id: 11, name: 'Lisboa' },
          { id: 13, name: 'Porto' },
        ]}
        municipalities={[{ id: 1106, name: 'Lisboa' }]}
        species={[]}
        breeds={[]}
      />
    );
    const container = await serverRendered(island);
    typeBefore(field(container, '[name="name"]'), 'Rita Maria');
    field<HTMLSelectElement>(container, 'select[name="userType"]').value = 'BREEDER';
    expect(container.querySelector('[name="dgavNumber"]')).toBeNull();
    const hydrated = await hydrate(container, island);
    // A breeder is asked for the DGAV number: the editor knows the kind picked.
    expect(container.querySelector('[name="dgavNumber"]')).not.toBeNull();
    await act(async () => fireEvent.change(field(container, '[name="surname"]'), { target: { value: 'Lopes Dias' } }));
    expect(field(container, '[name="name"]').value).toBe('Rita Maria');
    expect(field<HTMLSelectElement>(container, 'select[name="userType"]').value).toBe('BREEDER');
    hydrated.done();
  });
});
