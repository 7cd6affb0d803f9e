import { describe, expect, it } from 'vitest';
import { animalsErrors } from '../../../lib/sales/litter.ts';
import { bodyOf, copyAfter, emptyRow, errorsByRow, type AnimalRowState } from './rows.ts';

const row = (over: Partial<AnimalRowState>): AnimalRowState => ({ ...emptyRow(), ...over });

describe('the litter editor’s rows', () => {
  it('copies sex, colour and price into a new row after the one copied, never its name or chip', () => {
    const rows = [row({ label: 'Azul', sex: 'MALE', colour: 'Fulvo', price: '850', microchip: '941000024680001' })];
    const [, copy] = copyAfter(rows, 0);
    expect(copy).toMatchObject({ label: '', sex: 'MALE', colour: 'Fulvo', price: '850', microchip: '' });
    expect(copy!.key).not.toBe(rows[0]!.key);
  });

  it('sends prices written with a comma, keeps saved animals’ uids, and the rules name the row of each error', () => {
    const body = bodyOf([
      row({
        uid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90',
        label: 'Azul',
        sex: 'MALE',
        colour: 'Fulvo',
        price: '850,5',
        microchip: '941000024680001',
      }),
      row({ label: '', sex: '', colour: 'Fulvo', price: '', microchip: '941000024680001' }),
    ]);
    expect(body.animals[0]).toMatchObject({ uid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', price: 850.5 });
    const byRow = errorsByRow(animalsErrors(body));
    expect(byRow.get(0)).toBeUndefined();
    expect(byRow.get(1)).toMatchObject({
      label: 'litter.error.label',
      sex: 'sale.error.sex',
      price: 'sale.error.price',
      microchip: 'litter.error.microchip-twice',
    });
  });
});
