/** A titled card of the sale editor, laying its fields out in two columns from the small breakpoint up. */
import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card grid gap-5 p-5 sm:grid-cols-2 md:p-6">
      <legend className="float-left mb-1 w-full text-lg font-bold sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}
