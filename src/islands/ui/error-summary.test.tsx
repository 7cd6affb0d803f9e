// @vitest-environment happy-dom
// Decision 179: every failed submit, the same failure twice too, puts the focus on the error summary; it counts the
// fields to correct and links to each; a link puts the focus on its field (a radio group's first choice); a refusal
// of the whole form is said in it.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/index.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { MessagesContext } from '../../lib/translator.ts';
import { ErrorSummary, ERROR_SUMMARY_KEYS, FieldScope, useErrorSummary } from './error-summary.tsx';
import { RadioGroup, TextField } from './fields.tsx';

afterEach(cleanup);

/** A form of two fields, both required; `refusal` stands for an answer of the server that names no field. */
function Form({ refusal }: { refusal?: string }) {
  const summary = useErrorSummary();
  const [name, setName] = useState('');
  const [kind, setKind] = useState('');
  const [tried, setTried] = useState(false);
  const errors = {
    kind: tried && !kind ? 'Escolha o tipo.' : undefined,
    name: tried && !name.trim() ? 'Indique o nome.' : undefined,
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (refusal || !name.trim() || !kind) summary.failed();
  }
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary
        summary={summary}
        labels={{ kind: 'Tipo', name: 'Nome' }}
        errors={errors}
        message={tried ? refusal : undefined}
      />
      <FieldScope summary={summary}>
        <RadioGroup
          legend="Tipo"
          name="kind"
          value={kind}
          options={[
            ['TUTOR', 'Tutor'],
            ['BREEDER', 'Criador'],
          ]}
          error={errors.kind}
          onChange={setKind}
        />
        <TextField
          label="Nome"
          name="name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
      </FieldScope>
      <button type="submit">Enviar</button>
    </form>
  );
}

function renderForm(refusal?: string) {
  render(
    <MessagesContext.Provider value={pickMessages(ERROR_SUMMARY_KEYS)}>
      <Form {...(refusal ? { refusal } : {})} />
    </MessagesContext.Provider>,
  );
  return { user: userEvent.setup(), submit: screen.getByRole('button', { name: 'Enviar' }) };
}

describe('the error summary', () => {
  it('appears only after a failed submit, and takes the focus on the first and on a second identical one', async () => {
    const { user, submit } = renderForm();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(submit);
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(within(summary).getByRole('heading').textContent).toBe(t('error-summary.title.other', { count: 2 }));
    expect(within(summary).getByRole('heading').textContent).toBe('Há 2 campos a corrigir');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tipo: Escolha o tipo.', 'Nome: Indique o nome.']);

    // The focus leaves (the person taps the button again) and the same failure brings it back.
    await user.click(submit);
    expect(screen.getByRole('alert')).toBe(summary);
    expect(document.activeElement).toBe(summary);
    await user.click(screen.getByRole('radio', { name: 'Criador' }));
    await user.click(submit);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('Há 1 campo a corrigir');
  });

  it('links each field to its control, and a link puts the focus there', async () => {
    const { user, submit } = renderForm();
    await user.click(submit);
    const summary = screen.getByRole('alert');

    const toName = within(summary).getByRole('link', { name: 'Nome: Indique o nome.' });
    const name = screen.getByLabelText('Nome');
    expect(toName.getAttribute('href')).toBe(`#${name.id}`);
    await user.click(toName);
    expect(document.activeElement).toBe(name);

    // A radio group: its first choice.
    const toKind = within(summary).getByRole('link', { name: 'Tipo: Escolha o tipo.' });
    const first = screen.getByRole('radio', { name: 'Tutor' });
    expect(toKind.getAttribute('href')).toBe(`#${first.id}`);
    await user.click(toKind);
    expect(document.activeElement).toBe(first);

    // Corrected, a field leaves the summary; with nothing left to correct it goes.
    await user.type(name, 'Rita');
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await user.click(first);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal of the whole form as its title, and above the links when fields are wrong too', async () => {
    const { user, submit } = renderForm('Não foi possível concluir o pedido.');
    await user.click(screen.getByRole('radio', { name: 'Tutor' }));
    await user.type(screen.getByLabelText('Nome'), 'Rita');
    await user.click(submit);
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toBe('Não foi possível concluir o pedido.');
    expect(document.activeElement).toBe(summary);

    await user.clear(screen.getByLabelText('Nome'));
    await user.click(submit);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('Há 1 campo a corrigir');
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível concluir o pedido.');
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe('Nome: Indique o nome.');
  });
});
