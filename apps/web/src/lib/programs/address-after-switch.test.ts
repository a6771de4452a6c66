import { describe, expect, it } from 'vitest';
import { allowedRoutes, defaultRoute, MODULES } from '@portal/domain';
import { addressAfterProgramSwitch, searchAfterProgramSwitch } from './address-after-switch.ts';

const admin = allowedRoutes('ADMIN', MODULES, MODULES);
const doctorFirstMedicineOnly = allowedRoutes('DOCTOR', MODULES, ['firstMedicine']);
const at = (href: string, allowed = admin) => {
  const url = new URL(href, 'http://portal');
  return addressAfterProgramSwitch({ pathname: url.pathname, search: url.search }, allowed, defaultRoute(allowed));
};

describe('addressAfterProgramSwitch', () => {
  it('a screen of one record goes to its section\'s list, without the record\'s query string', () => {
    expect(at('/procedures/exams/12?tab=1')).toBe('/procedures/exams');
    expect(at('/doctors/7')).toBe('/doctors');
    expect(at('/users/3/permissions/add')).toBe('/users');
    expect(at('/contents/bula-imunovita')).toBe('/contents');
  });

  it('a record without a list of its own (the request detail) goes to the start page', () => {
    expect(at('/procedures/41')).toBe('/dashboard');
  });

  it('a fixed path is not read as a record (/procedures/queue is not request "queue")', () => {
    expect(at('/procedures/queue?page=2')).toBe('/procedures/queue');
  });

  it('a list keeps its search, sort, page size and filters of values, not its page nor filters naming records', () => {
    expect(at('/procedures/exams?status=OPEN,PARTIAL&followup=3,4&examGroup=9&yearMonth=2026-11&filter=123&sort=code&order=desc&rows=50&page=3'))
      .toBe('/procedures/exams?status=OPEN%2CPARTIAL&yearMonth=2026-11&filter=123&sort=code&order=desc&rows=50');
    expect(at('/dashboard')).toBe('/dashboard');
  });

  it('a screen the new programme does not offer gives way to its start page', () => {
    expect(at('/procedures/exams/12', doctorFirstMedicineOnly)).toBe('/dashboard');
    expect(at('/procedures/exams?status=OPEN', doctorFirstMedicineOnly)).toBe('/dashboard');
    expect(at('/faq')).toBe('/dashboard');
    expect(at('/no-such-screen')).toBe('/dashboard');
  });

  it('keeps a table prefix\'s keys by their ending', () => {
    expect(searchAfterProgramSwitch('?hpage=2&hfilter=ana&hproductId=5')).toBe('?hfilter=ana');
    expect(searchAfterProgramSwitch('')).toBe('');
  });
});
