import { describe, expect, it } from 'vitest';
import { seesWholeProgramme, usersBelow } from './hierarchy.ts';

describe('usersBelow', () => {
  const chain = [
    { userId: 2, managerId: 1 }, // district → regional
    { userId: 3, managerId: 2 }, // representative → district
    { userId: 4, managerId: 3 }, // doctor → representative
    { userId: 5, managerId: null }, // a doctor with no manager
  ];

  it('follows the manager chain transitively and includes the root', () => {
    expect([...usersBelow(chain, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...usersBelow(chain, 3)].sort()).toEqual([3, 4]);
  });

  it('leaves a doctor with no manager out of every chain but their own', () => {
    expect(usersBelow(chain, 1).has(5)).toBe(false);
    expect([...usersBelow(chain, 5)]).toEqual([5]);
  });

  it('stops on a cycle', () => {
    expect([...usersBelow([{ userId: 1, managerId: 2 }, { userId: 2, managerId: 1 }], 1)].sort()).toEqual([1, 2]);
  });

  it('lets only administrators see the whole programme', () => {
    expect(seesWholeProgramme('SYSADMIN')).toBe(true);
    expect(seesWholeProgramme('ADMIN')).toBe(true);
    expect(seesWholeProgramme('REGIONAL_MANAGER')).toBe(false);
    expect(seesWholeProgramme('DOCTOR')).toBe(false);
  });
});
