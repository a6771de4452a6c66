import { describe, expect, it } from 'vitest';
import { ptBR } from './index.ts';
import { ROUTES } from '../rules/index.ts';
import {
  AUDIT_ACTIONS, AUDIT_ENTITIES, DOCTOR_STATUSES, GENDERS, MODULES, PERMISSION_TYPES, PROCEDURE_STATUSES, USER_TYPES,
} from '../enums/index.ts';
import { REQUIRED_KEYS } from './required-keys.fixture.ts';

/** Every [dotted key, value] leaf of the catalogue. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const all = leaves(ptBR);
const byKey = new Map(all);
const lastSegment = (key: string) => key.split('.').at(-1) ?? key;

describe('pt-BR catalogue', () => {
  it('has the top-level sections', () => {
    for (const section of ['err', 'msg', 'validation', 'menu', 'status', 'userType', 'module', 'common', 'doctorStatus', 'gender']) {
      expect(ptBR).toHaveProperty(section);
    }
  });

  it('holds only non-empty, trimmed strings that differ from their key', () => {
    for (const [key, value] of all) {
      expect(typeof value, key).toBe('string');
      const text = value as string;
      expect(text.trim(), key).not.toBe('');
      expect(text, key).toBe(text.trim());
      expect(text, key).not.toBe(key);
      expect(text, key).not.toBe(lastSegment(key));
    }
  });

  it('uses only i18next {{name}} placeholders', () => {
    for (const [key, value] of all) {
      const text = value as string;
      const stripped = text.replace(/\{\{\w+\}\}/g, '');
      expect(stripped, key).not.toMatch(/[{}]/);
    }
  });

  it('has a menu label for every route key', () => {
    for (const route of ROUTES) {
      const label = byKey.get(`menu.${route.key}`);
      expect(typeof label, route.key).toBe('string');
      expect(label, route.key).not.toBe('');
      expect(label, route.key).not.toBe(route.key);
    }
    for (const group of ['dashboard', 'quickAccess', 'menu']) expect(byKey.get(`menu.group.${group}`)).toBeTruthy();
  });

  it('labels every value of the enumerations the UI shows', () => {
    const expectLabels = (section: string, values: readonly string[]) => {
      for (const v of values) expect(byKey.get(`${section}.${v}`), `${section}.${v}`).toBeTruthy();
    };
    expectLabels('status', [...PROCEDURE_STATUSES, 'PARTIAL']);
    expectLabels('userType', USER_TYPES);
    expectLabels('module', MODULES);
    expectLabels('permissionType', PERMISSION_TYPES);
    expectLabels('doctorStatus', DOCTOR_STATUSES);
    expectLabels('gender', GENDERS);
    expectLabels('auditAction', AUDIT_ACTIONS);
    expectLabels('auditEntity', AUDIT_ENTITIES);
  });

  it('contains every key the specification names', () => {
    const missing = REQUIRED_KEYS.filter((key) => typeof byKey.get(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('uses the verbatim texts the specification gives', () => {
    expect(ptBR.err.doctorExists).toBe('Você já possui cadastro, clique aqui para se logar');
    expect(ptBR.err.emailAlreadyRegistered).toBe('E-mail já cadastrado, clique aqui para se logar');
    expect(ptBR.err.invalidCode).toBe('Código inválido');
    expect(ptBR.err.cepNotFound).toBe('CEP não encontrado.');
    expect(ptBR.err.failedToSearchCep).toBe('Erro ao buscar CEP.');
    expect(ptBR.err.expiredPassword).toContain('Esqueci minha senha');
    expect(ptBR.validation.workInstitutionMin).toBe('Cada instituição deve ter pelo menos 2 caracteres');
    expect(ptBR.validation.workInstitutionRequired).toBe('É obrigatório informar pelo menos uma instituição');
    expect(ptBR.validation.datesMustDiffer).toBe('Datas não podem ser iguais');
    expect(ptBR.validation.minLength).toContain('{{length}}');
    expect(ptBR.validation.maxLength).toContain('{{length}}');
    expect(ptBR.status).toEqual({
      OPEN: 'Solicitado', APPROVED: 'Aprovado', REJECTED: 'Rejeitado', SCHEDULED: 'Agendado',
      CANCELED: 'Cancelado', CONCLUDED: 'Concluído', PARTIAL: 'Parcial',
    });
    expect(ptBR.menu.group.quickAccess).toBe('Acesso rápido');
    expect(ptBR.common.add).toBe('Incluir');
  });
});
