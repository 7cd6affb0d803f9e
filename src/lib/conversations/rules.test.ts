// The discreet reminder of a conversation (issue 17): phone numbers, IBANs and messaging-app links, not ordinary text.
import { describe, expect, it } from 'vitest';
import { needsContactReminder } from './rules.ts';

describe('needsContactReminder', () => {
  it.each([
    'Ligue-me para o 912 345 678',
    'o meu número é 912345678',
    'fixo 21 123 45 67',
    'ou +351 912 345 678',
    'IBAN PT50 0002 0123 1234 5678 9015 4',
    'transferência para PT50000201231234567890154',
    'fale comigo no WhatsApp',
    'https://wa.me/351912345678',
    'estou no t.me/rita_caes',
  ])('reminds on %s', (text) => {
    expect(needsContactReminder(text)).toBe(true);
  });

  it.each([
    'Olá! Ainda está disponível?',
    'Tem 8 semanas e 2 vacinas, custa 1250 €',
    'Posso ir no sábado às 10:00, dia 29',
    'O microchip é 620098100012345? Quero confirmar no SIAC',
  ])('stays quiet on %s', (text) => {
    expect(needsContactReminder(text)).toBe(false);
  });
});
