/**
 * A programme's name as a sentence names it after "o": "Programa Bem Estar" stays as it is, "Bem
 * Estar" becomes "programa Bem Estar" — so "para o {{program}}" never reads "para o programa
 * Programa Bem Estar".
 */
export const programPhrase = (name: string): string => {
  const trimmed = name.trim();
  return /^programa\s/iu.test(trimmed) ? trimmed : `programa ${trimmed}`;
};
