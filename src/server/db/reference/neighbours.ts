/**
 * Which mainland districts share a border (by district id, the DICO code): where a search that finds nothing in one
 * district may find something next door (decision 173). The autonomous regions have none.
 */
export const DISTRICT_NEIGHBOURS: Readonly<Record<number, readonly number[]>> = {
  1: [13, 18, 6], // Aveiro: Porto, Viseu, Coimbra
  2: [7, 15, 8], // Beja: Évora, Setúbal, Faro
  3: [16, 17, 13], // Braga: Viana do Castelo, Vila Real, Porto
  4: [17, 18, 9], // Bragança: Vila Real, Viseu, Guarda
  5: [9, 6, 10, 14, 12], // Castelo Branco: Guarda, Coimbra, Leiria, Santarém, Portalegre
  6: [1, 18, 9, 5, 10], // Coimbra: Aveiro, Viseu, Guarda, Castelo Branco, Leiria
  7: [12, 14, 15, 2], // Évora: Portalegre, Santarém, Setúbal, Beja
  8: [2], // Faro: Beja
  9: [4, 18, 6, 5], // Guarda: Bragança, Viseu, Coimbra, Castelo Branco
  10: [6, 5, 14, 11], // Leiria: Coimbra, Castelo Branco, Santarém, Lisboa
  11: [10, 14, 15], // Lisboa: Leiria, Santarém, Setúbal
  12: [5, 14, 7], // Portalegre: Castelo Branco, Santarém, Évora
  13: [3, 17, 18, 1], // Porto: Braga, Vila Real, Viseu, Aveiro
  14: [10, 5, 12, 7, 15, 11], // Santarém: Leiria, Castelo Branco, Portalegre, Évora, Setúbal, Lisboa
  15: [11, 14, 7, 2], // Setúbal: Lisboa, Santarém, Évora, Beja
  16: [3], // Viana do Castelo: Braga
  17: [3, 13, 18, 4], // Vila Real: Braga, Porto, Viseu, Bragança
  18: [13, 17, 4, 9, 6, 1], // Viseu: Porto, Vila Real, Bragança, Guarda, Coimbra, Aveiro
};
