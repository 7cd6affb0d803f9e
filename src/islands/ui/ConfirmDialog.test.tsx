// @vitest-environment happy-dom
// The one confirmation dialog: cancel has the focus, accept closes and acts, a dialog with fields stays open, focus returns.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

const texts = { title: 'Eliminar?', text: 'Não é possível desfazer.', acceptLabel: 'Eliminar', cancelLabel: 'Voltar' };

describe('ConfirmDialog', () => {
  it('opens from its trigger with cancel focused, accepts and gives the focus back', async () => {
    const onAccept = vi.fn();
    render(
      <ConfirmDialog {...texts} destructive onAccept={onAccept} trigger={<button type="button">Apagar</button>} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar?' });
    expect(dialog.textContent).toContain('Não é possível desfazer.');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: 'Eliminar' }).className).toContain('bg-error');

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apagar' })).toBe(document.activeElement);
  });

  it('cancelling does nothing but close; data attributes reach the dialog', async () => {
    const onAccept = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return <ConfirmDialog {...texts} open={open} onOpenChange={setOpen} onAccept={onAccept} data-kind="x" />;
    }
    render(<Controlled />);
    expect(screen.getByRole('alertdialog').getAttribute('data-kind')).toBe('x');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('returns the focus to returnFocusTo when it has no trigger', async () => {
    function Outside() {
      const [open, setOpen] = useState(false);
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={ref} onClick={() => setOpen(true)}>
            Marcar
          </button>
          <ConfirmDialog {...texts} open={open} onOpenChange={setOpen} returnFocusTo={ref} onAccept={() => {}} />
        </>
      );
    }
    render(<Outside />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Marcar' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcar' })).toBe(document.activeElement);
  });

  it('with fields it is a form: accepting submits and the caller decides when it closes; busy does nothing', async () => {
    const onAccept = vi.fn();
    const { rerender } = render(
      <ConfirmDialog {...texts} open onAccept={onAccept}>
        <input aria-label="Motivo" />
      </ConfirmDialog>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'curto{Enter}');
    expect(onAccept).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onAccept).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    rerender(
      <ConfirmDialog {...texts} open busy onAccept={onAccept}>
        <input aria-label="Motivo" />
      </ConfirmDialog>,
    );
    const accept = screen.getByRole('button', { name: 'Eliminar' });
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(2);
  });
});
