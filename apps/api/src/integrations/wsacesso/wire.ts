import { QUESTION_CONTROLS, type QuestionControl, type QuestionnaireQuestion } from '@portal/domain';
import type { WsAcessoAnswer, WsAcessoMedicine, WsAcessoPresentation } from './wsacesso.ts';

/**
 * Reading the service's JSON (PascalCase, as it names things): every answer has `Status` and
 * `Mensagem`; lists come under `Medicamentos`, `Apresentacoes`, `Questoes`. Anything malformed is
 * dropped rather than trusted.
 */
type Json = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const int = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x): x is Json => typeof x === 'object' && x !== null) : []);

export const isJsonObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const readAnswer = (body: Json): WsAcessoAnswer => ({
  status: text(body.Status) ?? '',
  message: text(body.Mensagem)?.trim() || null,
});

export const readMedicine = (m: Json): WsAcessoMedicine | null => {
  const name = text(m.DescricaoLinha);
  return name ? { lineCode: text(m.CodigoLinha), name, pathologyCode: int(m.CodigoPatologia) } : null;
};
export const readMedicines = (body: Json): WsAcessoMedicine[] => list(body.Medicamentos).flatMap((m) => readMedicine(m) ?? []);

export const readPresentation = (p: Json): WsAcessoPresentation | null => {
  const ean = text(p.Ean);
  return ean ? { code: text(p.CodigoApresentacao), ean, name: text(p.Descricao) ?? ean } : null;
};
export const readPresentations = (body: Json): WsAcessoPresentation[] => list(body.Apresentacoes).flatMap((p) => readPresentation(p) ?? []);

const isControl = (v: string): v is QuestionControl => (QUESTION_CONTROLS as readonly string[]).includes(v);

/** A dynamic questionnaire question (spec §3) in the portal's shape. */
export const readQuestion = (q: Json): QuestionnaireQuestion | null => {
  const code = int(q.CodigoQuestao);
  const control = (text(q.TipoControle) ?? '').toLowerCase();
  if (code === null || !isControl(control)) return null;
  const nested = isJsonObject(q.QuestaoAninhada) ? q.QuestaoAninhada : {};
  return {
    code,
    parentCode: int(q.CodigoQuestaoPai),
    parentAnswerCode: int(nested.CodigoRespostaPai),
    control,
    title: text(q.TituloExibicao) ?? '',
    answers: list(q.Respostas).flatMap((r) => {
      const answerCode = int(r.CodigoResposta);
      return answerCode === null ? [] : [{ code: answerCode, title: text(r.TituloExibicao) ?? '' }];
    }),
    flag: int(q.FlagTipoQuestao) ?? 1,
    eans: Array.isArray(q.Eans) ? q.Eans.flatMap((e) => text(e) ?? []) : [],
    required: q.Obrigatoria === undefined ? true : q.Obrigatoria === true || q.Obrigatoria === 'S',
  };
};
export const readQuestions = (body: Json): QuestionnaireQuestion[] => list(body.Questoes).flatMap((q) => readQuestion(q) ?? []);

export const sOrN = (flag: boolean): 'S' | 'N' => (flag ? 'S' : 'N');
