export { ptBR } from './pt-BR.ts';
export { translate, type MessageKey } from './translate.ts';
