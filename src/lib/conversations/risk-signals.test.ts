// The risk notes of a conversation (issue 40, decision 177): what each kind of scam signal must catch, and the
// ordinary talk of a sale it must leave alone (prices, dates, the DGAV number, the microchip's registration).
import { describe, expect, it } from 'vitest';
import { riskSignals, riskWords } from './risk-signals.ts';

describe('riskSignals', () => {
  it.each([
    // The deposit scam with no number in it: the issue's own example.
    ['basta um sinal de 150 euros e envio o cachorro por transportadora', ['deposit', 'courier']],
    ['Para reservar peço um sinal de 100€', ['deposit']],
    ['Preciso de um adiantamento para as vacinas', ['deposit']],
    ['Pague já e fica reservado', ['deposit']],
    ['A caução é devolvida na entrega', ['deposit']],
    ['Pode pagar por MB WAY?', ['payment']],
    ['faça a transferência hoje', ['payment']],
    ['São 200 euros de sinal', ['deposit']],
    ['envio por Western Union', ['payment']],
    ['Pagamento por referência multibanco', ['payment']],
    ['Entregamos ao domicílio em todo o país', ['courier']],
    ['Enviamos a cadela por avião', ['courier']],
    ['os portes de envio são 60 €', ['courier']],
    ['Tenho outros interessados, decida já', ['pressure']],
    ['Só hoje a este preço', ['pressure']],
    ['É a última oportunidade', ['pressure']],
    ['Ligue-me para o 912 345 678', ['contact']],
    ['fixo 21 123 45 67', ['contact']],
    ['ou +351 912 345 678', ['contact']],
    ['IBAN PT50 0002 0123 1234 5678 9015 4', ['contact']],
    ['fale comigo no WhatsApp', ['contact']],
    ['https://wa.me/351912345678', ['contact']],
    ['estou no t.me/rita_caes', ['contact']],
    ['SÓ HOJE: CAUÇÃO DE 50 EUROS', ['deposit', 'pressure']],
  ])('notes %s', (text, kinds) => {
    expect(riskSignals(text)).toEqual(kinds);
  });

  it.each([
    'Olá! Ainda está disponível?',
    'Tem 8 semanas e 2 vacinas, custa 1250 €',
    'O preço é 850 euros, com contrato de compra e venda',
    'Posso ir no sábado às 10:00, dia 29/11',
    'O microchip é 620098100012345? Quero confirmar no SIAC',
    'O meu registo DGAV é DGAV-123456, pode confirmar',
    'Faço a transferência de titular do microchip no SIAC na entrega',
    'Envio-lhe mais fotografias amanhã',
    'Não tenho sinal de rede aqui, ligo mais tarde',
    'Dê sinal quando chegar ao portão',
    'A mãe está cá para ver, venha conhecê-los',
  ])('leaves alone %s', (text) => {
    expect(riskSignals(text)).toEqual([]);
  });
});

describe('riskWords', () => {
  it('finds the words where they stand in the text as written, whole words, in order', () => {
    const text = 'Peço um SINAL de 100 € e envio o cachorro por Transportadora.';
    const words = riskWords(text);
    expect(words.map((w) => [w.kind, w.text])).toEqual([
      ['deposit', 'um SINAL'],
      ['courier', 'envio o cachorro'],
      ['courier', 'Transportadora'],
    ]);
    for (const w of words) expect(text.slice(w.start, w.end)).toBe(w.text);
  });

  it('keeps the places of words after accented letters', () => {
    const text = 'Criação em família; a caução é de 50 €';
    const [word] = riskWords(text);
    expect(word).toMatchObject({ kind: 'deposit', text: 'caução' });
    expect(text.slice(word!.start, word!.end)).toBe('caução');
  });

  it('finds nothing in an ordinary advert', () => {
    expect(riskWords('Cachorro meigo e brincalhão, criado em família, vacinado e desparasitado.')).toEqual([]);
  });
});
