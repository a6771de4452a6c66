/** The strength hint under a new-password field (decision 0028): level and one tip at a time. */
export const passwordHint = {
  label: 'Força da senha',
  weak: 'Fraca',
  medium: 'Média',
  strong: 'Forte',
  tooShort: 'Use pelo menos {{min}} caracteres; frases longas são mais fáceis de lembrar e mais seguras.',
  personal: 'Não use o seu nome, e-mail ou CPF na senha.',
  pattern: 'Evite sequências (123456, qwerty), datas e senhas padrão como "Senha@123" ou "Mudar@123".',
  wordAndTail: 'Uma palavra seguida de números ou símbolos é fácil de adivinhar: misture palavras sem relação.',
  variety: 'Misture letras maiúsculas e minúsculas, números e símbolos.',
  longer: 'Para uma senha forte, use 12 caracteres ou mais.',
  goodToGo: 'Boa senha. Não a use em outros sites.',
};
