/**
 * The words of the scams of pet sales (issue 40, decision 177), as data: a message that hands out a way to pay or to
 * talk elsewhere, asks for a deposit, a transfer or MB WAY, offers to send the animal by courier, or presses the
 * buyer to decide shows its reader a note under it that names the risk and what to do. Nothing is blocked or
 * hidden. Shared by the /messages island (the notes) and the server (each message's signals, counted for the
 * moderators). Patterns read the text in lower case without accents; each kind lists what it must catch and what it
 * must leave alone in `risk-signals.test.ts`.
 */

export const RISK_KINDS = ['deposit', 'payment', 'courier', 'pressure', 'contact'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

/** Nine Portuguese digits (2xx landlines, 9xx mobiles), or an international number, spaces/dots/dashes allowed. */
const PHONE = /(?:\+|\b00)\d[\d\s.-]{7,16}\d|\b[29](?:[\s.-]?\d){8}\b/;
/** An IBAN: two letters, two check digits, then 11 to 30 letters or digits, in groups or not. */
const IBAN = /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]){11,30}\b/;

/** Each kind's patterns, read on the text in lower case without accents (`cães` → `caes`). */
export const RISK_PATTERNS: Readonly<Record<RiskKind, readonly RegExp[]>> = {
  // Money before the visit: "um sinal de 150 euros", "o adiantamento", "pagar antes", "a caução".
  deposit: [
    /\b(?:um|o|pequeno) sinal\b|\d ?(?:€|eur|euros?) (?:de|como) sinal\b/,
    /\badiantamento\b|\bpagamento antecipado\b|\bpag(?:ar|a|ue) (?:ja|antes|adiantado)\b/,
    /\bcaucao\b|\breserva (?:paga|mediante pagamento)\b/,
  ],
  // Ways to pay that leave no recourse; not the transfer of the microchip's registration ("transferência de titular").
  payment: [
    /\bmb ?way\b|\bwestern union\b|\bmoneygram\b|\bpaypal\b|\bcart(?:ao|oes) (?:presente|pre-?pago)\b/,
    /\btransferencia\b(?! (?:de|do|da) (?:titular|titularidade|propriedade|registo|microchip|dono))/,
    /\breferencia (?:multibanco|mb)\b/,
  ],
  // The animal sent unseen: "por transportadora", "envio o cachorro", "entrega ao domicílio"; not "envio-lhe fotos".
  courier: [
    /\btransportadora\b|\bportes(?: de envio)?\b/,
    /\b(?:envio|enviamos|enviar|mando|mandamos) (?:o|a|os|as|o seu|a sua)? ?(?:cachorr|gatinh|gat|cao|caes|cadel|animal|animais|bebe)/,
    /\bentrega(?:mos)? (?:ao|em|no) domicilio\b|\bentregamos em (?:casa|todo o pais)\b|\benvio para todo o pais\b/,
  ],
  // Hurry: "outros interessados", "só hoje", "última oportunidade", "decida já".
  pressure: [
    /\boutros? interessad[oa]s\b|\bmuit[oa]s? interessad[oa]s\b|\bmuita procura\b/,
    /\bso (?:ate )?hoje\b|\bhoje mesmo\b|\bultima oportunidade\b/,
    /\bdecid(?:a|ir|e) (?:ja|rapido|hoje)\b|\breserv(?:e|ar|a) (?:ja|rapido)\b/,
  ],
  // Out of our sight: a phone number, an IBAN, a messaging app.
  contact: [
    PHONE,
    IBAN,
    /\b(?:wa\.me|whatsapp|api\.whatsapp\.com|t\.me|telegram|signal\.me|signal\.group|m\.me|messenger\.com|viber)\b/,
  ],
};

/** The text as the patterns read it: lower case, accents dropped. */
export function plainText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-PT');
}

/** The kinds of risk a message carries, in RISK_KINDS order; empty for an ordinary message. */
export function riskSignals(text: string): RiskKind[] {
  const plain = plainText(text);
  return RISK_KINDS.filter((kind) => RISK_PATTERNS[kind].some((pattern) => pattern.test(plain)));
}

/** One risky word or phrase found in a text: its kind and where it stands in the text as written. */
export interface RiskWord {
  kind: RiskKind;
  /** The words as written (accents and case kept). */
  text: string;
  /** Index of its first character in the text as written, and of the character after it. */
  start: number;
  end: number;
}

/**
 * The words of every kind a text carries, in the order they stand (issue 57: an advert's title and description),
 * each with its place in the text as written, so a reader can highlight them; overlapping matches are merged.
 */
export function riskWords(text: string): RiskWord[] {
  // The plain text, and for each of its characters the index of the written character it came from.
  let plain = '';
  const from: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const read = plainText(char);
    for (let k = 0; k < read.length; k++) from.push(i);
    plain += read;
    i += char.length;
  }
  const found: RiskWord[] = [];
  for (const kind of RISK_KINDS) {
    for (const pattern of RISK_PATTERNS[kind]) {
      for (const match of plain.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
        if (match[0].length === 0) continue;
        const last = match.index + match[0].length - 1;
        const start = from[match.index]!;
        const lastChar = from[last]!;
        let end = lastChar + String.fromCodePoint(text.codePointAt(lastChar)!).length;
        // A pattern may stop inside a word ("cachorr"): the reader sees the whole word.
        while (end < text.length && /[\p{L}\p{M}]/u.test(text[end]!)) end++;
        found.push({ kind, text: text.slice(start, end).trim(), start, end });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: RiskWord[] = [];
  for (const word of found) {
    const previous = merged.at(-1);
    if (previous && word.start < previous.end) continue;
    merged.push(word);
  }
  return merged;
}
